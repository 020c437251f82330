import type { Locale } from '@archive/contracts/locales';
import type { MenuItem } from '@archive/contracts/site-options';
import { useArchive } from '@archive/ui';
import { useIntl } from 'react-intl';
import { ListField, RowInput } from '../../../lib/components/multiple-editor';
import { settingsMessages as m } from '../messages';

/** Custom menu entries (header or footer): a label per enabled language and a path or URL. */
export function MenuList({ path, label }: { path: 'menu' | 'menuFooter'; label: string }) {
  const intl = useIntl();
  const locales = useArchive((s) => s.enabledLocales);
  const labelOf = (row: MenuItem, l: Locale) =>
    typeof row.label === 'string' ? row.label : (row.label?.[l] ?? '');
  const pathOf = (row: MenuItem) =>
    typeof row.path === 'string' ? row.path : JSON.stringify(row.path ?? '');
  return (
    <ListField<MenuItem>
      path={path}
      label={label}
      sortable
      blank={{ label: {}, path: '' }}
      renderRow={(row, update) => (
        <>
          {locales.map((l) => (
            <RowInput
              key={l}
              label={`${intl.formatMessage(m.menuLabel)} (${l.toUpperCase()})`}
              value={labelOf(row, l)}
              onChange={(text) => {
                const map =
                  typeof row.label === 'string'
                    ? Object.fromEntries(locales.map((x) => [x, row.label as string]))
                    : { ...(row.label ?? {}) };
                update({ ...row, label: { ...map, [l]: text } });
              }}
            />
          ))}
          <RowInput
            label={intl.formatMessage(m.menuPath)}
            value={pathOf(row)}
            onChange={(value) => update({ ...row, path: value })}
          />
        </>
      )}
    />
  );
}
