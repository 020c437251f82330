import type { Locale } from '@archive/contracts/locales';

/**
 * The parts of the site options document (spec section 3) the shell and the remotes read from the
 * shared store. Every field is optional: a fresh site has none of them. The authoritative schema is
 * `@archive/contracts/site-options`; this is a structural view of it so the browser does not need
 * zod to read the document.
 */
export type Text = string | Partial<Record<Locale, string>>;

export interface MenuItem {
  label?: Text;
  /** Route JSON, route object, site path or external URL (see contracts/menu-links). */
  path?: unknown;
  external?: boolean;
}

export interface SiteOptions {
  title?: Text;
  logo?: { url?: string; alt?: Text };
  menu?: MenuItem[];
  menuFooter?: MenuItem[];
  colors?: { primary?: string; [key: string]: string | undefined };
  customcss?: string;
  customfont?: string | { family?: string; url?: string };
  header_links?: { visible?: boolean; links?: { text?: Text; url?: string }[] };
  contatti?: {
    emails?: { email?: string; text?: Text }[];
    phone?: { number?: string; text?: Text }[];
    social?: { link?: string; icon?: string; text?: Text }[];
  };
  footer_blocks?: { title?: Text; text?: Text }[];
  sponsor_logo?: string;
  sponsor_claim?: Text;
  sponsor_link?: string;
  multilanguage?: Partial<Record<Locale, boolean>>;
  /** Enabled locales kept from visitors until complete; managers preview them. */
  hiddenLocales?: Locale[];
  public?: boolean;
  profile?: number;
  placeholder?: string;
  /** The home hero's picture from the collection (contracts heroImageSchema). */
  heroImage?: {
    url?: string;
    alt?: Text;
    width?: number;
    height?: number;
    record?: { table?: string; id?: string };
  };
  /** The curated path or story the home's first screen leads to. */
  heroPath?: { slug?: string; title?: Text };
  analyticsID?: string;
  /** DD/MM/YYYY: cookie choices made before this day are asked again once it comes (contracts consent-expiry.ts). */
  expire?: string;
  /** Back-office address for the user bar (a /path or http(s) URL); empty or absent hides the link. */
  backofficeUrl?: string;
  customjs?: { hideMenuFooter?: string[]; [key: string]: unknown };
  /** Visibility toggles of optional sections (spec section 2). */
  visibility?: { about?: boolean; news?: boolean; paths?: boolean; hierarchy?: boolean };
  [key: string]: unknown;
}

/** Login screen settings (spec section 3: environment). */
export interface EnvironmentOptions {
  backgroundImage?: string;
  title?: Text;
  body?: Text;
  bottomLinks?: { link?: string; label?: Text }[];
}
