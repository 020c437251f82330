import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { card } from './fixtures';
import { RecordCard } from './record-card';
import { renderWithProviders, setPage } from './test-utils';

describe('result card of a record found in its page text', () => {
  it('shows the snippet with the matched words marked, as text, and links to that page of the viewer', () => {
    setPage('/cerca?tags=ponte');
    const found = {
      ...card('9900001', 'Lettera di Giuseppe Bianchi al fratello Luigi'),
      hasTranscription: true,
      snippet: {
        page: 2,
        parts: [
          { text: '… dal ' },
          { text: 'ponte di Rialto', mark: true },
          { text: ' si sentono <b>i</b> cannoni …' },
        ],
      },
    };
    renderWithProviders(<RecordCard card={found} />);
    const mark = document.querySelector('.record-card-snippet mark');
    expect(mark?.textContent).toBe('ponte di Rialto');
    // Text from the catalogue is never read as HTML.
    expect(document.querySelector('.record-card-snippet b')).toBeNull();
    expect(screen.getByText(/si sentono <b>i<\/b> cannoni/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Pagina 2:' });
    expect(link.getAttribute('href')).toBe('/sfogliatore/9900001?pagina=2&q=%22ponte+di+Rialto%22');
  });
});
