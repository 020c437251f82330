import { fakeIntersectionObserver } from '@archive/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { randomAnswer } from '../../../lib/fixtures';
import { fakeFetch, renderWithProviders, setPage } from '../../../lib/test-utils';
import { Shuffle } from './shuffle';

describe('shuffle', () => {
  it('shows 4 images by default and new ones after a reshuffle', async () => {
    setPage('/');
    const { calls } = fakeFetch({
      '/api/public/catalogue/random-images': (body) => randomAnswer(Number(body.count), Number(body.seed)),
    });
    renderWithProviders(<Shuffle seed={1} />);
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(4));
    expect(calls[0]?.body).toMatchObject({ count: 4, orientation: 'any', seed: 1 });
    const before = screen.getAllByRole('link').map((a) => a.textContent);
    await userEvent.click(screen.getByRole('button', { name: 'Mostra altre immagini' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByRole('link').map((a) => a.textContent)).not.toEqual(before));
  });

  it('asks for the vertical variant', async () => {
    setPage('/');
    const { calls } = fakeFetch({ '/api/public/catalogue/random-images': () => randomAnswer(6) });
    renderWithProviders(<Shuffle count={6} orientation="vertical" seed={3} />);
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(6));
    expect(calls[0]?.body).toMatchObject({ count: 6, orientation: 'vertical' });
  });

  it('draws each tile from copies of its own size cut from the original, else the medium copy', async () => {
    setPage('/');
    const viewport = fakeIntersectionObserver();
    const answer = randomAnswer(2);
    const [first] = answer.data;
    if (first)
      first.image = { ...first.image, original: '/api/public/catalogue/media/demo-01.png', width: 2400 };
    fakeFetch({ '/api/public/catalogue/random-images': () => answer });
    renderWithProviders(<Shuffle count={2} seed={5} />);
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2));
    viewport.enter();
    const pictures = () => screen.getAllByRole('link').map((a) => a.querySelector('img'));
    // Shown in a transition once near the viewport.
    await waitFor(() => expect(pictures().every((img) => img?.getAttribute('src'))).toBe(true));
    const [cut, plain] = pictures();
    expect(cut?.getAttribute('srcset')).toBe(
      [240, 480, 800].map((w) => `/iiif/image/media~demo-01.png/full/${w},/0/default.webp ${w}w`).join(', '),
    );
    expect(cut?.getAttribute('src')).toBe('/iiif/image/media~demo-01.png/full/480,/0/default.webp');
    expect(plain?.getAttribute('srcset')).toBeNull();
    expect(plain?.getAttribute('src')).toBe('/api/public/catalogue/media/demo-02-medium.png');
  });
});
