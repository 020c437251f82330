import { buildUrl, SETTINGS_PAGES } from '@archive/contracts/routes';
import { Link, useArchive, useRoute } from '@archive/ui';
import { useIntl } from 'react-intl';
import { settingsMessages as m } from '../messages';

/** The settings menu: overview plus one entry per child page of the route table. */
export function SettingsNav() {
  const intl = useIntl();
  const locale = useArchive((s) => s.locale);
  const route = useRoute();
  const entries = [
    { route: 'settings' as const, label: intl.formatMessage(m.overview) },
    ...SETTINGS_PAGES.map((page) => ({
      route: `settings.${page}` as const,
      label: intl.formatMessage(m[`page.${page}`]),
    })),
  ];
  return (
    <nav className="settings-nav" aria-label={intl.formatMessage(m.nav)}>
      <ul>
        {entries.map((e) => (
          <li key={e.route}>
            <Link
              href={buildUrl(e.route, {}, locale)}
              aria-current={route.route === e.route ? 'page' : undefined}
            >
              {e.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
