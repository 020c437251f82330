import { useRoute } from '@archive/ui';
import type { ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * Scaffold page: says which route it stands for (data-screen = the route name) and which remote
 * will draw it. Replaced screen by screen (see screens.tsx).
 */
export function PlaceholderPage() {
  const current = useRoute();
  const route = current.route;
  return (
    <section className="placeholder-page" data-screen={route}>
      <h1>
        <FormattedMessage id="mf_catalogue.placeholder.title" values={{ route }} />
      </h1>
      <p>
        <FormattedMessage id="mf_catalogue.placeholder.body" values={{ route, remote: 'mf-catalogue' }} />
      </p>
      {Object.keys(current.params).length > 0 && (
        <dl>
          {Object.entries(current.params).map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** The placeholder for a route of screens.tsx (the name documents which route it stands for). */
export const placeholder = (_route: string): ComponentType => PlaceholderPage;
