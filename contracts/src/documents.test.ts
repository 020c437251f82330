import { describe, expect, it } from 'vitest';
import {
  blockImageUrls,
  contentBlockSchema,
  contentDataSchema,
  contentDocumentSchema,
  documentCollectionSchema,
  documentDataSchemaFor,
  documentNameSchema,
  environmentSchema,
  pathDataSchema,
} from './documents';

describe('environment', () => {
  it('defaults every field', () => {
    expect(environmentSchema.parse({})).toEqual({
      backgroundImage: '',
      title: '',
      body: '',
      bottomLinks: [],
    });
  });
  it('accepts links and refuses script URLs', () => {
    expect(
      environmentSchema.safeParse({ bottomLinks: [{ link: 'https://ente.example', label: { it: 'Ente' } }] })
        .success,
    ).toBe(true);
    expect(environmentSchema.safeParse({ bottomLinks: [{ link: 'javascript:x', label: 'x' }] }).success).toBe(
      false,
    );
    expect(environmentSchema.safeParse({ backgroundImage: 'data:image/png;base64,xx' }).success).toBe(false);
    for (const link of ['//evil.example', '/\\evil.example', '/\n/evil.example'])
      expect(environmentSchema.safeParse({ bottomLinks: [{ link, label: 'x' }] }).success, link).toBe(false);
  });
});

describe('content blocks', () => {
  it('accepts text, image, video and records blocks', () => {
    for (const block of [
      { type: 'text', value: '<p>Ciao</p>' },
      { type: 'image', value: { url: '/files/it/a.jpg', alt: 'A' } },
      { type: 'video', value: { url: 'https://youtu.be/dQw4w9WgXcQ' } },
      { type: 'records', value: [{ table: 'ca_objects', id: '12', label: 'Vaso' }] },
    ]) {
      expect(contentBlockSchema.safeParse(block).success, block.type).toBe(true);
    }
  });
  it('refuses unknown types, non-video links and bad record refs', () => {
    expect(contentBlockSchema.safeParse({ type: 'iframe', value: '<iframe>' }).success).toBe(false);
    const video = contentBlockSchema.safeParse({ type: 'video', value: { url: 'https://evil.example/v' } });
    expect(video.success).toBe(false);
    expect(video.error?.issues[0]?.message).toBe('validation.videoLinksOnly');
    expect(
      contentBlockSchema.safeParse({ type: 'records', value: [{ table: 'ca_lists', id: '1' }] }).success,
    ).toBe(false);
    expect(contentBlockSchema.safeParse({ type: 'image', value: { url: 'javascript:x' } }).success).toBe(
      false,
    );
  });
  it('lists the image URLs of a body', () => {
    const blocks = contentDataSchema.parse({
      title: 'x',
      blocks: [
        { type: 'image', value: { url: '/a.jpg' } },
        { type: 'text', value: 'x' },
        { type: 'image', value: { url: '/b.jpg' } },
      ],
    }).blocks;
    expect(blockImageUrls(blocks)).toEqual(['/a.jpg', '/b.jpg']);
  });
});

describe('content data', () => {
  it('requires a title with the Italian message id', () => {
    const res = contentDataSchema.safeParse({ title: '   ' });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe('validation.titleRequired');
    expect(contentDataSchema.safeParse({ title: 'x'.repeat(301) }).success).toBe(false);
  });
  it('defaults published and blocks', () => {
    expect(contentDataSchema.parse({ title: ' Mostra ' })).toEqual({
      title: 'Mostra',
      published: true,
      blocks: [],
    });
  });
  it('keeps path steps in order', () => {
    const path = pathDataSchema.parse({
      title: 'La guerra',
      steps: [{ title: 'Uno', record: { table: 'ca_objects', id: '1' } }, { title: 'Due' }],
    });
    expect(path.steps.map((s) => s.title)).toEqual(['Uno', 'Due']);
    expect(pathDataSchema.safeParse({ title: 'x', steps: [{ title: '' }] }).success).toBe(false);
  });
});

describe('documents', () => {
  it('carries revision and audit fields', () => {
    const doc = {
      id: 'chi-siamo',
      collection: 'pages',
      locale: 'it',
      revision: 3,
      updatedAt: '2024-05-01T10:00:00Z',
      updatedBy: 'editor@example.org',
      title: 'Chi siamo',
    };
    expect(contentDocumentSchema.parse(doc).revision).toBe(3);
    expect(contentDocumentSchema.safeParse({ ...doc, revision: -1 }).success).toBe(false);
    expect(contentDocumentSchema.safeParse({ ...doc, updatedAt: 'yesterday' }).success).toBe(false);
    expect(contentDocumentSchema.safeParse({ ...doc, locale: 'pt' }).success).toBe(false);
  });
  it('restricts names and collections', () => {
    expect(documentNameSchema.safeParse('about_2').success).toBe(true);
    expect(documentNameSchema.safeParse('../secret').success).toBe(false);
    expect(documentNameSchema.safeParse('').success).toBe(false);
    expect(documentCollectionSchema.safeParse('users').success).toBe(false);
  });
  it('picks the data schema per collection', () => {
    expect(documentDataSchemaFor('options').safeParse({}).success).toBe(true);
    expect(documentDataSchemaFor('environment').safeParse({ title: 'x' }).success).toBe(true);
    expect(documentDataSchemaFor('news').safeParse({}).success).toBe(false);
    expect(documentDataSchemaFor('paths').safeParse({ title: 'x', steps: 'no' }).success).toBe(false);
    expect(documentDataSchemaFor('institutes').safeParse({ title: 'x', email: 'bad' }).success).toBe(false);
    // Issue 25: opening hours are plain text, bounded like the address.
    expect(documentDataSchemaFor('institutes').safeParse({ title: 'x', hours: 'Lun-Ven 9-17' }).success).toBe(
      true,
    );
    expect(
      documentDataSchemaFor('institutes').safeParse({ title: 'x', hours: 'x'.repeat(501) }).success,
    ).toBe(false);
    expect(documentDataSchemaFor('home').safeParse({ sections: [{ id: 'a', type: 'news' }] }).success).toBe(
      true,
    );
  });
});
