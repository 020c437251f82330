import { describe, expect, it } from 'vitest';
import { PageStore } from './page-store';

// The cache's memory bound (issue 22): never more bytes than configured, and a crawl through many
// pages seen once does not push out the pages visitors come back to.
const page = (bytes: number) => ({ bytes });

describe('the page cache memory', () => {
  it('never holds more than its byte budget, dropping the least recently used first', () => {
    const store = new PageStore(10_000);
    for (let i = 0; i < 100; i++) store.set(`/record/${i}`, page(700));
    expect(store.bytes).toBeLessThanOrEqual(10_000);
    expect(store.get('/record/0')).toBeUndefined();
    expect(store.get('/record/99')).toBeDefined();
    expect(store.evictions).toBeGreaterThan(0);
  });

  it('keeps a page asked for twice through a crawl of pages asked for once', () => {
    const store = new PageStore(10_000);
    store.set('/', page(1_500));
    store.get('/'); // a second visit
    for (let i = 0; i < 1_000; i++) store.set(`/record/${i}`, page(500));
    expect(store.get('/')).toBeDefined();
    expect(store.bytes).toBeLessThanOrEqual(10_000);
  });

  it('keeps nothing when the budget is 0, and no page larger than a fifth of it', () => {
    expect(new PageStore(0).entries).toBe(0);
    const none = new PageStore(0);
    none.set('/', page(10));
    expect(none.entries).toBe(0);
    const small = new PageStore(1_000);
    small.set('/big', page(300));
    expect(small.get('/big')).toBeUndefined();
  });

  it('counts copies added later (compressed pages) against the same budget', () => {
    const store = new PageStore(10_000);
    const entry = page(1_000);
    store.set('/', entry);
    store.get('/');
    entry.bytes += 7_500;
    store.grew('/', entry, 7_500);
    store.set('/other', page(1_500));
    expect(store.bytes).toBeLessThanOrEqual(10_000);
  });
});
