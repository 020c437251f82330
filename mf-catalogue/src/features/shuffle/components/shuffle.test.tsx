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
});
