import { isAcceptedVideoUrl } from '@archive/contracts/validation';
import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video-embed';

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    // Unlisted Vimeo videos: the privacy hash the admin's check accepted reaches the player.
    ['https://vimeo.com/76979871/abcdef1234', 'https://player.vimeo.com/video/76979871?h=abcdef1234'],
    [
      'https://player.vimeo.com/video/76979871?h=abcdef1234',
      'https://player.vimeo.com/video/76979871?h=abcdef1234',
    ],
  ])('embeds %s', (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed);
  });

  it.each([
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not a url',
    'https://youtube.com/',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
  ])('refuses %s', (link) => {
    expect(videoEmbedUrl(link)).toBeUndefined();
  });
});

describe('one parser for the admin and the embed', () => {
  it.each([
    'https://vimeo.com/76979871/abcdef1234',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks/76979871',
    'https://youtu.be/dQw4w9WgXcQ?t=10',
    'https://vimeo.com/12',
  ])('the embed plays %s exactly when the admin accepts it', (link) => {
    expect(videoEmbedUrl(link) !== undefined).toBe(isAcceptedVideoUrl(link));
  });
});
