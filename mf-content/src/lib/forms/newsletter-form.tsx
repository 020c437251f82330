import { newsletterCall } from '@archive/contracts/content-endpoints';
import { t } from '@archive/contracts/messages';
import { callApi } from '@archive/ui';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../site';
import { ConsentFields, PersonFields, useFormValues, useSubmit, VisitorForm } from './form-parts';
import { formMessages } from './messages';

/**
 * Newsletter sign-up (spec section 3): name, surname, email and the privacy checkbox, all required.
 * The browser refuses an incomplete form with messages in the page's language; the gateway refuses
 * it again (400 CONSENT_REQUIRED). A refusal keeps what the visitor typed.
 */
export function NewsletterForm({ titleId, list = 'newsletter' }: { titleId?: string; list?: string }) {
  const locale = useLocale();
  const ownId = useId();
  const { values, setValue, bind } = useFormValues({ name: '', surname: '', email: '', website: '' });
  const [privacy, setPrivacy] = useState(false);
  const { state, submit } = useSubmit(async () => {
    await callApi(newsletterCall, { name: list, data: { ...values, privacy: privacy as true } });
    return t('newsletter.success', locale);
  });

  return (
    <VisitorForm
      className="newsletter-form"
      headingId={titleId ?? ownId}
      title={formMessages.newsletterTitle}
      intro={<FormattedMessage {...formMessages.newsletterIntro} />}
      dataForm="newsletter"
      state={state}
      onSubmit={submit}
      submitLabel={formMessages.subscribe}
    >
      <PersonFields values={values} bind={bind} />
      <ConsentFields
        website={values.website}
        onWebsite={(website) => setValue('website', website)}
        name="privacy"
        label={formMessages.privacy}
        validity="error.consentRequired"
        checked={privacy}
        onCheckedChange={setPrivacy}
      />
    </VisitorForm>
  );
}
