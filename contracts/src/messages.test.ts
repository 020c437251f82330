import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import {
  MESSAGES_BY_LOCALE as byLocale,
  interpolate,
  isMessageId,
  MESSAGE_IDS,
  messagesFor,
  t,
} from './messages-all';
import { messageIdSchema } from './messages-schema';

describe('exact Italian strings of the spec', () => {
  const exact: Record<string, string> = {
    'error.notFound': 'La pagina non è disponibile',
    'error.notAccessible': 'Questa pagina non è momentaneamente accessibile',
    'auth.loginFailed': 'Nome utente o password errati.',
    'auth.passwordChangeFailed': 'Errore nel cambio password',
    'auth.passwordChanged': 'Password cambiata',
    'upload.failure': 'Ci dispiace, qualcosa è andato storto',
    'error.generic': 'Ci dispiace, qualcosa è andato storto',
    'upload.success': 'Inserito con successo!',
    'newsletter.success': 'Grazie! Ti sei iscritto alla newsletter.',
    'auth.passwordMismatch': 'Le password non corrispondono',
    'validation.dateInvalid': 'Le date (o la data) inserite non sono valide',
    'validation.datePlaceholder': 'AAAA o GG/MM/AAAA',
    'validation.titleRequired': 'Ricordati di inserire il titolo',
    'confirm.delete': 'Sei sicuro di voler cancellare?',
    'confirm.leave': 'Sei sicuro di voler continuare?',
  };
  for (const [id, text] of Object.entries(exact)) {
    it(id, () => {
      expect(isMessageId(id)).toBe(true);
      if (isMessageId(id)) expect(t(id, 'it')).toBe(text);
    });
  }
});

describe('translations', () => {
  it('has a non-empty text for every id in every locale', () => {
    for (const id of MESSAGE_IDS) for (const l of LOCALES) expect(byLocale[l][id].trim()).not.toBe('');
  });
  it('translates every id into English and French (not a copy of the Italian)', () => {
    for (const id of MESSAGE_IDS) {
      expect(byLocale.en[id]).not.toBe(byLocale.it[id]);
      expect(byLocale.fr[id]).not.toBe(byLocale.it[id]);
    }
  });
  it('keeps the same placeholders in every locale', () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const id of MESSAGE_IDS) {
      for (const l of LOCALES) expect(placeholders(byLocale[l][id])).toEqual(placeholders(byLocale.it[id]));
    }
  });
  it('offers the empty-search title and three tips', () => {
    expect(t('search.empty.title', 'it')).toBe('Nessuna scheda trovata');
    expect(t('search.empty.tipKeywords', 'en')).toBe('Try different keywords');
    expect(t('search.empty.tipFilters', 'fr')).toBe('Retirez certains filtres');
    expect(t('search.empty.tipQuery', 'it')).toMatch(/ricerca/);
  });
});

describe('t', () => {
  it('answers in the requested locale', () => {
    expect(t('error.notFound', 'en')).toBe('The page is not available');
    expect(t('error.notFound', 'fr')).toBe("La page n'est pas disponible");
  });
  it('falls back to Italian for an unknown locale or none', () => {
    expect(t('error.notFound', 'pt')).toBe('La pagina non è disponibile');
    expect(t('error.notFound')).toBe('La pagina non è disponibile');
  });
  it('fills placeholders', () => {
    expect(t('validation.headerLinksMax', 'it', { max: 3 })).toBe('Puoi inserire al massimo 3 link');
    expect(t('error.status', 'en', { status: 404 })).toBe('Error 404');
  });
  it('leaves unknown placeholders visible', () => {
    expect(t('error.status', 'it', {})).toBe('Errore {status}');
    expect(interpolate('{a} {b}', { a: 'x' })).toBe('x {b}');
    expect(interpolate('{a}')).toBe('{a}');
  });
  it('does not read inherited properties as values', () => {
    expect(interpolate('{toString}', {})).toBe('{toString}');
  });
});

describe('ids', () => {
  it('are dotted', () => {
    for (const id of MESSAGE_IDS) expect(id).toMatch(/^[a-z]+(\.[a-zA-Z]+)+$/);
  });
  it('are checked by schema and guard', () => {
    expect(messageIdSchema.safeParse('error.notFound').success).toBe(true);
    expect(messageIdSchema.safeParse('error.nope').success).toBe(false);
    expect(isMessageId('toString')).toBe(false);
    expect(isMessageId(3)).toBe(false);
  });
  it('flatten into one catalogue per locale', () => {
    const fr = messagesFor('fr');
    expect(Object.keys(fr)).toHaveLength(MESSAGE_IDS.length);
    expect(fr['auth.passwordChanged']).toBe('Mot de passe modifié');
  });
});
