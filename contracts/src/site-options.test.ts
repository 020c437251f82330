import { describe, expect, it } from 'vitest';
import {
  defaultSiteOptions,
  enabledLocales,
  isSectionVisible,
  showLanguageSwitcher,
  siteOptionsSchema,
  themePalette,
  visibleHomeSections,
} from './site-options';
import { stripEmpty } from './validation';

describe('defaultSiteOptions', () => {
  it('applies the spec defaults', () => {
    expect(defaultSiteOptions.multilanguage).toEqual({ it: true, en: true, fr: true });
    expect(defaultSiteOptions.public).toBe(true);
    expect(defaultSiteOptions.profile).toBe(6);
    expect(defaultSiteOptions.expire).toBe('19/09/2020');
    expect(defaultSiteOptions.header_links).toEqual({ visible: false, links: [] });
    expect(defaultSiteOptions.customjs.searchType).toBe('and');
    expect(defaultSiteOptions.contatti).toEqual({ emails: [], phone: [], social: [] });
    expect(defaultSiteOptions.password.pattern).toBe('^(?=.*[a-z])(?=.*[A-Z]).{6,}$');
    expect(defaultSiteOptions.logo).toEqual({ url: '', alt: '' });
    expect(defaultSiteOptions.home.sections.map((s) => s.type)).toContain('about');
  });
  it('does not share default objects between parses', () => {
    const a = siteOptionsSchema.parse({});
    a.home.sections[0]!.visible = false;
    a.menu.push({ label: 'x', path: '/x' });
    expect(siteOptionsSchema.parse({}).home.sections[0]!.visible).toBe(true);
    expect(siteOptionsSchema.parse({}).menu).toEqual([]);
  });
});

