import { z } from 'zod';
import { DEFAULT_PROFILE } from './access';
import { deriveShades, HEX_COLOUR, type Shades } from './colours';
import { DEFAULT_EXPIRE_DATE, HEADER_LINKS_MAX } from './constants';
import {
  DEFAULT_HOME_SECTIONS,
  HOME_SECTION_TYPES,
  type HomeSectionType,
  homeSectionsOr,
} from './home-sections';
import { localeSchema } from './locale-schema';
import { BASE_LOCALES, DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { localisedTextSchema } from './localised-text-schema';
import { menuPathSchema } from './menu-links-schema';
import { passwordSettingsSchema } from './password-schema';
import { isExternalHttpUrl, isSafeLink } from './safe-links';

/**
 * Site options: the singleton document that configures a whole installation (spec section 3).
 * Every field has a default, so `siteOptionsSchema.parse({})` is a working site and an old
 * document missing newer fields still loads. Field names keep the original spelling (contatti,
 * customjs, richiediVideo, ...) because existing documents use them.
 */

const text = (max: number, what: string) => z.string().max(max).default('').describe(what);
/** A site path or an http(s) URL; empty means unset. */
const urlOrPath = (what: string) =>
  z
    .string()
    .max(2000)
    // Not `//host` nor `/\host`, which browsers open as other sites (safe-links.ts).
    .refine((v) => v === '' || isSafeLink(v), 'Must be a site path (/...) or an http(s) URL')
    .default('')
    .describe(what);
const list = <T extends z.ZodType>(item: T, what: string, max = 100) =>
  z.array(item).max(max).default([]).describe(what);

export const hexColourSchema = z.string().regex(HEX_COLOUR, 'Must be a hex colour such as #1d4f91');

export const logoSchema = z
  .object({
    url: urlOrPath('Logo image URL'),
    alt: text(300, 'Alternative text of the logo'),
  })
  .describe('Site logo; the title is shown when there is no url');

export const menuItemSchema = z
  .object({
    label: localisedTextSchema.describe('Entry label'),
    path: menuPathSchema,
  })
  .describe('Custom menu entry');
export type MenuItem = z.infer<typeof menuItemSchema>;

export const headerLinkSchema = z.object({
  text: z.string().min(1).max(100).describe('Link text'),
  url: z
    .string()
    .max(2000)
    .refine(isExternalHttpUrl, 'Header links are external http(s) URLs')
    .describe('External URL'),
});

/**
 * A contact's label, once for all languages or per language ({ it: 'Sala studio', en: 'Reading
 * room' }): the footer of an English page said "Sala studio" (issue 26).
 */
const contactLabel = (what: string) =>
  z
    .union([z.string().max(200), z.partialRecord(localeSchema, z.string().max(200))])
    .default('')
    .describe(`${what}, for all languages or per language`);

export const contactsSchema = z
  .object({
    emails: list(
      z.object({ email: z.email().describe('Address'), text: contactLabel('Label shown beside it') }),
      'Contact email addresses',
    ),
    phone: list(
      z.object({ number: z.string().min(3).max(40).describe('Phone number'), text: contactLabel('Label') }),
      'Phone numbers',
    ),
    social: list(
      z.object({
        link: z
          .string()
          .max(2000)
          .refine(isExternalHttpUrl, 'Must be an http(s) URL')
          .describe('Profile URL'),
        icon: z.string().max(100).default('').describe('Icon name, e.g. facebook, instagram'),
        text: text(200, 'Accessible label'),
      }),
      'Social network profiles',
    ),
  })
  .describe('Footer contacts');

export const footerBlockSchema = z.object({
  title: localisedTextSchema.describe('Block title'),
  text: localisedTextSchema.describe('Block body, sanitised HTML'),
});

export { DEFAULT_HOME_SECTIONS, HOME_SECTION_TYPES, type HomeSectionType };

export const homeSectionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Section ids are lowercase letters, digits and dashes'),
    type: z.enum(HOME_SECTION_TYPES).describe('What the section shows'),
    visible: z.boolean().default(true).describe('Shown to visitors'),
    color: hexColourSchema.optional().describe('Text colour override'),
    background: z
      .union([
        hexColourSchema,
        z.string().max(2000).refine(isSafeLink, 'Must be a colour, a site path or an http(s) URL'),
      ])
      .optional()
      .describe('Background colour or image URL'),
  })
  .describe('One section of the home page');
export type HomeSection = z.infer<typeof homeSectionSchema>;

/**
 * The home hero's picture (issue 26): an image from the collection, with the record it shows. The
 * demo seeds one; without it the hero is a coloured band. Width and height (the source's pixels)
 * let the page reserve its box before it loads; derivative sizes come from the IIIF Image API.
 */
