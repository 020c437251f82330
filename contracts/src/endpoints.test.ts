import { describe, expect, it } from 'vitest';
import * as catalogueApi from './catalogue-api';
import * as catalogueEndpoints from './catalogue-endpoints';
import * as contentApi from './content-api';
import * as contentEndpoints from './content-endpoints';
import { ENDPOINTS } from './endpoints';

const callsOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter(([name]) => name.endsWith('Call')) as [
    string,
    { method: string; path: string },
  ][];

describe.each([
  ['catalogue', catalogueApi, catalogueEndpoints],
  ['content', contentApi, contentEndpoints],
] as const)('%s endpoints for the browser', (_name, api, endpoints) => {
  const definitions = callsOf(api);
  it('has one endpoint per call definition, and nothing else', () => {
    expect(definitions.length).toBeGreaterThan(10);
    expect(Object.keys(endpoints).sort()).toEqual(definitions.map(([name]) => name).sort());
  });
  it.each(definitions)('%s: same method and path as its definition, and no schema', (name, call) => {
    const ref = (endpoints as Record<string, { method: string; path: string; definition?: unknown }>)[name];
    expect(ref).toMatchObject({ method: call.method, path: call.path });
    expect(ref?.definition).toBeUndefined();
    expect(Object.keys(ref ?? {})).not.toContain('body');
  });
});

describe('ENDPOINTS', () => {
  it('puts every session-checked call under /api/auth and every other under /api/public', () => {
    for (const [name, e] of Object.entries(ENDPOINTS)) {
      expect(e.path.startsWith(e.auth ? '/api/auth/' : '/api/public/'), name).toBe(true);
    }
  });
  it('gives each path and method to one call only', () => {
    const keys = Object.values(ENDPOINTS).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