describe('siteOptionsSchema', () => {
  it('accepts a realistic document', () => {
    const res = siteOptionsSchema.safeParse({
      title: 'Archivio storico',
      logo: { url: 'https://cdn.example.org/logo.svg', alt: 'Logo' },
      menu: [
        { label: { it: 'Notizie', en: 'News' }, path: '{"name":"newsList___it"}' },
        { label: 'Sito', path: 'https://example.org' },
      ],
      colors: { primary: '#8a1c1c' },
      header_links: { visible: true, links: [{ text: 'Comune', url: 'https://comune.example.it' }] },
      contatti: {
        emails: [{ email: 'info@example.org', text: 'Info' }],
        phone: [{ number: '+39 055 123456', text: 'Segreteria' }],
        social: [{ link: 'https://instagram.com/archivio', icon: 'instagram', text: 'Instagram' }],
      },
      multilanguage: { it: true, en: true, fr: false, de: true },
      customjs: { searchType: 'or', order: { genreform: 'count' }, label: { genreform: { it: 'Genere' } } },
      home: { sections: [{ id: 'news', type: 'news', visible: false, background: '#eeeeee' }] },
      contactEmail: 'archivio@example.org',
    });
    expect(res.success).toBe(true);
  });
  it('refuses more than 3 header links', () => {
    const link = { text: 'x', url: 'https://x.example' };
    expect(siteOptionsSchema.safeParse({ header_links: { links: [link, link, link, link] } }).success).toBe(
      false,
    );
    expect(siteOptionsSchema.safeParse({ header_links: { links: [link, link, link] } }).success).toBe(true);
  });
  it('refuses bad values', () => {
    const bad = [
      { colors: { primary: 'red' } },
      { expire: '2020-09-19' },
      { profile: -1 },
      { public: 'yes' },
      { multilanguage: { pt: true } },
      { header_links: { links: [{ text: 'x', url: 'javascript:alert(1)' }] } },
      { contatti: { emails: [{ email: 'not-an-email' }] } },
      { customjs: { searchType: 'xor' } },
      {
        home: {
          sections: [
            { id: 'a', type: 'news' },
            { id: 'a', type: 'paths' },
          ],
        },
      },
      { home: { sections: [{ id: 'a', type: 'carousel' }] } },
      { password: { pattern: '(a+)+' } },
      { logo: { url: 'javascript:alert(1)' } },
      { contactEmail: 'nope' },
      // Links to other sites dressed as site paths, or relative to the scheme.
      { sponsor_link: '//evil.example' },
      { sponsor_link: '/\\evil.example' },
      { backofficeUrl: '/\t/evil.example' },
      { menu: [{ label: 'x', path: '/\\evil.example' }] },
      { menuFooter: [{ label: 'x', path: '//evil.example' }] },
      { header_links: { links: [{ text: 'x', url: 'https:/evil.example' }] } },
      { contatti: { social: [{ link: 'https://\\evil.example' }] } },
      { home: { sections: [{ id: 'a', type: 'text', background: '//evil.example/a.jpg' }] } },
    ];
    for (const input of bad)
      expect(siteOptionsSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
  });
});

describe('enabledLocales and the switcher', () => {
  it('leaves a hidden locale out for visitors and keeps it for a preview', () => {
    const options = { multilanguage: { it: true, en: true, de: true }, hiddenLocales: ['de' as const] };
    expect(enabledLocales(options)).toEqual(['it', 'en']);
    expect(enabledLocales(options, { preview: true })).toEqual(['it', 'en', 'de']);
    // Hidden but not enabled is simply off.
    expect(enabledLocales({ multilanguage: { it: true }, hiddenLocales: ['de'] }, { preview: true })).toEqual(
      ['it'],
    );
  });

  it('lists enabled locales in canonical order, Italian always first', () => {
    expect(enabledLocales(defaultSiteOptions)).toEqual(['it', 'en', 'fr']);
    expect(enabledLocales({ multilanguage: { hr: true, it: false, de: true } })).toEqual(['it', 'de', 'hr']);
    expect(enabledLocales(undefined)).toEqual(['it', 'en', 'fr']);
  });
  it('shows the switcher only with more than one language', () => {
    expect(showLanguageSwitcher({ multilanguage: { it: true } })).toBe(false);
    expect(showLanguageSwitcher({ multilanguage: { it: true, en: false } })).toBe(false);
    expect(showLanguageSwitcher(defaultSiteOptions)).toBe(true);
  });
});

describe('themePalette', () => {
  it('derives shades from the primary colour unless set', () => {
    expect(themePalette({ colors: { primary: '#808080' } })).toEqual({
      base: '#808080',
      dark: '#444444',
      light: '#bcbcbc',
    });
    expect(themePalette({ colors: { primary: '#808080', dark: '#000000' } }).dark).toBe('#000000');
  });
});

describe('home sections', () => {
  it('filters hidden sections and keeps order', () => {
    const options = siteOptionsSchema.parse({
      home: {
        sections: [
          { id: 'b', type: 'news' },
          { id: 'a', type: 'about', visible: false },
          { id: 'c', type: 'paths' },
        ],
      },
    });
    expect(visibleHomeSections(options).map((s) => s.id)).toEqual(['b', 'c']);
    expect(isSectionVisible(options, 'about')).toBe(false);
    expect(isSectionVisible(options, 'news')).toBe(true);
    expect(isSectionVisible(options, 'hierarchy')).toBe(false);
  });

  it('a home whose manager removed every section stays empty once saved (issue 25); one that never chose gets the defaults', () => {
    // Saving drops the empty list; the flag is what is left of the choice.
    const saved = stripEmpty({ title: 'Archivio', home: { sections: [], emptied: true } });
    expect(saved).toEqual({ title: 'Archivio', home: { emptied: true } });
    expect(siteOptionsSchema.parse(saved).home.sections).toEqual([]);
    expect(siteOptionsSchema.parse({ home: {} }).home.sections.length).toBeGreaterThan(0);
    // Sections added back win over an old flag.
    const back = siteOptionsSchema.parse({
      home: { emptied: true, sections: [{ id: 'news', type: 'news' }] },
    });
    expect(back.home.sections.map((s) => s.id)).toEqual(['news']);
    // Only a real boolean: anything else is refused (a 400 at saveDoc), never read as "emptied".
    for (const emptied of ['yes', 1, null, {}])
      expect(siteOptionsSchema.safeParse({ home: { emptied } }).success).toBe(false);
  });
});
