import type { HomeSection } from '@archive/contracts/site-options';
import { ContactForm } from '../../../../lib/forms/contact-form';
import { NewsletterForm } from '../../../../lib/forms/newsletter-form';
import { sectionHeadingId } from '../../../../lib/section-wrapper';

/** Newsletter sign-up or contact request on the home page. */
export function FormSection({ section }: { section: HomeSection }) {
  return section.type === 'newsletter' ? (
    <NewsletterForm titleId={sectionHeadingId(section)} />
  ) : (
    <ContactForm kind="contact" titleId={sectionHeadingId(section)} />
  );
}
