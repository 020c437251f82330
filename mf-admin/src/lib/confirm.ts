import { t } from '@archive/contracts/messages';
import { currentLocale } from '@archive/ui';

/** 'Sei sicuro di voler cancellare?' (spec section 5), in the visitor's language. */
export const confirmDelete = (): boolean => window.confirm(t('confirm.delete', currentLocale()));
