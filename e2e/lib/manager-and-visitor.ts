import { afterAll, beforeAll } from 'vitest';
import { newSession, type Session, type SessionOptions } from './browser';
import { DEMO, loginWithApi } from './login';
import { getOptions, type OptionsDoc, restoreOptions } from './site-options';

export interface ManagerAndVisitor {
  /** Signed in as the demo manager. */
  manager: Session;
  /** Anonymous: sees what any visitor sees. */
  visitor: Session;
  /** The site options as they were before the block ran; put back after it. */
  original: OptionsDoc;
}

/**
 * For a describe block where a manager changes the site and a visitor looks: both sessions open
 * before the first test, and afterwards the site options are put back and both close. Read the
 * fields inside tests (they are set by the block's beforeAll).
 */
export function managerAndVisitor(visitorOptions: SessionOptions = {}): ManagerAndVisitor {
  const held = {} as ManagerAndVisitor;
  beforeAll(async () => {
    held.manager = await newSession();
    held.visitor = await newSession(visitorOptions);
    await loginWithApi(held.manager.context, DEMO.manager);
    held.original = await getOptions(held.manager.context);
  });
  afterAll(async () => {
    if (held.manager && held.original) await restoreOptions(held.manager.context, held.original);
    await held.manager?.close();
    await held.visitor?.close();
  });
  return held;
}
