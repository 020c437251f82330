import { describe, expect, it } from 'vitest';
import { CardPageCache } from './card-pages';

describe('CardPageCache', () => {
  it('keeps at most its size, the page read longest ago going first', () => {
    const cache = new CardPageCache(2);
    const key = (n: number) => CardPageCache.key('it', 'ca_objects', '7', n);
    cache.set(key(1), { page: 1, text: 'uno' });
    cache.set(key(2), { page: 2, text: 'due' });
    // Page 1 read again: page 2 is now the one read longest ago.
    expect(cache.get(key(1))?.text).toBe('uno');
    cache.set(key(3), { page: 3, text: 'tre' });
    expect(cache.size).toBe(2);
    expect(cache.get(key(2))).toBeUndefined();
    expect(cache.get(key(1))?.text).toBe('uno');
    expect(cache.get(key(3))?.text).toBe('tre');
    // Keys of other locales and records stay apart.
    expect(CardPageCache.key('it', 'ca_objects', '7', 1)).not.toBe(
      CardPageCache.key('en', 'ca_objects', '7', 1),
    );
    expect(CardPageCache.key('it', 'ca_objects', '7', 11)).not.toBe(
      CardPageCache.key('it', 'ca_objects', '71', 1),
    );
  });

  it('keeps the page chosen for each search words and record apart, at most its size', () => {
    const cache = new CardPageCache(10, 2);
    cache.setChoice("'torin':*", '11', { n: 3, matched: true, known: true });
    cache.setChoice("'torin':*", '12', 'none');
    expect(cache.choice("'torin':*", '11')).toEqual({ n: 3, matched: true, known: true });
    expect(cache.choice("'milan':*", '11')).toBeUndefined();
    expect(cache.choice(null, '11')).toBeUndefined();
    cache.setChoice(null, '11', { n: 1, matched: false, known: true });
    // Three choices kept in a cache of two: the one read longest ago ('12') went.
    expect(cache.choice("'torin':*", '12')).toBeUndefined();
    expect(cache.choice(null, '11')).toEqual({ n: 1, matched: false, known: true });
  });
});
