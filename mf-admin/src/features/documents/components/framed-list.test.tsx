import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setPage } from '../../../lib/test-utils';
import { FramedList } from './framed-list';

type Block = { id: string; title: string; visible: boolean };

/** Blocks with their live region and "+ Aggiungi" button, as a document page has them. */
function Blocks({ initial }: { initial: Block[] }) {
  const [items, setItems] = useState(initial);
  const [said, setSaid] = useState('');
  return (
    <>
      <p aria-live="polite" data-testid="live">
        {said}
      </p>
      <FramedList<Block>
        items={items}
        nameOf={(b) => b.title}
        onChange={setItems}
        renderBody={(b) => <p>{b.title}</p>}
        locale="it"
        announce={setSaid}
        focusAfterLast="[data-add-block]"
      />
      <button type="button" data-add-block>
        + Aggiungi un blocco
      </button>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('focus after a delete (issue 25)', () => {
  it('goes to the next block, then the previous, then "+ Aggiungi", and each delete is announced', async () => {
    vi.stubGlobal('confirm', () => true);
    setPage('/chi-siamo');
    const blocks = ['Primo', 'Secondo', 'Terzo'].map((title) => ({
      id: title.toLowerCase(),
      title,
      visible: true,
    }));
    renderWithProviders(<Blocks initial={blocks} />);
    const live = screen.getByTestId('live');

    // The first block goes: the next one is now first, its ↑ disabled, so its ↓ takes the focus.
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina «Primo»' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sposta giù «Secondo»' })),
    );
    expect(live.textContent).toBe('«Primo» eliminato');

    // The last block goes: the focus goes back to the one before it.
    await userEvent.click(screen.getByRole('button', { name: 'Elimina «Terzo»' }));
    await waitFor(() =>
      expect(document.activeElement?.closest('[data-section-id]')?.getAttribute('data-section-id')).toBe(
        'secondo',
      ),
    );
    expect((document.activeElement as HTMLButtonElement).disabled).toBe(false);
    expect(live.textContent).toBe('«Terzo» eliminato');

    // The only block goes: "+ Aggiungi un blocco" takes the focus.
    await userEvent.click(screen.getByRole('button', { name: 'Elimina «Secondo»' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '+ Aggiungi un blocco' })),
    );
    expect(live.textContent).toBe('«Secondo» eliminato');
  });

  it('keeps the block and the focus where they were when the manager answers no', async () => {
    vi.stubGlobal('confirm', () => false);
    setPage('/chi-siamo');
    renderWithProviders(<Blocks initial={[{ id: 'solo', title: 'Solo', visible: true }]} />);
    const remove = await screen.findByRole('button', { name: 'Elimina «Solo»' });
    await userEvent.click(remove);
    expect(document.activeElement).toBe(remove);
    expect(screen.getByTestId('live').textContent).toBe('');
  });
});
