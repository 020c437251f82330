import { describe, expect, it } from 'vitest';
import { messages as explore } from '../features/explore/messages';
import { messages as hierarchy } from '../features/hierarchy/messages';
import { messages as map } from '../features/map/messages';
import { messages as record } from '../features/record/messages';
import { messages as search } from '../features/search/messages';
import { messages as shuffle } from '../features/shuffle/messages';
import { messages as timeline } from '../features/timeline/messages';
import { messages as viewer } from '../features/viewer/messages';
import { libMessages } from '../lib/messages';
import en from './en.json';
import fr from './fr.json';
import italianCatalogue from './it.json';

const all = [explore, hierarchy, map, record, search, shuffle, timeline, viewer, libMessages].flatMap((m) =>
  Object.values(m),
);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('bundles every Italian default in it.json, word for word', () => {
    for (const m of all)
      expect((italianCatalogue as Record<string, string>)[m.id], m.id).toBe(m.defaultMessage);
  });

  it.each([
    ['en', en],
    ['fr', fr],
  ])('translates every message into %s with the same placeholders', (_, catalogue) => {
    for (const m of all) {
      const text = (catalogue as Record<string, string>)[m.id];
      expect(text, m.id).toBeTruthy();
      expect(placeholders(text ?? ''), m.id).toEqual(placeholders(m.defaultMessage));
    }
  });
});
