import { describe, expect, it } from 'vitest';
import { contentDataSchema, environmentSchema, pathDataSchema } from './documents';
import { mapDocumentHtml } from './html-fields';
import { siteOptionsSchema } from './site-options';

const mark = (html: string) => `[clean ${html}]`;

describe('mapDocumentHtml', () => {
  it('cleans text blocks of content documents and leaves the other fields', () => {
    const data = {
      title: '<b>Titolo</b>',
      summary: '<i>x</i>',
      blocks: [
        { type: 'text', value: '<p>a</p>' },
        { type: 'image', value: { url: '/a.jpg', alt: '' } },
      ],
    };
    for (const collection of ['pages', 'news', 'institutes'] as const)
      expect(mapDocumentHtml(collection, data, mark)).toEqual({
        ...data,
        blocks: [{ type: 'text', value: '[clean <p>a</p>]' }, data.blocks[1]],
      });
  });
  it('cleans the steps and blocks of guided paths', () => {
    const out = mapDocumentHtml(
      'paths',
      { title: 'P', steps: [{ title: 'S', text: '<p>s</p>' }], blocks: [{ type: 'text', value: 'b' }] },
      mark,
    );
    expect(out).toEqual({
      title: 'P',
      steps: [{ title: 'S', text: '[clean <p>s</p>]' }],
      blocks: [{ type: 'text', value: '[clean b]' }],
    });
  });
  it('cleans footer blocks and the login text in every locale', () => {
    expect(
      mapDocumentHtml(
        'options',
        { title: 'T', footer_blocks: [{ title: 'O', text: { it: 'a', en: 'b' } }] },
        mark,
      ),
    ).toEqual({ title: 'T', footer_blocks: [{ title: 'O', text: { it: '[clean a]', en: '[clean b]' } }] });
    expect(mapDocumentHtml('environment', { title: 'L', body: 'x' }, mark)).toEqual({
      title: 'L',
      body: '[clean x]',
    });
  });
  it('leaves malformed stored data as it is', () => {
    expect(mapDocumentHtml('pages', { blocks: 'nope' }, mark)).toEqual({ blocks: 'nope' });
    expect(mapDocumentHtml('options', null, mark)).toBeNull();
    expect(mapDocumentHtml('home', { sections: [] }, mark)).toEqual({ sections: [] });
  });
  it('covers every schema field described as HTML', () => {
    // A new field described as HTML in the schemas must be added to mapDocumentHtml.
    const described = JSON.stringify([
      contentDataSchema.toJSONSchema?.() ?? {},
      pathDataSchema.toJSONSchema?.() ?? {},
      siteOptionsSchema.toJSONSchema?.({ io: 'input' }) ?? {},
      environmentSchema.toJSONSchema?.({ io: 'input' }) ?? {},
    ]).match(/"description":"[^"]*HTML[^"]*"/g);
    expect(described).toEqual([
      '"description":"Sanitised HTML"',
      '"description":"Sanitised HTML"',
      '"description":"Step text, sanitised HTML"',
      '"description":"Block body, sanitised HTML"',
      '"description":"Login screen intro, sanitised HTML"',
    ]);
  });
});
