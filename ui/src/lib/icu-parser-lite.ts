/**
 * The ICU message parser the browser bundles use in place of @formatjs/icu-messageformat-parser
 * (scripts/rspack/create-config.ts aliases it): formatjs's parser with its skeleton parser weighs
 * ~8 KB gzip in react-intl's shared chunk, while our catalogues use a small part of the syntax.
 * This one reads that part (text with ICU apostrophe quoting, `{arg}`, `plural`/`selectordinal`
 * with `=n`, `offset:` and `#`, `select`, rich-text tags) and produces exactly formatjs's AST
 * without locations (`icu-parser-lite.test.ts` parses every message of every catalogue with both
 * and compares). `number`, `date` and `time` arguments are refused with a SyntaxError: a catalogue
 * needing them fails that test before it reaches a page.
 *
 * Everything else (TYPE, the is*Element guards) comes from formatjs's own parser-less entry.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser/no-parser.js';

export * from '@formatjs/icu-messageformat-parser/no-parser.js';

export interface ParserOptions {
  ignoreTag?: boolean;
  requiresOtherClause?: boolean;
}

type ArgType = '' | 'plural' | 'selectordinal' | 'select';

// Pattern_White_Space, as formatjs skips it around argument parts.
const SPACE = /[\t-\r \x85\u200E\u200F\u2028\u2029]/;
// An identifier: anything but Pattern_White_Space and Pattern_Syntax (formatjs's own class).
const IDENTIFIER =
  /[^\t-\r -/:-@[-^`{-~\x85\xA0-\xA7\xA9\xAB\xAC\xAE\xB0\xB1\xB6\xBB\xBF\xD7\xF7\u1680\u2000-\u200A\u2010-\u2029\u202F-\u203E\u2041-\u2053\u2055-\u205F\u2190-\u245F\u2500-\u2775\u2794-\u2BFF\u2E00-\u2E7F\u3000-\u3003\u3008-\u3020\u3030\uFD3E\uFD3F\uFE45\uFE46]*/y;
// Characters of a tag name after its first letter (formatjs's PENChar).
const TAG_NAME =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: ZWNJ/ZWJ are single name characters here, as in formatjs
  /[-.0-9_a-zA-Z\xB7\xC0-\xD6\xD8-\xF6\xF8-\u037D\u037F-\u1FFF\u200C\u200D\u203F\u2040\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD]*/y;
const isAlpha = (c: string | undefined) => !!c && /[a-zA-Z]/.test(c);

class LiteParser {
  private i = 0;
  constructor(
    private readonly text: string,
    private readonly ignoreTag: boolean,
    private readonly requiresOther: boolean,
  ) {}

  run(): MessageFormatElement[] {
    const elements = this.message(0, '', false);
    if (this.i < this.text.length) this.fail('UNMATCHED_CLOSING_TAG');
    return elements;
  }

  private fail(kind: string): never {
    throw new SyntaxError(kind);
  }
  private get ch(): string | undefined {
    return this.text[this.i];
  }
  private eat(token: string): boolean {
    if (!this.text.startsWith(token, this.i)) return false;
    this.i += token.length;
    return true;
  }
  private spaces(): void {
    while (this.ch !== undefined && SPACE.test(this.ch)) this.i++;
  }
  private identifier(): string {
    IDENTIFIER.lastIndex = this.i;
    const value = IDENTIFIER.exec(this.text)?.[0] ?? '';
    this.i += value.length;
    return value;
  }
  private inPlural(parent: ArgType): boolean {
    return parent === 'plural' || parent === 'selectordinal';
  }

  private message(depth: number, parent: ArgType, inTag: boolean): MessageFormatElement[] {
    const elements: MessageFormatElement[] = [];
    while (this.ch !== undefined) {
      const c = this.ch;
      const next = this.text[this.i + 1];
      if (c === '{') elements.push(this.argument(depth, inTag));
      else if (c === '}' && depth > 0) break;
      else if (c === '#' && this.inPlural(parent)) {
        this.i++;
        elements.push({ type: 7 } as MessageFormatElement);
      } else if (c === '<' && !this.ignoreTag && next === '/') {
        if (inTag) break;
        this.fail('UNMATCHED_CLOSING_TAG');
      } else if (c === '<' && !this.ignoreTag && isAlpha(next)) elements.push(this.tag(depth, parent));
      else elements.push({ type: 0, value: this.literal(depth, parent) } as MessageFormatElement);
    }
    return elements;
  }

  private tagName(): string {
    const start = this.i;
    this.i++;
    TAG_NAME.lastIndex = this.i;
    this.i += TAG_NAME.exec(this.text)?.[0].length ?? 0;
    return this.text.slice(start, this.i);
  }

  private tag(depth: number, parent: ArgType): MessageFormatElement {
    this.i++; // <
    const name = this.tagName();
    this.spaces();
    if (this.eat('/>')) return { type: 0, value: `<${name}/>` } as MessageFormatElement;
    if (!this.eat('>')) this.fail('INVALID_TAG');
    const children = this.message(depth + 1, parent, true);
    if (!this.eat('</')) this.fail('UNCLOSED_TAG');
    if (!isAlpha(this.ch)) this.fail('INVALID_TAG');
    if (this.tagName() !== name) this.fail('UNMATCHED_CLOSING_TAG');
    this.spaces();
    if (!this.eat('>')) this.fail('INVALID_TAG');
    return { type: 8, value: name, children } as MessageFormatElement;
  }

