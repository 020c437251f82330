import { useRoute } from '@archive/ui';
import { useMsg } from './use-msg';

/** Skip links: to the main content always, and to the results on the search page. */
export function SkipLinks() {
  const m = useMsg();
  const route = useRoute();
  return (
    <nav className="skip-links" aria-label={m('shell.skip.main')}>
      <a href="#main-content">{m('shell.skip.main')}</a>
      {route.route === 'search' && <a href="#results">{m('shell.skip.results')}</a>}
    </nav>
  );
}
