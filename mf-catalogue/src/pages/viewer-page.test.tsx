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

    await userEvent.keyboard('+');
    expect(image().style.width).toBe('150%');
    await userEvent.click(screen.getByRole('button', { name: 'Riduci' }));
    expect(image().style.width).toBe('100%');
    await userEvent.keyboard('++0');
    expect(image().style.width).toBe('100%');
    // The image can be focused, so arrow keys scroll (pan) it when it is larger than the window.
    expect(image().parentElement?.tabIndex).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: /Pagina precedente/ }));
    expect(screen.getByText('Pagina 2 di 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla scheda' }).getAttribute('href')).toBe(
      '/oggetti/3220-lettera-di-adele-bruno-al-sindaco-di-firenze',
    );
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
