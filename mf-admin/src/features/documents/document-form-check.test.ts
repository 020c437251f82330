import { describe, expect, it } from 'vitest';
import { checkNewDocument } from './document-form-check';

describe('new document check', () => {
  it('asks for the title and accepts only YouTube or Vimeo video links', () => {
    const errors = checkNewDocument(
      { title: ' ', slug: 'ok', video: 'https://example.org/v.mp4' },
      'it',
      'slug',
    );
    expect(errors.title).toBe('Ricordati di inserire il titolo');
    expect(errors.video).toMatch(/YouTube/);
    expect(errors.slug).toBeUndefined();
  });

  it('passes a complete form', () => {
    expect(
      checkNewDocument(
        { title: 'Mostra', slug: 'mostra-2024', video: 'https://youtu.be/dQw4w9WgXcQ' },
        'it',
        's',
      ),
    ).toEqual({});
  });
});