  /** Text up to the next argument, tag, `#` of a plural or closing brace; ICU quoting applied. */
  private literal(depth: number, parent: ArgType): string {
    let value = '';
    for (;;) {
      const c = this.ch;
      if (c === undefined) break;
      if (c === "'") {
        const quoted = this.quote(parent);
        if (quoted !== null) {
          value += quoted;
          continue;
        }
      }
      if (c === '<') {
        // A '<' that opens no tag is text.
        if (this.ignoreTag || !(isAlpha(this.text[this.i + 1]) || this.text[this.i + 1] === '/')) {
          value += '<';
          this.i++;
          continue;
        }
        break;
      }
      if (c === '{' || (c === '#' && this.inPlural(parent)) || (c === '}' && depth > 0)) break;
      // One code point (a surrogate pair stays whole).
      const point = String.fromCodePoint(this.text.codePointAt(this.i) as number);
      value += point;
      this.i += point.length;
    }
    return value;
  }

  /** ICU 4.8+ apostrophes: '' is one; ' before { } < > (and # in a plural) quotes up to the next '. */
  private quote(parent: ArgType): string | null {
    const next = this.text[this.i + 1];
    if (next === "'") {
      this.i += 2;
      return "'";
    }
    const opens =
      next === '{' || next === '<' || next === '>' || next === '}' || (next === '#' && this.inPlural(parent));
    if (!opens) return null;
    this.i++;
    let value = this.text[this.i] as string;
    this.i++;
    while (this.ch !== undefined) {
      if (this.ch === "'") {
        if (this.text[this.i + 1] === "'") {
          value += "'";
          this.i += 2;
          continue;
        }
        this.i++;
        break;
      }
      value += this.ch;
      this.i++;
    }
    return value;
  }

  private argument(depth: number, inTag: boolean): MessageFormatElement {
    this.i++; // {
    this.spaces();
    if (this.ch === undefined) this.fail('EXPECT_ARGUMENT_CLOSING_BRACE');
    if (this.ch === '}') this.fail('EMPTY_ARGUMENT');
    const name = this.identifier();
    if (!name) this.fail('MALFORMED_ARGUMENT');
    this.spaces();
    if (this.eat('}')) return { type: 1, value: name } as MessageFormatElement;
    if (!this.eat(',')) this.fail('MALFORMED_ARGUMENT');
    this.spaces();
    const kind = this.identifier();
    if (kind !== 'plural' && kind !== 'selectordinal' && kind !== 'select')
      this.fail(
        `UNSUPPORTED_ARGUMENT_TYPE ${kind || '(none)'}: icu-parser-lite reads plural and select only`,
      );
    this.spaces();
    if (!this.eat(',')) this.fail('EXPECT_SELECT_ARGUMENT_OPTIONS');
    this.spaces();
    let selector = this.identifier();
    let offset = 0;
    if (kind !== 'select' && selector === 'offset') {
      if (!this.eat(':')) this.fail('EXPECT_PLURAL_ARGUMENT_OFFSET_VALUE');
      this.spaces();
      offset = this.integer();
      this.spaces();
      selector = this.identifier();
    }
    const options: Record<string, { value: MessageFormatElement[] }> = {};
    let hasOther = false;
    for (;;) {
      if (!selector) {
        const start = this.i;
        if (kind !== 'select' && this.eat('=')) {
          this.integer();
          selector = this.text.slice(start, this.i);
        } else break;
      }
      if (selector in options) this.fail('DUPLICATE_SELECTOR');
      if (selector === 'other') hasOther = true;
      this.spaces();
      if (!this.eat('{')) this.fail('EXPECT_OPTION_FRAGMENT');
      const value = this.message(depth + 1, kind, inTag);
      if (!this.eat('}')) this.fail('EXPECT_ARGUMENT_CLOSING_BRACE');
      options[selector] = { value };
      this.spaces();
      selector = this.identifier();
    }
    if (Object.keys(options).length === 0) this.fail('EXPECT_OPTIONS');
    if (this.requiresOther && !hasOther) this.fail('MISSING_OTHER_CLAUSE');
    if (!this.eat('}')) this.fail('EXPECT_ARGUMENT_CLOSING_BRACE');
    if (kind === 'select') return { type: 5, value: name, options } as MessageFormatElement;
    return {
      type: 6,
      value: name,
      options,
      offset,
      pluralType: kind === 'plural' ? 'cardinal' : 'ordinal',
    } as MessageFormatElement;
  }

  private integer(): number {
    const match = /[+-]?\d+/y;
    match.lastIndex = this.i;
    const digits = match.exec(this.text)?.[0];
    if (!digits) this.fail('INVALID_NUMBER');
    this.i += digits.length;
    const value = Number(digits);
    if (!Number.isSafeInteger(value)) this.fail('INVALID_NUMBER');
    return value;
  }
}

/** formatjs's `parse` for the syntax above (options as intl-messageformat passes them). */
export function parse(message: string, options: ParserOptions = {}): MessageFormatElement[] {
  return new LiteParser(message, !!options.ignoreTag, options.requiresOtherClause ?? true).run();
}
