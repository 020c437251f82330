import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS, ImageRequestError, parseImageRequest, planKey } from './image-request';

const parse = (region: string, size: string, rotation = '0', qualityFormat = 'default.jpg') =>
  parseImageRequest({ region, size, rotation, qualityFormat }, 4000, 3000);

describe('parseImageRequest (Image API 3.0)', () => {
  it('reads the tile requests viewers make', () => {
    expect(parse('0,0,512,512', '512,')).toMatchObject({
      region: { x: 0, y: 0, w: 512, h: 512 },
      size: { w: 512, h: 512 },
    });
    // The last tile of a row is clipped to the image, as the spec asks.
    expect(parse('3584,2560,1024,1024', '208,')).toMatchObject({
      region: { x: 3584, y: 2560, w: 416, h: 440 },
    });
    expect(parse('full', '!256,256')).toMatchObject({ size: { w: 256, h: 192 } });
    expect(parse('square', ',100').region).toEqual({ x: 500, y: 0, w: 3000, h: 3000 });
    expect(parse('pct:50,50,50,50', 'pct:10').size).toEqual({ w: 200, h: 150 });
    expect(parse('full', 'max', '!90', 'gray.png')).toMatchObject({
      rotation: 90,
      mirror: true,
      quality: 'gray',
      format: 'png',
    });
  });

  it('keeps max within the limits and upscales only with ^', () => {
    expect(parse('full', 'max').size).toEqual({ w: 4000, h: 3000 });
    expect(parse('0,0,100,100', '^max').size).toEqual({
      w: IMAGE_LIMITS.maxWidth,
      h: IMAGE_LIMITS.maxHeight,
    });
    expect(parse('0,0,100,100', '^200,').size).toEqual({ w: 200, h: 200 });
    expect(() => parse('0,0,100,100', '200,')).toThrow(ImageRequestError);
    expect(() => parse('0,0,100,100', 'pct:150')).toThrow(ImageRequestError);
  });

  it('refuses hostile and broken requests before any work', () => {
    const bad: [string, string, string?, string?][] = [
      ['full', '^99999,'],
      ['full', '^5000,5000'],
      ['full', '^pct:1000'],
      ['-1,0,10,10', 'max'],
      ['4000,0,10,10', 'max'],
      ['0,0,0,10', 'max'],
      ['full', '0,'],
      ['full', 'pct:0'],
      ['full', '1,1', '45'],
      ['full', 'max', '0', 'default.tif'],
      ['full', 'max', '0', 'sepia.jpg'],
      ['full', '12345678,'],
      ['pct:0,0,0.0000001,1', 'max'],
      ['full', ' max'],
    ];
    for (const [region, size, rotation, qf] of bad)
      expect(() => parse(region, size, rotation, qf), `${region}/${size}`).toThrow(ImageRequestError);
  });

  it('gives equivalent requests one cache key', () => {
    expect(planKey(parse('pct:0,0,50,50', '1000,'))).toBe(planKey(parse('0,0,2000,1500', '1000,750')));
  });
});
