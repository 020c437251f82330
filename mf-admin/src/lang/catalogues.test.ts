import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import hr from './hr.json';
import it_ from './it.json';

// Italian is the complete catalogue (bundled); the others may lag behind and fall back to Italian
// per message (RemoteRoot merges), but must not carry ids Italian does not know or drop placeholders.
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it.each(Object.entries({ en, fr, de, es, hr }))(
    '%s uses only Italian ids with the same placeholders',
    (_, cat) => {
      const italian = it_ as Record<string, string>;
      for (const [id, text] of Object.entries(cat as Record<string, string>)) {
        expect(italian[id], id).toBeDefined();
        expect(placeholders(text), id).toEqual(placeholders(italian[id] as string));
      }
    },
  );

  it('has English for every message', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(it_).sort());
  });
});
