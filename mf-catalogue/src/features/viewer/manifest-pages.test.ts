import { describe, expect, it } from 'vitest';
import { labelIn, manifestPages } from './manifest-pages';

const canvas = (n: number, body: Record<string, unknown>, label: Record<string, string[]>) => ({
  id: `https://a.org/iiif/ca_objects/1/canvas/${n}`,
  type: 'Canvas',
  label,
  width: 100,
  height: 80,
  items: [
    {
      id: 'p',
      type: 'AnnotationPage',
      items: [{ id: 'a', type: 'Annotation', motivation: 'painting', body }],
    },
  ],
});

describe('manifestPages', () => {
  it('reads one page per canvas, with the info.json of its image service and the label in the language', () => {
    const service = 'https://a.org/iiif/image/media~demo-01-large.png';
    const manifest = {
      type: 'Manifest',
      items: [
        canvas(
          1,
          {
            id: `${service}/full/max/0/default.jpg`,
            type: 'Image',
            service: [{ id: service, type: 'ImageService3' }],
          },
          { it: ['Fronte'], en: ['Front'] },
        ),
        canvas(2, { id: 'https://b.net/retro.jpg', type: 'Image' }, { none: ['2'] }),
        { type: 'Canvas', items: [] },
      ],
    };
    expect(manifestPages(manifest, 'en')).toEqual([
      {
        src: `${service}/full/!1600,1600/0/default.jpg`,
        original: `${service}/full/max/0/default.jpg`,
        title: 'Front',
        info: `${service}/info.json`,
      },
      { src: 'https://b.net/retro.jpg', original: 'https://b.net/retro.jpg', title: '2' },
    ]);
  });

  it('survives anything that is not a manifest', () => {
    expect(manifestPages(null, 'it')).toEqual([]);
    expect(manifestPages({ items: 'x' }, 'it')).toEqual([]);
    expect(labelIn({ fr: ['Recto'] }, 'it')).toBe('Recto');
  });
});
