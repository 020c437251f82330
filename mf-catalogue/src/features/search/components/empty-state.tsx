import { t } from '@archive/contracts/messages';
import { useLocale } from '../../../lib/catalogue-options';

/** No cards found, with the tips of spec section 8. */
export function EmptyState() {
  const locale = useLocale();
  return (
    <div className="empty-state" role="status">
      <h2>{t('search.empty.title', locale)}</h2>
      <ul>
        <li>{t('search.empty.tipKeywords', locale)}</li>
        <li>{t('search.empty.tipFilters', locale)}</li>
        <li>{t('search.empty.tipQuery', locale)}</li>
      </ul>
    </div>
  );
}
