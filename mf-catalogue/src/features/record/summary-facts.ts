import type { Metadato } from '@archive/contracts/catalogue';
import type { Locale } from '@archive/contracts/locales';
import { quantityText } from '@archive/contracts/quantity';

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
