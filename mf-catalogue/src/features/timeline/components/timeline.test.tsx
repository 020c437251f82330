import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { timelineAnswer } from '../../../lib/fixtures';
import { fakeFetch, renderWithProviders, setPage } from '../../../lib/test-utils';
import { Timeline } from './timeline';

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
