import { describe, expect, it } from 'vitest';
import { quantityText } from './quantity';

const quantity = (amount: string, code: string, amountField = 'importo', codeField = 'valuta') => ({
  subelements: [
    { fieldCode: amountField, value: amount },
    { fieldCode: codeField, value: code },
  ],
});
// Intl separates the amount and its symbol with a no-break space: compare plain spaces.
const plain = (s: string | undefined) => s?.replace(/\s/g, ' ');

describe('quantityText (currency codes 1 euro, 2 pound, 3 dollar)', () => {
  it('reads an amount and its currency code in the locale', () => {
    expect(plain(quantityText(quantity('1234.5', '1'), 'it'))).toBe('1.234,50 €');
    expect(plain(quantityText(quantity('20', '2', 'value', 'currency'), 'en'))).toBe('£20.00');
    expect(plain(quantityText(quantity('7,5', '3', 'amount', 'currency_code'), 'fr'))).toBe('7,50 $US');
  });

  it('is undefined for a field that is not a quantity: no code, an unknown code, no amount', () => {
    expect(quantityText({ subelements: [{ fieldCode: 'importo', value: '10' }] }, 'it')).toBeUndefined();
    expect(quantityText(quantity('10', '4'), 'it')).toBeUndefined();
    expect(quantityText(quantity('', '1'), 'it')).toBeUndefined();
    expect(quantityText({}, 'it')).toBeUndefined();
    expect(quantityText({ subelements: [{ fieldCode: 'final_number', value: '12' }] }, 'it')).toBeUndefined();
  });
});
