import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map';

describe('LruMap', () => {
  it('drops the entry read or written longest ago, past its bound', () => {
    const lru = new LruMap<string, number>(2);
    lru.set('a', 1).set('b', 2);
    expect(lru.get('a')).toBe(1); // a read: b is now the oldest
    lru.set('c', 3);
    expect([lru.peek('a'), lru.peek('b'), lru.peek('c')]).toEqual([1, undefined, 3]);
    expect(lru.peek('a')).toBe(1); // a peek keeps the order: a is still the oldest
    lru.set('d', 4);
    expect(lru.peek('a')).toBeUndefined();
    expect(lru.size).toBe(2);
  });

  it('keeps nothing with a bound of 0', () => {
    const lru = new LruMap<string, number>(0);
    lru.set('a', 1);
    expect(lru.size).toBe(0);
    expect(lru.get('a')).toBeUndefined();
  });

  it('agrees with a list kept oldest first, whatever the calls', () => {
    const op = fc.oneof(
      fc.record({ op: fc.constant('set' as const), key: fc.nat(6), value: fc.nat() }),
      fc.record({ op: fc.constantFrom('get' as const, 'peek' as const, 'delete' as const), key: fc.nat(6) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(op, { maxLength: 60 }), (max, ops) => {
        const lru = new LruMap<number, number>(max);
        let model: [number, number][] = [];
        for (const o of ops) {
          const at = model.findIndex(([k]) => k === o.key);
          if (o.op === 'set') {
            model = model.filter(([k]) => k !== o.key);
            model.push([o.key, o.value]);
            if (model.length > max) model.shift();
            lru.set(o.key, o.value);
          } else if (o.op === 'get') {
            const found = at >= 0 ? model.splice(at, 1)[0] : undefined;
            if (found) model.push(found);
            expect(lru.get(o.key)).toBe(found?.[1]);
          } else if (o.op === 'peek') expect(lru.peek(o.key)).toBe(at >= 0 ? model[at]![1] : undefined);
          else {
            expect(lru.delete(o.key)).toBe(at >= 0);
            if (at >= 0) model.splice(at, 1);
          }
          expect(lru.size).toBe(model.length);
        }
        // The oldest goes next: fill with new keys and watch the model's order come out.
        for (const [k, v] of model) expect(lru.peek(k)).toBe(v);
      }),
      { numRuns: 300 },
    );
  });
});
