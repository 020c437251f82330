import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCatalogueDir, removeDir } from '../../../test/catalogue/fixture';
import { catalogueDir } from '../snapshot';
import { EmbeddedCatalogueStore } from './embedded-store';

/**
 * The raw-query worker yields the CPU to the pages visitors wait for (issue 22: record pages while
 * hostile raw calls run), from its first instruction: the thread that compiles its modules (tsx's
 * loader, a few hundred ms of CPU at each start, and a runaway query has the worker replaced) runs
 * at the lowest priority too. Linux only: a nice value is per thread there (/proc/self/task).
 */
const linux = existsSync('/proc/thread-self');

/** This process's threads at the lowest CPU priority (nice 19: field 19 of /proc/.../stat). */
function lowestPriorityThreads(): number {
  let n = 0;
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16] === '19') n++;
    } catch {
      // the thread ended meanwhile
    }
  }
  return n;
}

let dataDir: string;
let store: EmbeddedCatalogueStore;
beforeAll(async () => {
  dataDir = await makeCatalogueDir(50);
  store = new EmbeddedCatalogueStore(catalogueDir(dataDir), {
    rawPool: { budget: { ms: 200, maxAnswerChars: 50_000 }, graceMs: 200 },
  });
  await store.load();
});
afterAll(async () => {
  await store.close();
  await removeDir(dataDir);
});

describe.runIf(linux)('raw query threads', () => {
  it('run at the lowest CPU priority, the loader that compiles their modules included', async () => {
    const before = lowestPriorityThreads();
    // A $project the indexes cannot answer: it runs in the worker.
    await store.rawAggregate(
      'data_it',
      [{ $project: { id: 1, x: { $concat: ['$id', '-'] } } }, { $limit: 1 }],
      10,
    );
    // The worker itself and the module loader thread it started.
    expect(lowestPriorityThreads() - before).toBeGreaterThanOrEqual(2);
  });
});
