import { archiveStore } from '@archive/ui';
import { describe, expect, it } from 'vitest';
import { publishSiteOptions } from './publish-site-options';

describe('publishSiteOptions', () => {
  it('keeps the catalogue system the gateway answered (it is never part of a saved document)', () => {
    archiveStore.setState({ siteOptions: { title: 'Vecchio', catalogueSystem: 'pimcore' } as never });
    publishSiteOptions({ title: 'Nuovo' });
    expect(archiveStore.getState().siteOptions).toEqual({ title: 'Nuovo', catalogueSystem: 'pimcore' });
  });
});
