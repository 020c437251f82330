import type { Locale } from '@archive/contracts/locales';
import { t } from '@archive/contracts/messages';
import { checkTitle, isAcceptedVideoUrl } from '@archive/contracts/validation';

export interface NewDocument {
  title: string;
  slug: string;
  video: string;
}
export type NewDocumentErrors = Partial<Record<keyof NewDocument, string>>;

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** Spec section 5: title required, video links only from YouTube or Vimeo; slugs are document ids. */
export function checkNewDocument(form: NewDocument, locale: Locale, slugMessage: string): NewDocumentErrors {
  const errors: NewDocumentErrors = {};
  const title = checkTitle(form.title, locale);
  if (!title.ok) errors.title = title.message;
  if (!SLUG.test(form.slug)) errors.slug = slugMessage;
  if (form.video.trim() && !isAcceptedVideoUrl(form.video.trim()))
    errors.video = t('validation.videoLinksOnly', locale);
  return errors;
}
