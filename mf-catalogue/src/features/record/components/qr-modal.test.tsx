import { archiveStore } from '@archive/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toDataURL } from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import { QrModal, qrDataUrl } from './qr-modal';

const texts = {
  title: 'QR',
  alt: 'Codice QR',
  download: 'Scarica PNG',
  copy: 'Copia',
  copied: 'ok',
  copyFailed: 'no',
  close: 'Chiudi',
};

describe('QR modal', () => {
  it('draws a 300 px png of the link and downloads it named with the record id', async () => {
    render(<QrModal url="http://localhost/oggetti/3220-lettera" recordId="3220" texts={texts} />);
    const image = await screen.findByRole('img', { name: 'Codice QR' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(image.getAttribute('width')).toBe('300');
    const download = screen.getByRole('link', { name: 'Scarica PNG' });
    await waitFor(() => expect(download.getAttribute('href')).toMatch(/^data:image\/png/));
    expect(download.getAttribute('download')).toBe('3220.png');
  });

  it('encodes the link at 300 px with a margin of 2 modules', async () => {
    const url = 'http://localhost/oggetti/1';
    const drawn = await qrDataUrl(url);
    expect(drawn).toBe(await toDataURL(url, { width: 300, margin: 2, errorCorrectionLevel: 'M' }));
    expect(drawn).not.toBe(await toDataURL(url, { width: 300, margin: 4, errorCorrectionLevel: 'M' }));
    // The PNG header (IHDR) says 300 x 300.
    const png = Buffer.from(drawn.split(',')[1] ?? '', 'base64');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([300, 300]);
    expect(await qrDataUrl('http://localhost/oggetti/2')).not.toBe(drawn);
  });

  it('copies the image to the clipboard, says when it cannot, and closes', async () => {
    const write = vi.fn(async (_items: unknown[]) => {});
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(readonly items: Record<string, Blob>) {}
      },
    );
    Object.defineProperty(navigator, 'clipboard', { value: { write }, configurable: true });
    archiveStore.setState({ modal: { component: QrModal, props: {} } });
    render(<QrModal url="http://localhost/oggetti/3220-lettera" recordId="3220" texts={texts} />);
    await screen.findByRole('img', { name: 'Codice QR' });
    await userEvent.click(screen.getByRole('button', { name: 'Copia' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('ok'));
    const item = write.mock.calls[0]?.[0]?.[0] as { items: Record<string, Blob> };
    expect(Object.keys(item.items)).toEqual(['image/png']);

    write.mockRejectedValueOnce(new Error('denied'));
    await userEvent.click(screen.getByRole('button', { name: 'Copia' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('no'));

    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(archiveStore.getState().modal).toBeNull();
  });
});
