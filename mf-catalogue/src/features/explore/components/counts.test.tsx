import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { searchAnswer } from '../../../lib/fixtures';
import { fakeFetch, renderWithProviders, setPage } from '../../../lib/test-utils';
import { Counts } from './counts';

describe('counts', () => {
  it('links each table to the search narrowed to it, with its count', async () => {
    setPage('/en/explore');
    const { calls } = fakeFetch({ '/api/public/catalogue/search': () => searchAnswer([], 12345) });
    renderWithProviders(<Counts />);
    const link = await screen.findByRole('link', { name: /Objects/ });
    expect(link.getAttribute('href')).toBe('/en/search?tabella=ca_objects');
    // In the page's language (issue 26: /en/explore said "2.557"), the final value at once.
    expect(link.querySelector('.visually-hidden')?.textContent).toBe('12,345');
    expect(link.textContent).not.toContain('12.345');
    expect(calls[0]?.body).toMatchObject({ limit: 0, facets: true });
  });
});
