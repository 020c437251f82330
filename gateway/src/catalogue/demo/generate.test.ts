import { currencyFromCode, formatQuantity } from '@archive/contracts/format';
import { describe, expect, it } from 'vitest';
import { buildDemoDataset, DEMO_LOCALES } from './generate';

describe('demo catalogue', () => {
  const dataset = buildDemoDataset(600);

  it('gives every artefact a valuation: an amount and a currency code (1 euro, 2 pound, 3 dollar)', () => {
    for (const l of DEMO_LOCALES) {
      const artefacts = dataset.data[l].filter((r) => r.table === 'objects');
      expect(artefacts.length).toBeGreaterThanOrEqual(10);
      const codes = new Set<string>();
      for (const record of artefacts) {
        const valuation = record.metadati?.find((m) => m.fieldCode === 'stima');
        const part = (code: string) => valuation?.subelements?.find((s) => s.fieldCode === code)?.value;
        expect(Number(part('importo'))).toBeGreaterThan(0);
        expect(currencyFromCode(part('valuta'))).toBeDefined();
        codes.add(String(part('valuta')));
      }
      // All three currencies appear in the demo, so each one can be seen on a record page.
      expect([...codes].sort()).toEqual(['1', '2', '3']);
    }
    const first = dataset.data.it.find((r) => r.table === 'objects');
    const valuation = first?.metadati?.find((m) => m.fieldCode === 'stima');
    expect(valuation?.label).toBe('Stima');
    const amount = valuation?.subelements?.[0]?.value ?? '';
    expect(formatQuantity(amount, valuation?.subelements?.[1]?.value, 'it')).toMatch(/^\d\.\d{3},00\s€$/);
  });

  it("lists the valuation in the summary of the 'objects' table, in each language", () => {
    for (const l of DEMO_LOCALES) {
      const summary = dataset.summary[l].find((s) => s.table === 'objects');
      expect(summary?.metadati.map((m) => m.fieldCode)).toEqual(['date', 'stima']);
    }
    expect(dataset.summary.en.find((s) => s.table === 'objects')?.metadati[1]?.label).toBe('Valuation');
  });

  it('is the same dataset for the same seed', () => {
    expect(JSON.stringify(buildDemoDataset(600).data.fr)).toBe(JSON.stringify(dataset.data.fr));
  });
});
