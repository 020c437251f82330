import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@archive/contracts/locales';
import { describe, expect, it } from 'vitest';
import { editPasswordMessages } from '../features/edit-password/messages';
import { loginMessages, signedInMessage } from '../features/login/messages';
import { resetMessages } from '../features/reset-password/messages';
import { newPasswordMessages, sharedMessages } from '../lib/messages';

const dir = path.dirname(new URL(import.meta.url).pathname);
const load = (locale: string) =>
  JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<string, string>;
const descriptors = [
  ...Object.values(sharedMessages),
  ...Object.values(newPasswordMessages),
  ...Object.values(loginMessages),
  signedInMessage,
  ...Object.values(editPasswordMessages),
  ...Object.values(resetMessages),
];

describe('message catalogues', () => {
  it('exist for every locale', () => {
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });

  it('Italian holds exactly the defaults of the messages files', () => {
    expect(load('it')).toEqual(Object.fromEntries(descriptors.map((d) => [d.id, d.defaultMessage])));
  });

  it.each(LOCALES.filter((l) => l !== 'it'))('%s translates every id, keeping the placeholders', (locale) => {
    const italian = load('it');
    const other = load(locale);
    expect(Object.keys(other).sort()).toEqual(Object.keys(italian).sort());
    for (const [id, text] of Object.entries(italian)) {
      expect(other[id]?.trim(), id).toBeTruthy();
      expect(other[id]?.match(/\{\w+\}/g) ?? [], id).toEqual(text.match(/\{\w+\}/g) ?? []);
    }
  });
});
