import type { Locale } from '@archive/contracts/locales';
import { preloadCatalogue, RemoteRoot } from '@archive/ui';
import type { ComponentType } from 'react';
import '../styles/catalogue.css';
import { italian, loadMessages } from '../messages';

/**
 * Exposed components run inside another remote's React tree, whose react-intl provider holds that
 * remote's messages, not ours: each one brings this remote's providers (react-intl with the
 * catalogue's messages in the store's locale, SWR) and stylesheet with it.
 */
export function withCatalogueRoot<P extends object>(Inner: ComponentType<P>, name: string) {
  function Exposed(props: P) {
    return (
      <div className="mf-catalogue-exposed" data-exposed={name}>
        <RemoteRoot italian={italian} messages={loadMessages}>
          <Inner {...props} />
        </RemoteRoot>
      </div>
    );
  }
  Exposed.displayName = `mf_catalogue/${name}`;
  // Awaited by ui's ExposedBoundary before drawing: a server render and a hydration draw the first
  // render in the page's language (the server's HTML and the browser's must be the same text).
  Exposed.preload = (locale: Locale) => preloadCatalogue(loadMessages, italian, locale);
  return Exposed;
}
