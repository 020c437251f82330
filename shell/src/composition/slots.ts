import type { RemoteName } from '@archive/contracts/routes';
import { mfName } from './remotes-registry';

/** The element a remote draws into: one per remote in <main>, in every layout. */
export const slotId = (remote: RemoteName) => `slot-${mfName(remote)}`;

/** The shell root's ids (useId), apart from every remote's (each root prefixes its own). */
export const SHELL_ID_PREFIX = 'shell-';
