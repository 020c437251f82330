// Every locale registered, as on the server (in the browser the shell loads the page's locale).
import './messages-all';
import { describe, expect, it } from 'vitest';
import {
  appendBlankRow,
  checkHeaderLinks,
  checkTitle,
  checkVideoLinks,
  isAcceptedVideoUrl,
  isEmptyValue,
  parseVideoUrl,
  stripEmpty,
  toEmbedUrl,
} from './validation';

describe('video links', () => {
  it('accepts the YouTube forms', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      '  http://www.youtube.com/watch?v=dQw4w9WgXcQ ',
    ]) {
      expect(parseVideoUrl(url), url).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    }
  });
  it('accepts the Vimeo forms', () => {
    expect(parseVideoUrl('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871')).toEqual({
      provider: 'vimeo',
      id: '76979871',
    });
    expect(parseVideoUrl('https://vimeo.com/channels/staffpicks/76979871')?.id).toBe('76979871');
    expect(parseVideoUrl('https://vimeo.com/76979871/abc123def0')).toEqual({
      provider: 'vimeo',
      id: '76979871',
      hash: 'abc123def0',
    });
  });
  it('refuses look-alike hosts and other sites', () => {
    for (const url of [
      'https://youtube.com.evil.tld/watch?v=dQw4w9WgXcQ',
      'https://evil-youtube.com/watch?v=dQw4w9WgXcQ',
      'https://notyoutu.be/dQw4w9WgXcQ',
      'https://vimeo.com.evil.tld/76979871',
      'https://www.youtube.com@evil.tld/watch?v=dQw4w9WgXcQ',
      'https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
      'https://dailymotion.com/video/x7',
      'javascript:alert(1)//youtube.com',
      'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(isAcceptedVideoUrl(url), url).toBe(false);
    }
  });
  it('refuses links without a valid video id', () => {
    for (const url of [
      'https://www.youtube.com/',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/channel/UC123',
      'https://youtu.be/',
      'https://vimeo.com/about',
      'https://player.vimeo.com/76979871',
      'https://vimeo.com/76979871/not-a-hash!',
      '',
      'not a url',
    ]) {
      expect(isAcceptedVideoUrl(url), url).toBe(false);
    }
    expect(isAcceptedVideoUrl(undefined)).toBe(false);
    expect(isAcceptedVideoUrl(42)).toBe(false);
  });
  it('builds embed URLs', () => {
    expect(toEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(toEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(toEmbedUrl('https://vimeo.com/76979871/abc123def0')).toBe(
      'https://player.vimeo.com/video/76979871?h=abc123def0',
    );
    expect(toEmbedUrl('https://example.org/video.mp4')).toBeUndefined();
  });
  it('reports the video-links-only message', () => {
    expect(checkVideoLinks(['https://youtu.be/dQw4w9WgXcQ'])).toEqual({ ok: true });
    expect(checkVideoLinks(['https://youtu.be/dQw4w9WgXcQ', 'https://x.example/v'])).toEqual({
      ok: false,
      message: 'Sono accettati solo link a video di YouTube o Vimeo',
    });
    expect(checkVideoLinks([])).toEqual({ ok: true });
  });
});

describe('checkHeaderLinks', () => {
  it('allows up to 3 links', () => {
    expect(checkHeaderLinks([1, 2, 3])).toEqual({ ok: true });
    expect(checkHeaderLinks([])).toEqual({ ok: true });
  });
  it('refuses a fourth with the max in the message', () => {
    expect(checkHeaderLinks([1, 2, 3, 4])).toEqual({ ok: false, message: 'Puoi inserire al massimo 3 link' });
    expect(checkHeaderLinks([1, 2, 3, 4], 'en')).toEqual({
      ok: false,
      message: 'You can add at most 3 links',
    });
  });
});

describe('checkTitle', () => {
  it('requires a title', () => {
    for (const bad of ['', '   ', undefined, null, 3]) {
      expect(checkTitle(bad)).toEqual({ ok: false, message: 'Ricordati di inserire il titolo' });
    }
    expect(checkTitle('Mostra')).toEqual({ ok: true });
  });
  it('refuses over-long titles', () => {
    expect(checkTitle('x'.repeat(300))).toEqual({ ok: true });
    expect(checkTitle('x'.repeat(301))).toEqual({
      ok: false,
      message: 'Il titolo può contenere al massimo 300 caratteri',
    });
  });
});

describe('stripEmpty', () => {
  it('removes empty values recursively and keeps 0 and false', () => {
    expect(
      stripEmpty({
        title: 'Mostra',
        subtitle: '',
        note: '   ',
        count: 0,
        published: false,
        cover: null,
        extra: undefined,
        meta: { a: '', b: { c: null } },
        blocks: [{ type: 'text', value: 'x' }, { type: '', value: '' }, {}, null, ''],
        tags: ['', 'a'],
      }),
    ).toEqual({
      title: 'Mostra',
      count: 0,
      published: false,
      blocks: [{ type: 'text', value: 'x' }],
      tags: ['a'],
    });
  });
  it('keeps the kind of an entirely empty input', () => {
    expect(stripEmpty({ a: '' })).toEqual({});
    expect(stripEmpty([null, ''])).toEqual([]);
    expect(stripEmpty('')).toBe('');
  });
  it('does not mutate its input', () => {
    const input = { a: '', b: [''] };
    stripEmpty(input);
    expect(input).toEqual({ a: '', b: [''] });
  });
  it('keeps dates and numbers as content', () => {
    const d = new Date(0);
    expect(stripEmpty({ d, n: Number.NaN })).toEqual({ d, n: Number.NaN });
  });
  it('tells empty values apart', () => {
    expect(isEmptyValue({ a: [{}], b: '' })).toBe(true);
    expect(isEmptyValue({ a: 0 })).toBe(false);
    expect(isEmptyValue(false)).toBe(false);
  });
});

describe('appendBlankRow', () => {
  const blank = { email: '', text: '' };
  it('appends a blank row after a filled last row', () => {
    const rows = [{ email: 'a@b.it', text: '' }];
    expect(appendBlankRow(rows, blank)).toEqual([...rows, blank]);
  });
  it('gives an empty list its first row', () => {
    expect(appendBlankRow([], blank)).toEqual([blank]);
  });
  it('does nothing when the last row is still blank', () => {
    const rows = [
      { email: 'a@b.it', text: '' },
      { email: '', text: ' ' },
    ];
    expect(appendBlankRow(rows, blank)).toBe(rows);
  });
  it('stops at the limit (100 by default)', () => {
    const full = Array.from({ length: 100 }, (_, i) => ({ email: `${i}@x.it`, text: '' }));
    expect(appendBlankRow(full, blank)).toBe(full);
    expect(appendBlankRow([{ email: 'a', text: '' }], blank, 1)).toHaveLength(1);
    expect(appendBlankRow(full.slice(0, 99), blank)).toHaveLength(100);
  });
  it('copies the blank row so edits do not leak into the template', () => {
    const out = [...appendBlankRow([], blank)];
    out[0]!.email = 'changed';
    expect(blank.email).toBe('');
  });
});
