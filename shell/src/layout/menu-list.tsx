import { buildUrl } from '@archive/contracts/routes';
import { Link, useArchive } from '@archive/ui';
import { signOut } from '../session/sign-out';
import type { NavLink } from './site-links';
import { useMsg } from './use-msg';

/**
 * A menu of the frame (header panel, footer): the links (external ones in a new tab), then
 * "Login" for visitors or a logout button for signed-in users, always last (spec section 2).
 */
export function MenuList({ items, className }: { items: NavLink[]; className?: string }) {
  const m = useMsg();
  const locale = useArchive((s) => s.locale);
  const user = useArchive((s) => s.user);
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key}>
          {item.external ? (
            <a href={item.href} rel="noopener noreferrer" target="_blank">
              {item.label}
            </a>
          ) : (
            <Link href={item.href}>{item.label}</Link>
          )}
        </li>
      ))}
      <li>
        {user ? (
          <button type="button" className="btn btn-link" onClick={() => void signOut()}>
            {m('shell.logout')}
          </button>
        ) : (
          <Link href={buildUrl('login', {}, locale)}>{m('shell.login')}</Link>
        )}
      </li>
    </ul>
  );
}