export const heroImageSchema = z
  .object({
    url: z
      .string()
      .min(1)
      .max(2000)
      .refine(isSafeLink, 'Must be a site path or an http(s) URL')
      .describe('Image URL (a catalogue or uploaded image)'),
    alt: localisedTextSchema.optional().describe('What the image shows, per language'),
    width: z.number().int().min(1).max(100_000).optional().describe('Source width in pixels'),
    height: z.number().int().min(1).max(100_000).optional().describe('Source height in pixels'),
    record: z
      .object({
        table: z.string().regex(/^[a-z_]{1,40}$/),
        id: z.string().regex(/^[\w-]{1,60}$/),
      })
      .optional()
      .describe('The catalogue record the image belongs to (the caption links to it)'),
  })
  .describe('Home hero image');
export type HeroImage = z.infer<typeof heroImageSchema>;

/** The one curated path or story the home's first screen leads to. */
export const heroPathSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'A path slug: lowercase letters, digits and dashes'),
    title: localisedTextSchema.optional().describe('The link text, per language'),
  })
  .describe('Path or story the home leads to');

export const homeSchema = z
  .object({
    sections: z
      .array(homeSectionSchema)
      .max(50)
      .refine((s) => new Set(s.map((x) => x.id)).size === s.length, 'Section ids must be unique')
      .optional()
      .describe('Sections in display order'),
    emptied: z
      .boolean()
      .optional()
      .describe('Every section was removed on purpose: no sections, not the default ones'),
  })
  // Issue 25: saving drops an empty list (stripEmpty), so a home whose manager removed every
  // section keeps `emptied` instead; only a home that never chose gets the default sections.
  .transform(({ sections, ...home }) => ({ ...home, sections: homeSectionsOr(sections, home.emptied) }))
  .describe('Home page composition');

const filterMap = <T extends z.ZodType>(value: T, what: string) =>
  z.record(z.string(), value).default({}).describe(what);

export const customJsSchema = z
  .object({
    searchType: z.enum(['and', 'or']).default('and').describe('How several filters combine'),
    textSort: z
      .enum(['preferred_label', 'relevance'])
      .optional()
      .describe('Default order of searches with words (issue 23): title A-Z (absent) or relevance'),
    regexFiltriInit: z.string().max(500).optional().describe('Regex selecting the filters shown at first'),
    hideMap: z.boolean().default(false).describe('Hide the places map'),
    mapTiles: z
      .string()
      .regex(/^https:\/\/[^\s]+\{z\}[^\s]*$/, 'A https tile URL template with {z}, {x} and {y}')
      .optional()
      .describe('Map tile URL template; OpenStreetMap when absent'),
    mapAttribution: z.string().max(300).optional().describe('Attribution text of the map tiles'),
    order: filterMap(z.enum(['asc', 'desc', 'count']), 'Sort order of each filter values'),
    label: filterMap(z.partialRecord(localeSchema, z.string()), 'Label per filter and locale'),
    more: z.number().int().min(1).max(1000).default(10).describe('Values a filter lists before "more"'),
    filtriOrder: list(z.string(), 'Order of the filters in the filter panel'),
    dateLabel: localisedTextSchema.optional().describe('Label of the date filter'),
    dateNotes: localisedTextSchema.optional().describe('Notes below the date filter'),
    summaryType: filterMap(z.string(), 'Summary type used per table'),
    hideMenuFooter: list(z.string(), 'Default footer menu entries to hide, by name (e.g. news)'),
  })
  .describe('Search and layout customisations');

