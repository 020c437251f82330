import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordAnswer } from '../lib/fixtures';
import { fail, fakeFetch, renderWithProviders, setPage } from '../lib/test-utils';
import ViewerPage from './viewer-page';

const pageImage = (n: number) => ({
  mediaType: 'image',
  mimetype: 'image/jpeg',
  title: `Carta ${n}`,
  url: { large: `/media/p${n}-large.jpg`, thumbnail: `/media/p${n}-thumb.jpg`, original: `/media/p${n}.jpg` },
});
const document3 = () => recordAnswer({ representations: [pageImage(1), pageImage(2), pageImage(3)] });
const simple = { siteOptions: { simpleSfogliatore: true } };

describe('document viewer', () => {
  it('turns pages and zooms with the keyboard in the simple variant', async () => {
    setPage('/sfogliatore/3220', simple);
    fakeFetch({ '/api/public/catalogue/record': () => document3() });
    renderWithProviders(<ViewerPage />);
    expect(await screen.findByText('Pagina 1 di 3')).toBeTruthy();
    const image = () => screen.getByRole('img') as HTMLImageElement;
    expect(image().getAttribute('src')).toBe('/media/p1-large.jpg');

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Pagina 3 di 3')).toBeTruthy();
    expect(image().getAttribute('alt')).toBe('Carta 3');
    // Past the last page nothing moves; the button says so too.
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('Pagina 3 di 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Pagina successiva/ })).toHaveProperty('disabled', true);

    // The page the image fills (and the search hits' boxes are drawn on) grows and shrinks.
    const zoomed = () => image().parentElement as HTMLElement;
    await userEvent.keyboard('+');
    expect(zoomed().style.width).toBe('150%');
    await userEvent.click(screen.getByRole('button', { name: 'Riduci' }));
    expect(zoomed().style.width).toBe('100%');
    await userEvent.keyboard('++0');
    expect(zoomed().style.width).toBe('100%');
    // The image can be focused, so arrow keys scroll (pan) it when it is larger than the window.
    expect((image().closest('.simple-viewer-scroll') as HTMLElement | null)?.tabIndex).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: /Pagina precedente/ }));
    expect(screen.getByText('Pagina 2 di 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla scheda' }).getAttribute('href')).toBe(
      '/oggetti/3220-lettera-di-adele-bruno-al-sindaco-di-firenze',
    );
  });

  it('searches the page text: hits by page with marked context, a hit turns to its page and boxes it', async () => {
    setPage('/sfogliatore/3220?pagina=1', simple);
    const hit = (page: number, words: string, boxes: { x: number; y: number; w: number; h: number }[]) => ({
      page,
      parts: [{ text: 'il ponte ' }, { text: words, mark: true }, { text: ' sul fiume' }],
      boxes,
    });
    const { calls } = fakeFetch({
      '/api/public/catalogue/record': () =>
        recordAnswer({
          representations: [pageImage(1), pageImage(2), pageImage(3)],
          fulltext: [
            { page: 1, text: 'Caro fratello' },
            { page: 3, text: 'il ponte di Rialto sul fiume' },
          ],
        }),
      '/api/public/catalogue/fulltext-search': () => ({
        hits: [
          hit(3, 'di Rialto', [
            { x: 0.1, y: 0.2, w: 0.05, h: 0.02 },
            { x: 0.16, y: 0.2, w: 0.1, h: 0.02 },
          ]),
          hit(3, 'Rialto', [{ x: 0.5, y: 0.6, w: 0.1, h: 0.02 }]),
        ],
        total: 2,
        pages: 2,
      }),
    });
    renderWithProviders(<ViewerPage />);
    const box = await screen.findByRole('searchbox', { name: 'Cerca nel testo del documento' });
    await userEvent.type(box, '"di Rialto"{Enter}');
    expect(await screen.findByText('2 risultati in 1 pagina')).toBeTruthy();
    expect(calls.at(-1)?.body).toMatchObject({ table: 'ca_objects', id: '3220', q: '"di Rialto"' });
    expect(screen.getByRole('heading', { name: 'Pagina 3' })).toBeTruthy();
    const hits = screen.getAllByRole('button', { name: /il ponte .*Rialto sul fiume/ });
    expect(hits).toHaveLength(2);
    expect(hits[0]?.querySelector('mark')?.textContent).toBe('di Rialto');
    // Page 1 holds no hit: nothing is boxed there.
    expect(screen.queryAllByTestId('viewer-highlight')).toHaveLength(0);
    hits[0]?.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Pagina 3 di 3')).toBeTruthy();
    const boxes = screen.getAllByTestId('viewer-highlight');
    expect(boxes).toHaveLength(3);
    expect(boxes[0]?.style.left).toBe('10%');
    expect(boxes[0]?.className).toContain('viewer-highlight-current');
    expect(boxes[2]?.className).not.toContain('viewer-highlight-current');
    expect(hits[0]?.getAttribute('aria-current')).toBe('true');
  });

  it('opens the page and runs the search a result snippet links to', async () => {
    setPage('/sfogliatore/3220?pagina=2&q=Rialto', simple);
    const { calls } = fakeFetch({
      '/api/public/catalogue/record': () =>
        recordAnswer({
          representations: [pageImage(1), pageImage(2)],
          fulltext: [{ page: 2, text: 'Rialto' }],
        }),
      '/api/public/catalogue/fulltext-search': () => ({ hits: [], total: 0, pages: 1 }),
    });
    renderWithProviders(<ViewerPage />);
    expect(await screen.findByText('Pagina 2 di 2')).toBeTruthy();
    expect(await screen.findByText('Nessun risultato nel testo del documento.')).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('Rialto');
    expect(calls.some((c) => (c.body as { q?: string } | undefined)?.q === 'Rialto')).toBe(true);
  });

  it('opens a record of another table named in the URL', async () => {
    setPage('/en/viewer/3220?tabella=ca_entities', simple);
    const { calls } = fakeFetch({
      '/api/public/catalogue/record': () =>
        recordAnswer({ table: 'ca_entities', representations: [pageImage(1)] }),
    });
    renderWithProviders(<ViewerPage />);
    expect(await screen.findByText('Page 1 of 1')).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ table: 'ca_entities', id: '3220' });
  });

  it('explains an empty viewer and shows the 404 page for a missing record', async () => {
    setPage('/sfogliatore');
    renderWithProviders(<ViewerPage />);
    expect(screen.getByText('Nessun documento da sfogliare.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai alla ricerca' }).getAttribute('href')).toBe('/cerca');

    setPage('/sfogliatore/999');
    fakeFetch({ '/api/public/catalogue/record': () => fail(404) });
    renderWithProviders(<ViewerPage />);
    await waitFor(() => expect(document.querySelector('[data-status="404"]')).not.toBeNull());
  });
});
