import { describe, expect, it } from 'vitest';
import { answerKey, SharedAnswers } from './shared-answers';

const call = (url: string, body: string, extra: Partial<{ status: number; setsCookie: boolean }> = {}) => ({
  url,
  body,
  status: 200,
  contentType: 'application/json',
  setsCookie: false,
  ...extra,
});

// What one anonymous render may reuse of another's API answers (issue 22): only while the data
// versions it was drawn from hold, per call and per what was sent along, and only public answers.
describe('answers shared by anonymous renders', () => {
  const options = '/api/public/firebase/getDocBySlug';
  const it_ = answerKey('POST', options, '{"locale":"it","name":"site"}', '{"accept-language":"it"}');
  const en = answerKey('POST', options, '{"locale":"en","name":"site"}', '{"accept-language":"it"}');

  it('answers the same call again while the versions hold, and never after they changed', () => {
    const shared = new SharedAnswers();
    shared.set('v1', it_, call(options, '{"title":"Archivio"}'));
    expect(shared.get('v1', it_)?.body).toBe('{"title":"Archivio"}');
    // A save or an import: another fingerprint, nothing from before it.
    expect(shared.get('v2', it_)).toBeUndefined();
    // A signed-in level is a fingerprint of its own: an editor's answers never reach a visitor.
    shared.set('v2|level:16', it_, call(options, '{"title":"Bozza"}'));
    expect(shared.get('v2', it_)).toBeUndefined();
    expect(shared.get('v2|level:8', it_)).toBeUndefined();
    expect(shared.get('v2|level:16', it_)?.body).toBe('{"title":"Bozza"}');
  });

  it('keeps each locale, body and header set apart', () => {
    const shared = new SharedAnswers();
    shared.set('v1', it_, call(options, '{"title":"Archivio"}'));
    expect(shared.get('v1', en)).toBeUndefined();
    const consent = answerKey(
      'POST',
      options,
      '{"locale":"it","name":"site"}',
      '{"cookie":"oa_consent=all"}',
    );
    expect(shared.get('v1', consent)).toBeUndefined();
  });

  it('keeps no answer that set a cookie, came from outside the public API or failed', () => {
    const shared = new SharedAnswers();
    const keys = ['a', 'b', 'c'].map((k) => answerKey('POST', `/api/public/${k}`, '', ''));
    shared.set('v1', keys[0] ?? '', call('/api/public/a', '{}', { setsCookie: true }));
    shared.set('v1', keys[1] ?? '', call('/api/auth/profile', '{}'));
    shared.set('v1', keys[2] ?? '', call('/api/public/c', '{}', { status: 503 }));
    expect(keys.map((k) => shared.get('v1', k))).toEqual([undefined, undefined, undefined]);
    expect(shared.size).toBe(0);
  });

  it("draws an answer anew once it is older than its age limit (the home's random images)", () => {
    let now = 0;
    const shared = new SharedAnswers({ maxAgeMs: 10_000, now: () => now });
    shared.set('v1', it_, call(options, '{}'));
    now = 9_000;
    expect(shared.get('v1', it_)).toBeDefined();
    now = 10_001;
    expect(shared.get('v1', it_)).toBeUndefined();
  });

  it('stays bounded, the least recently used leaving first', () => {
    const shared = new SharedAnswers({ maxEntries: 3 });
    const key = (n: number) => answerKey('POST', '/api/public/catalogue/record', `{"id":${n}}`, '');
    for (const n of [1, 2, 3]) shared.set('v1', key(n), call('/api/public/catalogue/record', `{"id":${n}}`));
    shared.get('v1', key(1));
    shared.set('v1', key(4), call('/api/public/catalogue/record', '{"id":4}'));
    expect(shared.size).toBe(3);
    expect(shared.get('v1', key(2))).toBeUndefined();
    expect(shared.get('v1', key(1))?.body).toBe('{"id":1}');
  });
});
