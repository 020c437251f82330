import { EDITOR_BITS, sharesBit } from '@archive/contracts/access';
import { REMOTES, type RemoteName } from '@archive/contracts/routes';
import { archiveStore } from '@archive/ui';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication, start } from 'single-spa';
import { type AccessContext, accessContextOf, activityFor } from './activity';
import { loadOrFallback } from './remote-fallback';
import { mfName, type RemoteEntry } from './remotes-registry';
import { slotId } from './slots';

export { slotId } from './slots';

/**
 * single-spa root config: one application per remote of the route table, mounted into its slot in
 * <main>. Remote code is fetched only when its application first becomes active, and mf_admin is not
 * even registered with Module Federation until the session says manager or admin (level & 24), so a
 * visitor never downloads an mf-admin file.
 */
const slot = (remote: RemoteName) => () => document.getElementById(slotId(remote));

const ADMIN: RemoteName = 'mf-admin';

export const accessContext = (): AccessContext => accessContextOf(archiveStore.getState());

export function startComposition(entries: RemoteEntry[]): void {
  const byName = new Map(entries.map((e) => [e.name, e]));
  const registered = new Set<string>();
  const register = (remote: RemoteName) => {
    const entry = byName.get(mfName(remote));
    if (!entry || registered.has(entry.name)) return;
    registered.add(entry.name);
    registerRemotes([{ name: entry.name, entry: entry.entry }]);
  };

  for (const remote of REMOTES) {
    if (remote !== ADMIN) register(remote);
    const name = mfName(remote);
    registerApplication({
      name,
      app: () =>
        loadOrFallback(
          name,
          async () => {
            if (!registered.has(name)) throw new Error(`${name} is not deployed (absent from /remotes.json)`);
            return loadRemote(`${name}/lifecycles`);
          },
          slot(remote),
        ),
      activeWhen: activityFor(remote, accessContext),
      customProps: () => ({
        domElementGetter: slot(remote),
        version: byName.get(name)?.version ?? '',
      }),
    });
  }

  // The admin remote is registered (and so may be fetched) only for managers and admins.
  const registerAdminIfEditor = () => {
    if (sharesBit(archiveStore.getState().level, EDITOR_BITS)) register(ADMIN);
  };
  registerAdminIfEditor();
  archiveStore.subscribe(registerAdminIfEditor);

  start({ urlRerouteOnly: true });
}
