import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordAnswer } from '../../../lib/fixtures';
import { renderWithProviders, setPage } from '../../../lib/test-utils';
import { RecordExport } from './record-export';

const data = recordAnswer({
  metadati: [{ fieldCode: 'autore', label: 'Autore', value: 'Adele Bruno' }],
});

describe('record export (cite, JSON-LD, Dublin Core, IIIF)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('copies a Chicago-style citation with creator, title, date, archival reference, site, URL and the day of access', async () => {
    setPage('/oggetti/3220-lettera', { siteOptions: { title: 'Archivio Storico' } as never });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<RecordExport data={data} hasImages={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copia la citazione' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const text = (writeText.mock.calls as unknown as string[][])[0]?.[0];
    expect(text).toMatch(
      /^Adele Bruno\. “Lettera di Adele Bruno al sindaco di Firenze\.” 1933\. Archivio del Genio civile Firenze, Sanità pubblica, 1932\. Archivio Storico\. http:\/\/localhost(:\d+)?\/oggetti\/3220-lettera-di-adele-bruno-al-sindaco-di-firenze \(consultato il \d{1,2} \S+ \d{4}\)\.$/,
    );
    expect(screen.getByRole('status').textContent).toBe('Citazione copiata negli appunti');
    // What went to the clipboard is on the page too.
    expect(document.querySelector('.record-citation')?.textContent).toBe(text);
    expect(screen.queryByRole('link', { name: /Manifest IIIF/ })).toBeNull();
  });

  it('shows the citation to select when the clipboard is refused', async () => {
    setPage('/oggetti/3220-lettera');
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    renderWithProviders(<RecordExport data={data} hasImages />);
    await userEvent.click(screen.getByRole('button', { name: 'Copia la citazione' }));
    expect(await screen.findByText(/^Adele Bruno\. “Lettera/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/non permette di copiare/);
  });

  it('links the Dublin Core download and the IIIF manifest, and saves JSON-LD from a click', async () => {
    setPage('/en/objects/3220-lettera');
    renderWithProviders(<RecordExport data={data} hasImages />);
    const dc = await screen.findByRole('link', { name: 'Download Dublin Core (XML)' });
    expect(dc.getAttribute('href')).toBe('/api/public/catalogue/record/ca_objects/3220/dc.xml?locale=en');
    expect(dc.hasAttribute('download')).toBe(true);
    const manifest = screen.getByRole('link', { name: /^IIIF manifest/ });
    expect(manifest.getAttribute('href')).toBe('/iiif/ca_objects/3220/manifest');
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Download JSON-LD' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const doc = JSON.parse(await (blobs[0] as Blob).text());
    expect(doc).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Lettera di Adele Bruno al sindaco di Firenze',
    });
  });
});
