import { describe, expect, it } from 'vitest';
import { iiifIdentifierOf, iiifSrcSet } from './iiif-derivatives';

describe('IIIF derivatives of stored images', () => {
  it('names catalogue media and uploads as the gateway does, and nothing else', () => {
    expect(iiifIdentifierOf('/api/public/catalogue/media/demo-12-1.jpg')).toBe('media~demo-12-1.jpg');
    expect(iiifIdentifierOf('/files/museo/it/ab-foto.png')).toBe('files~museo~it~ab-foto.png');
    expect(iiifIdentifierOf('https://example.org/a.jpg')).toBeUndefined();
    expect(iiifIdentifierOf('/api/public/catalogue/media/../x.jpg')).toBeUndefined();
    expect(iiifIdentifierOf('/files/a.jpg?x=1')).toBeUndefined();
  });

  it('offers only widths the source can give, so a phone gets a small copy and nothing is upscaled', () => {
    const set = iiifSrcSet('/api/public/catalogue/media/demo-1-1.jpg', 1400);
    expect(set?.srcSet).toBe(
      [480, 800, 1200, 1400]
        .map((w) => `/iiif/image/media~demo-1-1.jpg/full/${w},/0/default.webp ${w}w`)
        .join(', '),
    );
    expect(iiifSrcSet('/api/public/catalogue/media/demo-1-1.jpg', undefined)).toBeUndefined();
    expect(iiifSrcSet('https://example.org/a.jpg', 2000)).toBeUndefined();
  });
});
