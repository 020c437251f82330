import { loginLinkFor } from '@archive/contracts/login-link';
import { Link, useArchive } from '@archive/ui';
import { signOut } from '../session/sign-out';
import { useFrameMark } from './frame-marks';
import type { NavLink } from './site-links';
import { useMsg } from './use-msg';

/**
 * A menu of the frame (header panel, footer): the links (external ones in a new tab), then
 * "Login" for visitors (returning to this page) or a logout button for signed-in users, always last (spec section 2).
 */
export function MenuList({ items, className }: { items: NavLink[]; className?: string }) {
  const m = useMsg();
  const route = useArchive((s) => s.route);
  const user = useArchive((s) => s.user);
  const mark = useFrameMark();
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
          // Back to this page after signing in (contracts login-link.ts).
          <Link href={mark('login', loginLinkFor(route))}>{m('shell.login')}</Link>
        )}
      </li>
    </ul>
  );
}
