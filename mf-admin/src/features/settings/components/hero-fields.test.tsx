import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeFetch, optionsDoc, renderWithProviders, setPage } from '../../../lib/test-utils';
import ContentsPage from '../../../pages/contents-page';
import { recordOfAddress } from './hero-fields';

const LABELS: Record<string, string> = {
  it: 'Lettera da Trieste',
  en: 'Letter from Trieste',
  fr: 'Lettre de Trieste',
};

/** The catalogue as visitors see it: record 123 has a picture, 124 has none, the rest are missing. */
const recordAnswer = (body: Record<string, unknown>) => {
  if (body.id === '124')
    return {
      record: { id: 124, table: 'ca_objects', preferred_label: 'Senza figure' },
      parents: [],
      childrenCount: 0,
    };
  if (body.id !== '123') return fail(404, 'NOT_FOUND', 'Record not found');
  return {
    record: {
      id: 123,
      table: 'ca_objects',
      preferred_label: LABELS[String(body.locale)] ?? 'Lettera da Trieste',
      primaryImg: {
        url: { large: '/iiif/ca_objects/123/full/1200,/0/default.jpg', original: '/files/123.tif' },
        size: { width: 2400, height: 3200 },
      },
    },
    parents: [],
    childrenCount: 0,
  };
};

async function openContents(options: Record<string, unknown> = {}) {
  setPage('/settings/contents');
  const net = fakeFetch({
    'POST /api/public/firebase/getDocBySlug': () => optionsDoc({ title: 'Archivio', ...options }),
    'POST /api/auth/firebase/getDocs': (body) =>
      body.collection === 'paths'
        ? {
            data: [
              { name: 'le-lettere', data: { title: 'Le lettere' }, updatedAt: '2026-01-01T00:00:00.000Z' },
              { name: 'il-porto', data: { title: 'Il porto' }, updatedAt: '2026-01-01T00:00:00.000Z' },
            ],
            total: 2,
          }
        : { data: [], total: 0 },
    'POST /api/public/catalogue/record': recordAnswer,
    'POST /api/auth/firebase/saveDoc': () => ({
      name: 'site',
      revision: 4,
      updatedAt: '2026-01-02T11:00:00.000Z',
    }),
  });
  renderWithProviders(<ContentsPage />);
  const legend = await screen.findByText('Apertura della home');
  return { net, hero: legend.closest('fieldset') as HTMLElement };
}

const saved = (net: Awaited<ReturnType<typeof openContents>>['net']) =>
  net.calls.find((c) => c.path === '/api/auth/firebase/saveDoc')?.body.data as
    | Record<string, unknown>
    | undefined;

describe("the home's opening in Settings > Contenuti", () => {
  it('takes the picture, its size and its description in every language from a pasted record address', async () => {
    const { net, hero } = await openContents();
    await userEvent.type(
      within(hero).getByLabelText('Indirizzo della pagina di una scheda del catalogo'),
      'https://archivio.example.org/oggetti/123-lettera-da-trieste',
    );
    await userEvent.click(within(hero).getByRole('button', { name: "Usa l'immagine della scheda" }));
    await within(hero).findByText("Scelta l'immagine di «Lettera da Trieste»: premi Salva per pubblicarla.");
    expect(within(hero).getByDisplayValue('Letter from Trieste')).toBeTruthy();
    expect(within(hero).getByText('La didascalia porta alla scheda 123 (ca_objects).')).toBeTruthy();
    await userEvent.selectOptions(within(hero).getByLabelText('Percorso proposto'), 'il-porto');
    await userEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    await waitFor(() => expect(saved(net)).toBeDefined());
    expect(saved(net)?.heroImage).toEqual({
      url: '/iiif/ca_objects/123/full/1200,/0/default.jpg',
      width: 2400,
      height: 3200,
      // The test site has Italian and English enabled: one description each, from the record.
      alt: { it: LABELS.it, en: LABELS.en },
      record: { table: 'ca_objects', id: '123' },
    });
    expect(saved(net)?.heroPath).toEqual({ slug: 'il-porto', title: { it: 'Il porto' } });
  });

  it('says why in words when the address is not a record, the record is missing or has no picture', async () => {
    const { hero } = await openContents();
    const address = within(hero).getByLabelText('Indirizzo della pagina di una scheda del catalogo');
    const use = within(hero).getByRole('button', { name: "Usa l'immagine della scheda" });
    const status = () => within(hero).getByRole('status').textContent;
    await userEvent.type(address, '/notizie/una-notizia');
    await userEvent.click(use);
    expect(status()).toBe('Questo indirizzo non è la pagina di una scheda del catalogo.');
    await userEvent.clear(address);
    await userEvent.type(address, '/oggetti/999');
    await userEvent.click(use);
    await waitFor(() => expect(status()).toBe('La scheda non esiste o non è pubblica.'));
    await userEvent.clear(address);
    await userEvent.type(address, '/oggetti/124{Enter}');
    await waitFor(() => expect(status()).toBe("La scheda non ha un'immagine."));
    // Nothing was chosen: no picture fields appeared.
    expect(within(hero).queryByRole('button', { name: "Rimuovi l'immagine" })).toBeNull();
  });

  it('removes the chosen picture (the home goes back to a picture of the catalogue) and the path', async () => {
    const { net, hero } = await openContents({
      heroImage: { url: '/files/porto.jpg', alt: { it: 'Il porto' } },
      heroPath: { slug: 'le-lettere', title: { it: 'Le lettere' } },
    });
    await userEvent.click(await within(hero).findByRole('button', { name: "Rimuovi l'immagine" }));
    await userEvent.selectOptions(within(hero).getByLabelText('Percorso proposto'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    await waitFor(() => expect(saved(net)).toBeDefined());
    expect(saved(net)).not.toHaveProperty('heroImage');
    expect(saved(net)).not.toHaveProperty('heroPath');
  });
});

describe('recordOfAddress', () => {
  it.each([
    ['/oggetti/123-la-lettera', { table: 'ca_objects', id: '123' }],
    ['https://example.org/en/objects/123', { table: 'ca_objects', id: '123' }],
    ['/fr/lieux/77-trieste?x=1#a', { table: 'ca_places', id: '77' }],
    ['/cerca?tags=lettera', undefined],
    ['', undefined],
    ['javascript:alert(1)', undefined],
  ])('%s', (address, expected) => {
    expect(recordOfAddress(address, ['it', 'en', 'fr'])).toEqual(expected);
  });
});
