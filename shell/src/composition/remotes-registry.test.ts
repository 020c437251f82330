import { describe, expect, it, vi } from 'vitest';
import { parseRegistry } from './remotes-registry';

describe('parseRegistry', () => {
  it('keeps valid entries and drops malformed ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = {
      name: 'mf_content',
      entry: '/remotes/mf-content/1/remoteEntry.js',
      version: '1',
      contractsVersion: '1.0.0',
    };
    const manifest = { ...good, entry: '/remotes/mf-content/1/mf-manifest.json' };
    expect(parseRegistry({ remotes: [good, { name: 'evil', entry: 'x' }, manifest] })).toEqual([good]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('throws on a payload that is not a registry', () => {
    expect(() => parseRegistry({})).toThrow();
  });
});
