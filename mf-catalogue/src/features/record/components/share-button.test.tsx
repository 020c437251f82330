import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setPage } from '../../../lib/test-utils';
import { ShareButton } from './share-button';

// Issue 26: a share / copy-link button beside the QR code. The browser's share sheet and clipboard
// are faked at their boundary (navigator), as the network is at fetch.
afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  vi.restoreAllMocks();
});

describe('share button', () => {
  it('opens the system share sheet with the record link where the browser has one', async () => {
    setPage('/oggetti/3220-lettera');
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithProviders(<ShareButton link="/oggetti/3220-lettera" label="Lettera" />);
    await userEvent.click(screen.getByRole('button', { name: 'Condividi il link' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Lettera',
      url: `${window.location.origin}/oggetti/3220-lettera`,
    });
  });

  it('copies the link where there is no share sheet, and says so', async () => {
    setPage('/en/objects/3220-letter');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<ShareButton link="/en/objects/3220-letter" label="Letter" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/en/objects/3220-letter`),
    );
    expect(screen.getByRole('status').textContent).toBe('Link copied to the clipboard');
  });
});
