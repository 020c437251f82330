import { describe, expect, it } from 'vitest';
import { contactFormSchema, newsletterFormSchema } from './forms';

const person = { name: 'Ada', surname: 'Lovelace', email: 'ada@example.org' };

describe('newsletter form', () => {
  it('accepts a complete form', () => {
    expect(newsletterFormSchema.parse({ ...person, privacy: true })).toEqual({ ...person, privacy: true });
  });
  it('requires the privacy checkbox ticked', () => {
    for (const privacy of [false, undefined, 'true']) {
      const res = newsletterFormSchema.safeParse({ ...person, privacy });
      expect(res.success).toBe(false);
      expect(res.error?.issues[0]?.message).toBe('error.consentRequired');
    }
  });
  it('refuses bad emails, blank names and filled honeypots', () => {
    expect(
      newsletterFormSchema.safeParse({ ...person, email: 'ada', privacy: true }).error?.issues[0]?.message,
    ).toBe('validation.emailInvalid');
    expect(newsletterFormSchema.safeParse({ ...person, name: '  ', privacy: true }).success).toBe(false);
    expect(newsletterFormSchema.safeParse({ ...person, privacy: true, website: 'spam' }).success).toBe(false);
  });
});

describe('contact form', () => {
  const form = { ...person, text: 'Vorrei consultare il fondo.', terms: true };
  it('defaults to a contact request', () => {
    expect(contactFormSchema.parse(form).kind).toBe('contact');
  });
  it('accepts an access request about a record', () => {
    const res = contactFormSchema.parse({
      ...form,
      kind: 'access',
      record: { table: 'ca_objects', id: '9' },
    });
    expect(res.record).toEqual({ table: 'ca_objects', id: '9' });
  });
  it('requires the terms checkbox and a message', () => {
    expect(contactFormSchema.safeParse({ ...form, terms: false }).error?.issues[0]?.message).toBe(
      'error.termsRequired',
    );
    expect(contactFormSchema.safeParse({ ...form, text: '' }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...form, kind: 'complaint' }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...form, text: 'x'.repeat(5001) }).success).toBe(false);
  });
});