export const siteOptionsSchema = z
  .object({
    title: text(200, 'Site title, shown when there is no logo'),
    logo: logoSchema.prefault({}),
    menu: list(menuItemSchema, 'Custom header menu entries'),
    menuFooter: list(menuItemSchema, 'Custom footer menu; replaces the default one when not empty'),
    colors: z
      .object({
        primary: hexColourSchema.default('#1d4f91').describe('Primary colour'),
        dark: hexColourSchema.optional().describe('Dark shade; derived from primary when absent'),
        light: hexColourSchema.optional().describe('Light shade; derived from primary when absent'),
      })
      .prefault({})
      .describe('Theme colours'),
    customcss: text(100_000, 'Extra CSS appended to the theme'),
    customfont: text(500, 'Font family name or stylesheet URL of a custom font'),
    header_links: z
      .object({
        visible: z.boolean().default(false).describe('Show the top link list'),
        links: list(headerLinkSchema, `Up to ${HEADER_LINKS_MAX} external links`, HEADER_LINKS_MAX),
      })
      .prefault({})
      .describe('Top link list of the header'),
    contatti: contactsSchema.prefault({}),
    footer_blocks: list(footerBlockSchema, 'Footer text blocks', 20),
    sponsor_logo: urlOrPath('Sponsor logo image URL'),
    sponsor_claim: text(300, 'Sponsor claim'),
    sponsor_link: urlOrPath('Sponsor website'),
    multilanguage: z
      .partialRecord(localeSchema, z.boolean())
      .default({ it: true, en: true, fr: true })
      .describe('Locale to enabled'),
    hiddenLocales: z
      .array(localeSchema)
      .max(10)
      .default([])
      .describe(
        'Enabled locales kept from visitors until complete (404 for them); managers and admins preview them',
      ),
    rootRedirect: z
      .boolean()
      .default(false)
      .describe("Send a first visit to / to the visitor's browser language when that language is enabled"),
    public: z.boolean().default(true).describe('Public site; when false every route needs level 24'),
    profile: z.number().int().min(0).max(255).default(DEFAULT_PROFILE).describe('Bits: 2 news, 4 institutes'),
    expire: z
      .string()
      .regex(/^\d{2}\/\d{2}\/\d{4}$/, 'DD/MM/YYYY')
      .default(DEFAULT_EXPIRE_DATE)
      .describe('Expire date, DD/MM/YYYY'),
    placeholder: urlOrPath('Placeholder image URL (recommended 300x200)'),
    query: z.record(z.string(), z.unknown()).default({}).describe('Extra filter merged into every search'),
    queryAlbero: z.record(z.string(), z.unknown()).default({}).describe('Query selecting the hierarchy tree'),
    customjs: customJsSchema.prefault({}),
    summaryHeader: list(z.string(), 'Metadata fields shown in the record summary header'),
    summaryPimcore: list(z.string(), 'Metadata fields of the summary in content-management mode'),
    richiediVideo: z
      .object({
        metadato: z.string().max(200).optional().describe('Metadata field that holds the video links'),
      })
      .prefault({})
      .describe('Video request settings'),
    sfogliatore: z
      .boolean()
      .default(false)
      .describe(
        'Offer the document viewer for records with a single image too (records with several images always link to it)',
      ),
    simpleSfogliatore: z.boolean().default(false).describe('Use the simple document viewer'),
    analyticsID: z
      .string()
      .max(50)
      .default('')
      .describe('Analytics measurement id; empty disables analytics'),
    password: passwordSettingsSchema.prefault({}),
    home: homeSchema.prefault({}),
    heroImage: heroImageSchema.optional(),
    heroPath: heroPathSchema.optional(),
    contactEmail: z
      .union([z.email(), z.literal('')])
      .default('')
      .describe('Institution address that receives contact and access requests'),
    backofficeUrl: urlOrPath('Back-office address the user bar links to; empty hides the link'),
  })
  .describe('Site options');

export type SiteOptions = z.infer<typeof siteOptionsSchema>;
export type SiteOptionsInput = z.input<typeof siteOptionsSchema>;

export const defaultSiteOptions: SiteOptions = siteOptionsSchema.parse({});

/**
 * Enabled locales in the canonical order. Italian is always on: it is the unprefixed default and
 * switching it off would leave the root URL without a language. A locale added but not complete yet
 * (`hiddenLocales`) is left out for visitors (so its pages answer 404, and no sitemap, switcher or
 * harvest names it) and kept for a manager's preview (`preview: true`, decided by the gateway from
 * the session's level, never from the browser).
 */
export const enabledLocales = (
  options:
    | (Pick<SiteOptions, 'multilanguage'> & { hiddenLocales?: readonly Locale[] | undefined })
    | undefined,
  { preview = false }: { preview?: boolean } = {},
): Locale[] => {
  const map = options?.multilanguage ?? Object.fromEntries(BASE_LOCALES.map((l) => [l, true]));
  const hidden = preview ? [] : (options?.hiddenLocales ?? []);
  return LOCALES.filter((l) => l === DEFAULT_LOCALE || (map[l] === true && !hidden.includes(l)));
};

/** The language switcher appears only when more than one language is enabled. */
export const showLanguageSwitcher = (options: Pick<SiteOptions, 'multilanguage'> | undefined): boolean =>
  enabledLocales(options).length > 1;

/** Primary, dark and light colours; explicit shades win over derived ones. */
export const themePalette = (options: Pick<SiteOptions, 'colors'>): Shades => {
  const derived = deriveShades(options.colors.primary);
  return {
    base: derived.base,
    dark: options.colors.dark ?? derived.dark,
    light: options.colors.light ?? derived.light,
  };
};

/** Visible home sections in order. */
export const visibleHomeSections = (options: Pick<SiteOptions, 'home'>): HomeSection[] =>
  options.home.sections.filter((s) => s.visible);

/** Whether a section type is visible (the about, hierarchy, news and paths toggles). */
export const isSectionVisible = (options: Pick<SiteOptions, 'home'>, type: HomeSectionType): boolean =>
  options.home.sections.some((s) => s.type === type && s.visible);
