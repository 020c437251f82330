import type { Locale } from '@archive/contracts/locales';
import type { MessageCatalogue } from '@archive/ui';
import italianCatalogue from './lang/it.json';

/** Italian is bundled; the other catalogues are separate chunks loaded when a visitor needs them. */
export const italian: MessageCatalogue = italianCatalogue;

export async function loadMessages(locale: Locale): Promise<MessageCatalogue> {
  const catalogue = await import(`./lang/${locale}.json`);
  return catalogue.default as MessageCatalogue;
}
