import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setPage } from '../test-utils';
import { MultipleEditor, RowInput } from './multiple-editor';

interface Link {
  text: string;
  url: string;
}

function Harness({
  initial,
  limit,
  onRows,
}: {
  initial: Link[];
  limit?: number;
  onRows?: (rows: Link[]) => void;
}) {
  const [rows, setRows] = useState(initial);
  return (
    <MultipleEditor<Link>
      label="Link"
      rows={rows}
      limit={limit}
      blank={{ text: '', url: '' }}
      onChange={(next) => {
        setRows(next);
        onRows?.(next);
      }}
      renderRow={(row, update) => (
        <RowInput label="Testo" value={row.text} onChange={(text) => update({ ...row, text })} />
      )}
    />
  );
}

describe('MultipleEditor', () => {
  it('shows a blank row after the last filled one; typing in it adds a row and a new blank one', async () => {
    setPage('/settings/layout');
    const onRows = vi.fn();
    renderWithProviders(<Harness initial={[{ text: 'Comune', url: 'https://a.example' }]} onRows={onRows} />);
    expect(screen.getAllByLabelText('Testo')).toHaveLength(2);
    await userEvent.type(screen.getAllByLabelText('Testo')[1] as HTMLElement, 'N');
    expect(onRows).toHaveBeenLastCalledWith([
      { text: 'Comune', url: 'https://a.example' },
      { text: 'N', url: '' },
    ]);
    expect(screen.getAllByLabelText('Testo')).toHaveLength(3);
  });

  it('stops adding blank rows at the limit and says so', () => {
    setPage('/settings/layout');
    renderWithProviders(
      <Harness
        limit={3}
        initial={[
          { text: 'a', url: '' },
          { text: 'b', url: '' },
          { text: 'c', url: '' },
        ]}
      />,
    );
    expect(screen.getAllByLabelText('Testo')).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('Puoi inserire al massimo 3 righe');
  });

  it('by default allows 100 rows: a blank row after 99, none after 100', () => {
    setPage('/settings/contacts');
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `r${i}`, url: '' }));
    const first = renderWithProviders(<Harness initial={rows(99)} />);
    expect(screen.getAllByLabelText('Testo')).toHaveLength(100);
    expect(screen.queryByRole('status')).toBeNull();
    first.unmount();
    renderWithProviders(<Harness initial={rows(100)} />);
    expect(screen.getAllByLabelText('Testo')).toHaveLength(100);
    expect(screen.getByRole('status').textContent).toBe('Puoi inserire al massimo 100 righe');
  });

  it('drops a trailing row emptied by the editor, so only one blank row shows', async () => {
    setPage('/settings/layout');
    const onRows = vi.fn();
    renderWithProviders(
      <Harness
        initial={[
          { text: 'a', url: '' },
          { text: 'b', url: '' },
        ]}
        onRows={onRows}
      />,
    );
    await userEvent.clear(screen.getAllByLabelText('Testo')[1] as HTMLElement);
    expect(onRows).toHaveBeenLastCalledWith([{ text: 'a', url: '' }]);
    expect((screen.getAllByLabelText('Testo') as HTMLInputElement[]).map((i) => i.value)).toEqual(['a', '']);
  });

  it("asks 'Sei sicuro di voler cancellare?' and deletes only when confirmed", async () => {
    setPage('/settings/layout');
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    renderWithProviders(
      <Harness
        initial={[
          { text: 'a', url: '' },
          { text: 'b', url: '' },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Elimina riga 1' }));
    expect(confirm).toHaveBeenCalledWith('Sei sicuro di voler cancellare?');
    expect(screen.getAllByLabelText('Testo')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Elimina riga 1' }));
    const inputs = screen.getAllByLabelText('Testo') as HTMLInputElement[];
    expect(inputs.map((i) => i.value)).toEqual(['b', '']);
  });
});
