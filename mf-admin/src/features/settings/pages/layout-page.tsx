import { DEFAULT_PRIMARY_COLOUR, effectiveThemeColours } from '@archive/contracts/colours';
import { HEADER_LINKS_MAX } from '@archive/contracts/constants';
import { t } from '@archive/contracts/messages';
import { useArchive } from '@archive/ui';
import { useIntl } from 'react-intl';
import { CheckboxField, ColorField, TextField } from '../../../lib/components/fields';
import { ListField, RowInput } from '../../../lib/components/multiple-editor';
import type { Message } from '../../../lib/define-messages';
import { useField } from '../../../lib/use-field';
import { MenuList } from '../components/menu-list';
import { SettingsFrame } from '../components/settings-frame';
import { settingsMessages as m } from '../messages';

interface HeaderLink {
  text: string;
  url: string;
}
const EXTERNAL = /^https?:\/\//i;

/** The three colours, each showing what the site uses when empty (issue 25). */
function ThemeColours({ label }: { label: (d: Message) => string }) {
  const primary = useField<string>('colors.primary').value;
  // Empty shades follow the draft's primary, as the theme derives them.
  const theme = effectiveThemeColours({ primary });
  return (
    <>
      <ColorField path="colors.primary" label={label(m.primary)} themeColour={DEFAULT_PRIMARY_COLOUR} />
      <ColorField path="colors.dark" label={label(m.dark)} themeColour={theme.dark} />
      <ColorField path="colors.light" label={label(m.light)} themeColour={theme.light} />
    </>
  );
}

/** Colours, custom CSS and font, the header's top links (at most 3) and the custom menu. */
export default function LayoutPage() {
  const intl = useIntl();
  const locale = useArchive((s) => s.locale);
  const f = (d: Message) => intl.formatMessage(d);
  return (
    <SettingsFrame page="layout">
      <fieldset>
        <legend>{f(m.colorsTitle)}</legend>
        <ThemeColours label={f} />
      </fieldset>
      <TextField path="customfont" label={f(m.customfont)} />
      <TextField path="customcss" label={f(m.customcss)} multiline rows={8} />
      <CheckboxField path="header_links.visible" label={f(m.headerLinksVisible)} />
      <ListField<HeaderLink>
        path="header_links.links"
        label={f(m.headerLinks)}
        limit={HEADER_LINKS_MAX}
        limitMessage={t('validation.headerLinksMax', locale, { max: HEADER_LINKS_MAX })}
        sortable
        blank={{ text: '', url: '' }}
        renderRow={(row, update) => (
          <>
            <RowInput label={f(m.linkText)} value={row.text} onChange={(text) => update({ ...row, text })} />
            <RowInput
              label={f(m.linkUrl)}
              type="url"
              value={row.url}
              invalid={row.url !== '' && !EXTERNAL.test(row.url)}
              message={row.url !== '' && !EXTERNAL.test(row.url) ? f(m.urlInvalid) : undefined}
              onChange={(url) => update({ ...row, url })}
            />
          </>
        )}
      />
      <MenuList path="menu" label={f(m.menu)} />
    </SettingsFrame>
  );
}
