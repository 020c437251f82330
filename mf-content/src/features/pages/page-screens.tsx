import { useRoute } from '@archive/ui';
import { ContentPage } from '../../lib/content-page';

/** /{slug}: the content page whose document id is the slug (about and any page editors add). */
export function GenericPage() {
  const { params } = useRoute();
  return <ContentPage key={params.slug} collection="pages" name={params.slug} />;
}

/** /cookiepolicy: the 'cookiepolicy' page document. */
export const CookiePolicyPage = () => <ContentPage collection="pages" name="cookiepolicy" />;

/** /privacy-policy: the 'privacy-policy' page document. */
export const PrivacyPolicyPage = () => <ContentPage collection="pages" name="privacy-policy" />;
