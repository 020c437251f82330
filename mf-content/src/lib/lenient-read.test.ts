import { contentBlockSchema, pathStepSchema } from '@archive/contracts/documents';
import * as siteOptions from '@archive/contracts/site-options';
import { describe, expect, it } from 'vitest';
import { readContentBlock, readHomeSection, readPathStep } from './lenient-read';

/** The reader must answer exactly what the contracts' schema answers, for every input. */
/** What the test needs of a zod schema (mf-content does not depend on zod itself). */
type Schema = { safeParse(raw: unknown): { success: boolean; data?: unknown } };

function agrees(schema: Schema, read: (raw: unknown) => unknown, corpus: unknown[]) {
  for (const raw of corpus) {
    const parsed = schema.safeParse(raw);
    // toEqual: a key present with the value undefined counts as absent (zod keeps such keys).
    expect(read(raw), JSON.stringify(raw)).toEqual(parsed.success ? parsed.data : undefined);
  }
}

const long = (n: number) => 'a'.repeat(n);
const junk = [undefined, null, 0, 'text', [], true, {}];

describe('zod-free readers match the contracts schemas', () => {
  it('reads home sections', () => {
    const ok = { id: 'about', type: 'about' };
    agrees(siteOptions.homeSectionSchema, readHomeSection, [
      ...junk,
      ok,
      { ...ok, visible: false, extra: 1 },
      { ...ok, visible: 'yes' },
      { ...ok, visible: undefined },
      { ...ok, id: 'Upper' },
      { ...ok, id: '' },
      { ...ok, id: long(40) },
      { ...ok, id: long(41) },
      { ...ok, id: 3 },
      ...siteOptions.HOME_SECTION_TYPES.map((type) => ({ id: 'x', type })),
      { ...ok, type: 'carousel' },
      { ...ok, color: '#fff' },
      { ...ok, color: '1d4f91' },
      { ...ok, color: '#12345' },
      { ...ok, color: 'red' },
      { ...ok, background: '#1d4f91' },
      { ...ok, background: 'abc' },
      { ...ok, background: '/files/fondo.jpg' },
      { ...ok, background: 'https://example.org/a.jpg' },
      { ...ok, background: 'HTTP://example.org/a.jpg' },
      { ...ok, background: 'javascript:alert(1)' },
      { ...ok, background: 'files/a.jpg' },
      { ...ok, background: '//evil.example/a.jpg' },
      { ...ok, background: '/\\evil.example/a.jpg' },
      { ...ok, color: undefined, background: undefined },
    ]);
  });

  it('reads content blocks', () => {
    const ref = { table: 'ca_objects', id: '12', label: 'Veduta' };
    agrees(contentBlockSchema, readContentBlock, [
      ...junk,
      { type: 'text', value: '<p>x</p>' },
      { type: 'text', value: '<p>x</p>', id: 'b1', extra: true },
      { type: 'text', value: '<p>x</p>', id: long(41) },
      { type: 'text', value: long(200_001) },
      { type: 'text', value: 5 },
      { type: 'text' },
      { type: 'poem', value: 'x' },
      { type: 'image', value: { url: '/files/a.jpg' } },
      { type: 'image', value: { url: '/files/a.jpg', alt: 'Ponte', caption: 'Nel 1890', x: 1 } },
      { type: 'image', value: { url: 'https://example.org/a.jpg', alt: long(501) } },
      { type: 'image', value: { url: 'ftp://example.org/a.jpg' } },
      { type: 'image', value: { url: '//evil.example/a.jpg' } },
      { type: 'image', value: { url: '/\\evil.example/a.jpg' } },
      { type: 'image', value: { url: `/${long(2000)}` } },
      { type: 'image', value: { url: '/a.jpg', caption: long(2001) } },
      { type: 'image', value: '/a.jpg' },
      { type: 'video', value: { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' } },
      { type: 'video', value: { url: 'https://vimeo.com/76979871', caption: 'Il ponte' } },
      { type: 'video', value: { url: 'https://evil.example/watch?v=aqz-KE-bpKQ' } },
      { type: 'video', value: { url: 42 } },
      { type: 'records', value: [] },
      { type: 'text', value: '<p>x</p>', visible: false, color: '#fff', background: '#1d4f91' },
      { type: 'text', value: '<p>x</p>', visible: 'no' },
      { type: 'text', value: '<p>x</p>', color: 'red' },
      { type: 'text', value: '<p>x</p>', background: '/files/fondo.jpg' },
      { type: 'text', value: '<p>x</p>', background: 'javascript:alert(1)' },
      { type: 'gallery', value: [] },
      {
        type: 'gallery',
        value: [
          { url: '/files/a.jpg', alt: 'Ponte' },
          { url: '/files/b.jpg', caption: 'x' },
        ],
      },
      { type: 'gallery', value: [{ url: '//evil.example/a.jpg' }] },
      { type: 'gallery', value: { url: '/files/a.jpg' } },
      { type: 'records', value: [ref, { table: 'ca_entities', id: 'A_7' }] },
      { type: 'records', value: [{ ...ref, table: 'users' }] },
      { type: 'records', value: [{ ...ref, id: '1-2' }] },
      { type: 'records', value: [{ ...ref, label: long(501) }] },
      { type: 'records', value: [ref, 'x'] },
      { type: 'records', value: Array.from({ length: 101 }, () => ref) },
      { type: 'records', value: ref },
    ]);
  });

  it('reads path steps', () => {
    const ok = { title: 'Le mura', text: '<p>x</p>' };
    agrees(pathStepSchema, readPathStep, [
      ...junk,
      ok,
      { title: '  Le mura  ' },
      { title: '   ' },
      { title: long(300) },
      { title: ` ${long(300)} ` },
      { title: long(301) },
      { ...ok, text: long(50_001) },
      { ...ok, text: 3 },
      { ...ok, id: 's1' },
      { ...ok, visible: false, color: '#fff', background: '/files/a.jpg' },
      { ...ok, color: 'blue' },
      { ...ok, id: long(41) },
      { ...ok, image: '' },
      { ...ok, image: '/files/viali.jpg' },
      { ...ok, image: 'viali.jpg' },
      { ...ok, record: { table: 'ca_objects', id: '1112', label: 'Progetto' } },
      { ...ok, record: { table: 'ca_objects', id: 'bad id' } },
      { ...ok, record: null },
      { ...ok, extra: 'dropped' },
    ]);
  });
});
