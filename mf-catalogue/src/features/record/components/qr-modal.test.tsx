import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('encodes the same link the same way (margin 2, 300 px)', async () => {
    const a = await qrDataUrl('http://localhost/oggetti/1');
    const b = await qrDataUrl('http://localhost/oggetti/1');
    const c = await qrDataUrl('http://localhost/oggetti/2');
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });
});
