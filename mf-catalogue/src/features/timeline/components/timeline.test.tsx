import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { timelineAnswer } from '../../../lib/fixtures';
import { fakeFetch, renderWithProviders, setPage } from '../../../lib/test-utils';
import { labelStep, Timeline } from './timeline';

const filtersOfUrl = () => new URLSearchParams(window.location.search).getAll('filtro');

describe('timeline', () => {
  it('shows every year with its count and searches the chosen year', async () => {
    setPage('/esplora');
    fakeFetch({ '/api/public/catalogue/timeline': () => timelineAnswer(1900, [2, 0, 5]) });
    renderWithProviders(<Timeline />);
    const bar = await screen.findByRole('button', { name: '1902: 5 schede' });
    expect(screen.getByRole('button', { name: '1901: 0 schede' })).toBeTruthy();
    await userEvent.click(bar);
    expect(window.location.pathname).toBe('/cerca');
    expect(filtersOfUrl()).toEqual(['date|1902|1902']);
  });

  it('moves between years with the arrow keys and chooses a span with Shift', async () => {
    setPage('/esplora');
    fakeFetch({ '/api/public/catalogue/timeline': () => timelineAnswer(1900, [1, 1, 1, 1]) });
    renderWithProviders(<Timeline filters={['common|place-roma|Roma|/place/italia/lazio/roma']} />);
    const first = await screen.findByRole('button', { name: '1900: 1 scheda' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-year')).toBe('1901');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.getAttribute('data-year')).toBe('1903');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    expect(filtersOfUrl()).toEqual(['common|place-roma|Roma|/place/italia/lazio/roma', 'date|1901|1903']);
  });

  it('searches a span typed in the form', async () => {
    setPage('/esplora');
    fakeFetch({ '/api/public/catalogue/timeline': () => timelineAnswer(1900, [1]) });
    renderWithProviders(<Timeline />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Dall’anno' }), '1920');
    await userEvent.type(screen.getByRole('textbox', { name: 'All’anno' }), '1910');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca nel periodo' }));
    expect(filtersOfUrl()).toEqual(['date|1910|1920']);
  });
});

describe('timeline labels (issue 26: only both ends were written)', () => {
  it('writes round years at sensible intervals under their bars', async () => {
    setPage('/esplora');
    fakeFetch({
      '/api/public/catalogue/timeline': () =>
        timelineAnswer(
          1891,
          Array.from({ length: 60 }, () => 1),
        ),
    });
    renderWithProviders(<Timeline />);
    await screen.findByRole('button', { name: '1891: 1 scheda' });
    const labels = [...document.querySelectorAll('.timeline-tick')].map((t) => t.textContent).filter(Boolean);
    // 60 years: every fifth, and the first year since the next round one is four bars away.
    expect(labels).toEqual(['1891', ...Array.from({ length: 12 }, (_, i) => String(1895 + i * 5))]);
    // One label cell per bar, so each label sits under its own year.
    expect(document.querySelectorAll('.timeline-tick')).toHaveLength(60);
  });

  it('chooses steps that keep about a dozen labels', () => {
    expect([5, 12, 30, 60, 120, 300, 2000].map(labelStep)).toEqual([1, 1, 5, 5, 10, 25, 200]);
  });
});
