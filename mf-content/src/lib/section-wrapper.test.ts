import { describe, expect, it } from 'vitest';
import { sectionStyle } from './section-wrapper';

describe('sectionStyle', () => {
  it('draws hex colours, with or without the # the contracts allow to omit', () => {
    expect(sectionStyle({ color: '#fff', background: '1d4f91' })).toEqual({
      color: '#fff',
      backgroundColor: '#1d4f91',
    });
  });

  it('takes any other background for an image URL, quoted so it cannot break out of url()', () => {
    const style = sectionStyle({ background: '/files/a") red;.jpg' });
    expect(style.backgroundImage).toBe('url("/files/a%22)%20red;.jpg")');
    expect(style.backgroundColor).toBeUndefined();
    expect(style.backgroundSize).toBe('cover');
  });

  it('leaves out what is no colour at all', () => {
    expect(sectionStyle({ color: 'expression(alert(1))' })).toEqual({});
  });
});
