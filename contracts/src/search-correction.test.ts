import { describe, expect, it } from 'vitest';
import { replaceSearchWord } from './search-correction';

describe('replaceSearchWord', () => {
  it('replaces the whole word whatever its case, inside phrases too', () => {
    expect(replaceSearchWord('Lettra di Roma "una lettra"', 'lettra', 'lettera')).toBe(
      'lettera di Roma "una lettera"',
    );
  });
  it('never touches the word inside a longer one, and reads regex characters literally', () => {
    expect(replaceSearchWord('lettrare lettra', 'lettra', 'lettera')).toBe('lettrare lettera');
    expect(replaceSearchWord('a.b axb', 'a.b', 'c')).toBe('c axb');
  });
});
