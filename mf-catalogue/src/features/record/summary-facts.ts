import type { Metadato } from '@archive/contracts/catalogue';
import { currencyFromCode, formatQuantity } from '@archive/contracts/format';
import type { Locale } from '@archive/contracts/locales';

/**
 * A quantity metadato (CollectiveAccess "currency" and similar composite fields): an amount
 * subelement and a currency code subelement (spec section 9: 1 euro, 2 pound, 3 dollar), shown as
 * one amount in the visitor's locale ('1.234,50 €'). Undefined when the field is not one.
 */
const CURRENCY_CODE = /^(currency|currency_code|valuta|codice_valuta)$/i;
const AMOUNT = /^(amount|quantity|value|valore|importo|quantita|quantità)$/i;

export function quantityText(m: Metadato, locale: Locale): string | undefined {
  const parts = m.subelements ?? [];
  const code = parts.find((s) => CURRENCY_CODE.test(s.fieldCode))?.value;
  const amount = parts.find((s) => AMOUNT.test(s.fieldCode))?.value;
  if (code == null || amount == null || amount === '' || !currencyFromCode(code)) return undefined;
  return formatQuantity(amount, code, locale);
}

/** One line of text for a metadato: a quantity, its value, or its subelements' values. */
export function metadatoText(m: Metadato, locale: Locale): string {
  const quantity = quantityText(m, locale);
  if (quantity) return quantity;
  if (m.value) return m.value;
  return (m.subelements ?? [])
    .map((s) => s.value)
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .join(' ');
}

/**
 * The record's header facts chosen by the site (summaryHeader, or summaryPimcore with a content
 * management catalogue): in the order the setting lists them, fields the record lacks left out.
 */
export function summaryFacts(metadati: readonly Metadato[], fields: readonly string[], locale: Locale) {
  return fields.flatMap((code) => {
    const m = metadati.find((x) => x.fieldCode === code);
    const text = m ? metadatoText(m, locale) : '';
    return m && text ? [{ code, label: m.label, text }] : [];
  });
}
