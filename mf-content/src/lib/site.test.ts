import { DEFAULT_HOME_SECTIONS } from '@archive/contracts/home-sections';
import { siteOptionsSchema } from '@archive/contracts/site-options';
import { describe, expect, it } from 'vitest';
import { homeSectionsOf } from './site';

describe("the visitor's home sections (homeSectionsOf)", () => {
  it('a home that never chose gets the default sections; one whose manager removed every section stays empty (issue 25)', () => {
    expect(homeSectionsOf({}).map((s) => s.id)).toEqual(DEFAULT_HOME_SECTIONS.map((s) => s.id));
    expect(homeSectionsOf({ home: {} } as never).length).toBe(DEFAULT_HOME_SECTIONS.length);
    // As saved: the empty list dropped, the flag kept. The same answer as the schema's.
    const emptied = { home: { emptied: true } } as never;
    expect(homeSectionsOf(emptied)).toEqual([]);
    expect(siteOptionsSchema.parse(emptied).home.sections).toEqual([]);
    expect(
      homeSectionsOf({ home: { emptied: true, sections: [{ id: 'news', type: 'news' }] } } as never),
    ).toEqual([{ id: 'news', type: 'news', visible: true }]);
  });
});
