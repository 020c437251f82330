import { renderToString } from 'react-dom/server';
import { FormattedMessage, IntlProvider, RawIntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messageKey, sharedIntl } from './shared-intl';

/** Fresh catalogues per test: the intl objects (and their remembered texts) are per catalogue. */
const catalogues = () => ({
  it: {
    hello: 'Ciao {name}',
    results: '{count, plural, one {# risultato} other {# risultati}}',
    bold: 'a <b>b</b>',
  },
  en: {
    hello: 'Hello {name}',
    results: '{count, plural, one {# result} other {# results}}',
    bold: 'a <b>b</b>',
  },
});

describe('shared intl: formatted texts remembered per locale', () => {
  it('never gives one locale the text of another, for the same id and values', () => {
    const { it: italian, en } = catalogues();
    const a = sharedIntl('it', italian);
    const b = sharedIntl('en', en);
    // Asked in turns, so a text remembered for one could be handed to the other.
    for (let round = 0; round < 3; round++) {
      expect(a.formatMessage({ id: 'hello' }, { name: 'Anna' })).toBe('Ciao Anna');
      expect(b.formatMessage({ id: 'hello' }, { name: 'Anna' })).toBe('Hello Anna');
      expect(a.formatMessage({ id: 'results' }, { count: 2560 })).toBe('2.560 risultati');
      expect(b.formatMessage({ id: 'results' }, { count: 2560 })).toBe('2,560 results');
    }
    // One catalogue drawn in two locales (a language without its own messages yet): each its own.
    const sameMessages = catalogues().it;
    expect(sharedIntl('it', sameMessages).formatMessage({ id: 'results' }, { count: 1000 })).toBe(
      '1.000 risultati',
    );
    expect(sharedIntl('en', sameMessages).formatMessage({ id: 'results' }, { count: 1000 })).toBe(
      '1,000 risultati',
    );
  });

  it('gives each value its own text, also values that look alike', () => {
    const intl = sharedIntl('it', catalogues().it);
    expect(intl.formatMessage({ id: 'results' }, { count: 1 })).toBe('1 risultato');
    expect(intl.formatMessage({ id: 'results' }, { count: 2 })).toBe('2 risultati');
    expect(intl.formatMessage({ id: 'results' }, { count: 1 })).toBe('1 risultato');
    expect(intl.formatMessage({ id: 'hello' }, { name: 'Bruno' })).toBe('Ciao Bruno');
    expect(intl.formatMessage({ id: 'hello' }, { name: 'Carla' })).toBe('Ciao Carla');
    // A value that holds the key's separators cannot pass for another set of values.
    expect(messageKey({ id: 'x' }, { a: 'b\u0000c\u0001s1:d' }, undefined)).not.toBe(
      messageKey({ id: 'x' }, { a: 'b', c: 'd' }, undefined),
    );
    expect(messageKey({ id: 'x' }, { a: 1 }, undefined)).not.toBe(
      messageKey({ id: 'x' }, { a: '1' }, undefined),
    );
  });

  it('formats calls with elements or dates every time, as react-intl does', () => {
    const intl = sharedIntl('it', catalogues().it);
    const bold = (parts: unknown) => `[${String(parts)}]`;
    expect(messageKey({ id: 'bold' }, { b: bold }, undefined)).toBeUndefined();
    expect(messageKey({ id: 'hello' }, { name: new Date(0) }, undefined)).toBeUndefined();
    expect(intl.formatMessage({ id: 'bold' }, { b: bold })).toBe('a [b]');
    expect(intl.formatMessage({ id: 'bold' }, { b: (parts) => `<${String(parts)}>` })).toBe('a <b>');
  });

  it('draws the same HTML through <FormattedMessage> as a fresh provider', () => {
    const messages = catalogues().en;
    const intl = sharedIntl('en', messages);
    const body = (name: string) => (
      <>
        <FormattedMessage id="hello" values={{ name }} />
        <FormattedMessage id="results" values={{ count: 3 }} />
      </>
    );
    const shared = (name: string) =>
      renderToString(<RawIntlProvider value={intl}>{body(name)}</RawIntlProvider>);
    const fresh = (name: string) =>
      renderToString(
        <IntlProvider locale="en" messages={messages}>
          {body(name)}
        </IntlProvider>,
      );
    for (const name of ['Dora', 'Ezio', 'Dora']) {
      expect(shared(name)).toBe(fresh(name));
      expect(shared(name)).toContain(`Hello ${name}`);
    }
  });
});
