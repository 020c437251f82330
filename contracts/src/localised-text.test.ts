import { describe, expect, it } from 'vitest';
import { pickText } from './localised-text';
import { localisedTextSchema } from './localised-text-schema';

describe('pickText', () => {
  it('returns plain strings as they are', () => {
    expect(pickText('Ciao', 'en')).toBe('Ciao');
  });
  it('picks the locale, then Italian, then any text', () => {
    expect(pickText({ it: 'Notizie', en: 'News' }, 'en')).toBe('News');
    expect(pickText({ it: 'Notizie', en: 'News' }, 'fr')).toBe('Notizie');
    expect(pickText({ de: 'Nachrichten' }, 'fr')).toBe('Nachrichten');
    expect(pickText({ en: '' }, 'en')).toBe('');
    expect(pickText(undefined)).toBe('');
  });
  it('refuses unknown locales in a map', () => {
    expect(localisedTextSchema.safeParse({ pt: 'x' }).success).toBe(false);
    expect(localisedTextSchema.safeParse(3).success).toBe(false);
  });
});
