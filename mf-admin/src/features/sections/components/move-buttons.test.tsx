import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../lib/test-utils';
import { MoveButtons } from './move-buttons';

describe('MoveButtons: ↑/↓ of home sections, blocks, stops and footer blocks', () => {
  it('names what it moves, moves by one either way, and is disabled at the ends', async () => {
    const onMove = vi.fn();
    renderWithProviders(<MoveButtons name="News" index={1} total={3} onMove={onMove} />);
    const up = screen.getByRole('button', { name: 'Sposta su «News»' });
    const down = screen.getByRole('button', { name: 'Sposta giù «News»' });
    expect(up.hasAttribute('disabled')).toBe(false);
    expect(down.hasAttribute('disabled')).toBe(false);
    await userEvent.click(up);
    down.focus();
    await userEvent.keyboard('{Enter}');
    expect(onMove.mock.calls).toEqual([[-1], [1]]);
    cleanup();
    renderWithProviders(<MoveButtons name="News" index={0} total={1} onMove={onMove} />);
    expect(screen.getByRole('button', { name: 'Sposta su «News»' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Sposta giù «News»' }).hasAttribute('disabled')).toBe(true);
  });
});
