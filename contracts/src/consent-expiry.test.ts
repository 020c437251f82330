import { describe, expect, it } from 'vitest';
import { consentStands, expireDay } from './consent-expiry';

const today = new Date('2026-11-26T10:00:00Z');

describe('the expire site option and cookie choices', () => {
  it('reads the settings form date, refusing days that do not exist', () => {
    expect(expireDay('19/09/2020')).toBe('2020-09-19');
    expect(expireDay('31/02/2024')).toBeUndefined();
    expect(expireDay('2020-09-19')).toBeUndefined();
  });

  it('with the default (19/09/2020) keeps every choice, old cookies without a date too', () => {
    expect(consentStands('2024-01-10', '19/09/2020', today)).toBe(true);
    expect(consentStands(undefined, undefined, today)).toBe(true);
  });

  it('asks again whoever chose before an expire day that has come', () => {
    expect(consentStands('2026-03-01', '01/06/2026', today)).toBe(false);
    expect(consentStands(undefined, '01/06/2026', today)).toBe(false);
    expect(consentStands('2026-06-01', '01/06/2026', today)).toBe(true);
    expect(consentStands('2026-11-26', '26/11/2026', today)).toBe(true);
  });

  it('keeps every choice until a future expire day comes (no bar at every page meanwhile)', () => {
    expect(consentStands('2026-11-26', '01/01/2027', today)).toBe(true);
    expect(consentStands('2026-11-26', '01/01/2027', new Date('2027-01-01T00:00:01Z'))).toBe(false);
  });

  it('asks nobody again for an unreadable expire; counts an unreadable choice date as an old choice', () => {
    expect(consentStands('2026-03-01', '99/99/2026', today)).toBe(true);
    expect(consentStands('garbage', '01/06/2026', today)).toBe(false);
  });
});
