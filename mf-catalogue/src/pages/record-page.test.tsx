import { archiveStore } from '@archive/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordAnswer, relatedAnswer, summariesAnswer } from '../lib/fixtures';
import { fail, fakeFetch, renderWithProviders, setPage } from '../lib/test-utils';
import RecordPage from './record-page';

const api = (record = recordAnswer()) => ({
  '/api/public/catalogue/record': () => record,
  '/api/public/mongo/related': () => relatedAnswer(),
  '/api/public/catalogue/summaries': () => summariesAnswer(),
});

describe('record page', () => {
  it('shows the record with breadcrumb, summary-ordered metadata and grouped relations', async () => {
    setPage('/oggetti/3220-lettera-di-adele-bruno-al-sindaco-di-firenze');
    const { calls } = fakeFetch(api());
    renderWithProviders(<RecordPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lettera di Adele Bruno al sindaco di Firenze' }),
    ).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Livelli superiori' });
    const links = within(crumbs).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/oggetti/2888-archivio-del-genio-civile-firenze',
      '/oggetti/3216-sanita-pubblica-1932',
    ]);
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-level')),
    ).toEqual(['0', '1', '2']);
    const rows = [...document.querySelectorAll('.metadata-row')].map((r) => r.getAttribute('data-field'));
    expect(rows.slice(0, 2)).toEqual(['numerazione_definitiva', 'descrizione']);
    expect(await screen.findByRole('link', { name: 'Mario Rossi' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'autore' })).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/api/public/mongo/related'))?.path).toBe(
      '/api/public/mongo/related/relations_it/ca_objects/3220',
    );
    // The number of the record, from numerazione_definitiva.
    expect(screen.getByText('A 4')).toBeTruthy();
  });

  it('replaces a wrong or missing title part with the canonical URL', async () => {
    setPage('/oggetti/3220?x=1');
    fakeFetch(api());
    renderWithProviders(<RecordPage />);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(
        '/oggetti/3220-lettera-di-adele-bruno-al-sindaco-di-firenze?x=1',
      ),
    );
  });

  it('keeps a non-Latin title in the canonical URL, and stays put once there (issue 24)', async () => {
    const record = recordAnswer({ preferred_label: '東京 1923 / 関東' });
    const canonical = `/oggetti/3220-${encodeURIComponent('東京-1923-関東')}`;
    setPage('/oggetti/3220-1923');
    fakeFetch(api(record));
    const { unmount } = renderWithProviders(<RecordPage />);
    await screen.findByRole('heading', { level: 1, name: '東京 1923 / 関東' });
    await waitFor(() => expect(window.location.pathname).toBe(canonical));
    unmount();
    // Opened at its canonical URL, however the escapes are cased, the page does not move.
    const lower = canonical.replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase());
    setPage(lower);
    fakeFetch(api(record));
    const before = window.history.length;
    renderWithProviders(<RecordPage />);
    await screen.findByRole('heading', { level: 1, name: '東京 1923 / 関東' });
    expect(window.location.pathname).toBe(lower);
    expect(window.history.length).toBe(before);
  });

  it('shows the 404 page for a missing or private record', async () => {
    setPage('/en/objects/999-nothing');
    fakeFetch({ ...api(), '/api/public/catalogue/record': () => fail(404) });
    renderWithProviders(<RecordPage />);
    expect(await screen.findByText('The page is not available')).toBeTruthy();
    expect(document.querySelector('[data-status="404"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en');
  });

  it('offers the page text as a transcription, a heading per page linking to it in the viewer', async () => {
    setPage('/oggetti/3220-x', { siteOptions: { sfogliatore: true } });
    const image = (n: number) => ({
      mimetype: 'image/jpeg',
      title: `Carta ${n}`,
      url: { large: `/m/p${n}.jpg`, thumbnail: `/m/p${n}-t.jpg` },
    });
    fakeFetch(
      api(
        recordAnswer({
          representations: [image(1), image(2)],
          fulltext: [
            { page: 1, text: 'Carissimo fratello,\nti scrivo da Venezia.' },
            { page: 2, text: 'Il tuo affezionatissimo fratello' },
          ],
        }),
      ),
    );
    renderWithProviders(<RecordPage />);
    const section = await screen.findByRole('region', { name: 'Trascrizione' });
    const pages = within(section).getAllByRole('heading', { level: 3 });
    expect(pages.map((h) => h.textContent)).toEqual(['Pagina 1', 'Pagina 2']);
    expect(within(pages[1]!).getByRole('link').getAttribute('href')).toBe('/sfogliatore/3220?pagina=2');
    expect([...section.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Carissimo fratello,',
      'ti scrivo da Venezia.',
      'Il tuo affezionatissimo fratello',
    ]);
  });

  it('shows the gallery, linked video and audio, and the viewer and video request links', async () => {
    setPage('/entita/3220-x', {
      siteOptions: {
        sfogliatore: true,
        richiediVideo: { metadato: 'video_richiesta' },
        contactEmail: 'archivio@example.org',
      },
    });
    const record = recordAnswer({
      table: 'ca_entities',
      primaryImg: {
        url: { large: '/m/primary-large.jpg', thumbnail: '/m/primary-thumb.jpg', original: '/m/primary.jpg' },
        size: { width: 1200, height: 800 },
      },
      representations: [
        {
          mediaType: 'image',
          title: 'Retro',
          url: { large: '/m/retro-large.jpg', thumbnail: '/m/retro-thumb.jpg' },
        },
        { mimetype: 'audio/mpeg', title: 'Intervista', url: { original: '/m/intervista.mp3' } },
      ],
      video_collegati: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://example.org/not-a-video'],
      metadati: [{ fieldCode: 'video_richiesta', label: 'Video', value: 'sì' }],
    });
    fakeFetch(api(record));
    renderWithProviders(<RecordPage />);
    const media = await screen.findByRole('region', { name: 'Immagini e media' });
    // The large image links to its original (the image itself loads lazily, when scrolled to).
    const shown = () => media.querySelector('.record-image a')?.getAttribute('href');
    expect(shown()).toBe('/m/primary.jpg');
    await userEvent.click(within(media).getByRole('button', { name: 'Mostra l’immagine 2 di 2: Retro' }));
    expect(shown()).toBe('/m/retro-large.jpg');
    expect(within(media).getByText('Retro', { selector: 'figcaption' })).toBeTruthy();
    // Only YouTube and Vimeo links become embedded players.
    const players = media.querySelectorAll('iframe');
    expect(players).toHaveLength(1);
    expect(players[0]?.getAttribute('src')).toContain('dQw4w9WgXcQ');
    expect(media.querySelector('audio')?.getAttribute('src')).toBe('/m/intervista.mp3');

    // The viewer of a record outside ca_objects names its table.
    expect(screen.getByRole('link', { name: 'Sfoglia il documento' }).getAttribute('href')).toBe(
      '/sfogliatore/3220?tabella=ca_entities',
    );
    const request = screen.getByRole('link', { name: 'Richiedi il video' }).getAttribute('href') ?? '';
    expect(request.startsWith('mailto:archivio@example.org?subject=')).toBe(true);
    expect(decodeURIComponent(request)).toContain('(3220)');
  });

  it('links a record with several images to the viewer without any option set (issue 26)', async () => {
    const image = (n: number) => ({
      mediaType: 'image',
      title: `Carta ${n}`,
      url: { large: `/m/p${n}-large.jpg`, thumbnail: `/m/p${n}-thumb.jpg` },
    });
    setPage('/oggetti/3220-x', { siteOptions: {} });
    fakeFetch(api(recordAnswer({ representations: [image(1), image(2)] })));
    renderWithProviders(<RecordPage />);
    await screen.findByRole('region', { name: 'Immagini e media' });
    expect(screen.getByRole('link', { name: 'Sfoglia il documento' }).getAttribute('href')).toBe(
      '/sfogliatore/3220',
    );
    cleanup();
    // One image is a picture, not a document: the link only with the option.
    setPage('/oggetti/3220-x', { siteOptions: {} });
    fakeFetch(api(recordAnswer({ representations: [image(1)] })));
    renderWithProviders(<RecordPage />);
    await screen.findByRole('region', { name: 'Immagini e media' });
    expect(screen.queryByRole('link', { name: 'Sfoglia il documento' })).toBeNull();
  });

  it('opens the QR modal with the absolute record link', async () => {
    setPage('/oggetti/3220-lettera-di-adele-bruno-al-sindaco-di-firenze');
    fakeFetch(api());
    renderWithProviders(<RecordPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Codice QR' }));
    const modal = archiveStore.getState().modal;
    expect(modal?.props).toMatchObject({
      recordId: '3220',
      url: `${window.location.origin}/oggetti/3220-lettera-di-adele-bruno-al-sindaco-di-firenze`,
      texts: { download: 'Scarica PNG', close: 'Chiudi' },
    });
  });
});
