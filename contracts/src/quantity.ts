import type { Metadato } from './catalogue';
import { currencyFromCode, formatQuantity } from './format';
import type { Locale } from './locales';

/**
 * A quantity metadato (CollectiveAccess "currency" and similar composite fields): an amount
 * subelement and a currency code subelement (spec section 9: 1 euro, 2 pound, 3 dollar). One
 * reading for every place that shows a record's fields (the record page, the IIIF manifest), so
 * the code never shows as a bare number beside the amount.
 */
const CURRENCY_CODE = /^(currency|currency_code|valuta|codice_valuta)$/i;
const AMOUNT = /^(amount|quantity|value|valore|importo|quantita|quantità)$/i;

/** The amount in its currency, in the locale's style ('1.234,50 €'); undefined when `m` is not a quantity. */
export function quantityText(m: Pick<Metadato, 'subelements'>, locale: Locale): string | undefined {
  const parts = m.subelements ?? [];
  const code = parts.find((s) => CURRENCY_CODE.test(s.fieldCode))?.value;
  const amount = parts.find((s) => AMOUNT.test(s.fieldCode))?.value;
  if (code == null || amount == null || amount === '' || !currencyFromCode(code)) return undefined;
  return formatQuantity(amount, code, locale);
}
