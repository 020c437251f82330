import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, setPage } from '../../../lib/test-utils';
import { RecordMedia } from './record-media';

afterEach(cleanup);

const media = (original: string, width?: number) => ({
  images: [
    {
      src: original.replace('.jpg', '-large.jpg'),
      thumbnail: original.replace('.jpg', '-thumb.jpg'),
      original,
      title: 'Lettera di Bruno',
      ...(width ? { width, height: Math.round(width * 1.4) } : {}),
    },
  ],
  videos: [],
  audios: [],
});

describe('RecordMedia main picture', () => {
  it('offers WebP copies cut from the original, none wider than the known size', () => {
    setPage('/oggetti/7');
    renderWithProviders(
      <RecordMedia
        media={media('/api/public/catalogue/media/lettera-7.jpg', 1000)}
        videoLinks={[]}
        label="L"
      />,
    );
    const img = screen.getByRole('img', { name: 'Lettera di Bruno' });
    const copies = (img.getAttribute('srcset') ?? '').split(', ');
    expect(copies).toEqual([
      '/iiif/image/media~lettera-7.jpg/full/480,/0/default.webp 480w',
      '/iiif/image/media~lettera-7.jpg/full/800,/0/default.webp 800w',
      '/iiif/image/media~lettera-7.jpg/full/1000,/0/default.webp 1000w',
    ]);
    expect(img.getAttribute('sizes')).toContain('100vw');
    expect(img.getAttribute('src')).toBe('/iiif/image/media~lettera-7.jpg/full/800,/0/default.webp');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows an external picture, or one of unknown size, as it is', () => {
    setPage('/oggetti/7');
    renderWithProviders(
      <RecordMedia media={media('https://example.org/foto.jpg', 1000)} videoLinks={[]} label="L" />,
    );
    let img = screen.getByRole('img', { name: 'Lettera di Bruno' });
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('src')).toBe('https://example.org/foto-large.jpg');
    cleanup();
    renderWithProviders(
      <RecordMedia media={media('/api/public/catalogue/media/lettera-7.jpg')} videoLinks={[]} label="L" />,
    );
    img = screen.getByRole('img', { name: 'Lettera di Bruno' });
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('src')).toBe('/api/public/catalogue/media/lettera-7-large.jpg');
  });
});
