import { type PageHead, PageHeadContext } from '@archive/ui';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithProviders, setPage } from '../../../../lib/test-utils';
import { HeroSection } from './hero-section';

/**
 * The copy a browser takes from `srcset` for a screen `cssWidth` wide at `dpr` (the smallest at
 * least as wide as the pixels shown), the shown width read from `sizes` as a phone (below every
 * media condition) reads it: the last, unconditional entry, in vw.
 */
function pickedFor(img: HTMLElement, cssWidth: number, dpr: number): number | undefined {
  const fallback = img.getAttribute('sizes')?.split(',').at(-1)?.trim() ?? '';
  const vw = /^(\d+)vw$/.exec(fallback)?.[1];
  const needed = (Number(vw) / 100) * cssWidth * dpr;
  const widths = (img.getAttribute('srcset') ?? '')
    .split(',')
    .map((c) => Number(/(\d+)w$/.exec(c.trim())?.[1]))
    .sort((a, b) => a - b);
  return widths.find((w) => w >= needed);
}

const section = { id: 'hero', type: 'hero', visible: true } as const;
const heroImage = {
  url: '/api/public/catalogue/media/demo-42-1-large.jpg',
  width: 2400,
  height: 1600,
  alt: { it: 'Veduta del porto', en: 'View of the harbour' },
  record: { table: 'ca_objects', id: '42' },
};
const heroPath = {
  slug: 'la-citta-che-cambia',
  title: { it: 'La città che cambia', en: 'The changing city' },
};

afterEach(cleanup);

describe('the home hero', () => {
  it('leads with a picture from the collection, sized by the IIIF derivatives and loaded first', () => {
    setPage('/en', { siteOptions: { title: 'Archive', heroImage, heroPath } });
    renderWithProviders(<HeroSection section={section} />);
    const img = screen.getByRole('img', { name: 'View of the harbour' });
    // Box reserved before it loads (no layout shift), a phone picks a small copy, fetched first.
    expect(img.getAttribute('width')).toBe('2400');
    expect(img.getAttribute('height')).toBe('1600');
    expect(img.getAttribute('srcset')).toContain(
      '/iiif/image/media~demo-42-1-large.jpg/full/720,/0/default.webp 720w',
    );
    expect(img.getAttribute('srcset')).toContain('2000w');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBeNull();
    expect(img.getAttribute('decoding')).toBeNull();
    // A 412 px phone at 1.75x shows 379 css px (the page's 4vw gutters): 663 pixels, and takes the
    // 720 copy, not 800; a 390 px phone at 3x takes the 1280 one.
    expect(pickedFor(img, 412, 1.75)).toBe(720);
    expect(pickedFor(img, 390, 3)).toBe(1280);
    // The caption names the record and leads to it, in the page's language.
    const caption = within(img.closest('figure') as HTMLElement).getByRole('link', {
      name: 'View of the harbour',
    });
    expect(caption.getAttribute('href')).toMatch(/^\/en\/objects\/42/);
  });

  it('leads to search and to the curated path on the first screen', async () => {
    setPage('/en', { siteOptions: { title: 'Archive', heroImage, heroPath } });
    renderWithProviders(<HeroSection section={section} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Archive' })).toBeTruthy();
    expect(screen.getByRole('search')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Story: The changing city' })).getAttribute('href')).toBe(
      '/en/stories/la-citta-che-cambia',
    );
  });

  it('shows a picture from the catalogue when the site has chosen none', async () => {
    const net = fakeFetch({
      'POST /api/public/catalogue/random-images': () => ({
        data: [
          {
            id: '77',
            table: 'ca_objects',
            preferred_label: 'Pianta della città',
            link: '/oggetti/77-pianta-della-citta',
            image: {
              url: '/api/public/catalogue/media/demo-77-1.jpg',
              large: '/api/public/catalogue/media/demo-77-1-large.jpg',
              original: '/api/public/catalogue/media/demo-77-1-original.jpg',
              width: 2400,
              height: 1800,
            },
          },
        ],
      }),
    });
    setPage('/', { siteOptions: { title: 'Archivio' } });
    renderWithProviders(<HeroSection section={section} />);
    const img = await screen.findByRole('img', { name: 'Pianta della città' });
    // Copies cut from the original, which is at least as wide as the record's size says.
    expect(img.getAttribute('src')).toBe('/iiif/image/media~demo-77-1-original.jpg/full/560,/0/default.webp');
    expect(img.getAttribute('srcset')).toContain('media~demo-77-1-original.jpg/full/2000,');
    expect(img.getAttribute('width')).toBe('2400');
    const caption = within(img.closest('figure') as HTMLElement).getByRole('link', {
      name: 'Pianta della città',
    });
    expect(caption.getAttribute('href')).toMatch(/^\/oggetti\/77/);
    // One picture, the same on every visit (a fixed seed), asked for once.
    const asked = net.calls.filter((c) => c.path === '/api/public/catalogue/random-images');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.body).toMatchObject({ count: 1, seed: expect.any(Number) });
  });

  it("names the picture in the server's head: the same srcset and sizes as the <img>, at high priority", () => {
    setPage('/en', { siteOptions: { title: 'Archive', heroImage } });
    const collector = { head: {} as PageHead, publicUrl: '' };
    renderWithProviders(
      <PageHeadContext.Provider value={collector}>
        <HeroSection section={section} />
      </PageHeadContext.Provider>,
    );
    const img = screen.getByRole('img', { name: 'View of the harbour' });
    expect(collector.head.preloadImage).toEqual({
      href: img.getAttribute('src'),
      srcSet: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
    });
  });

  it('asks the catalogue nothing when the site has chosen its picture', () => {
    const net = fakeFetch({});
    setPage('/en', { siteOptions: { title: 'Archive', heroImage } });
    renderWithProviders(<HeroSection section={section} />);
    expect(net.paths()).toEqual([]);
  });

  it('is a coloured band with the title and search when neither the site nor the catalogue has a picture', async () => {
    const net = fakeFetch({ 'POST /api/public/catalogue/random-images': () => ({ data: [] }) });
    setPage('/', { siteOptions: { title: 'Archivio' } });
    renderWithProviders(<HeroSection section={section} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Archivio' })).toBeTruthy();
    await vi.waitFor(() => expect(net.paths()).toContain('POST /api/public/catalogue/random-images'));
    await new Promise((done) => setTimeout(done, 50)); // the empty answer applied
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link', { name: /Percorso/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Esplora l’archivio' })).toBeTruthy();
  });
});
