import type { fakeFetch } from '../../lib/test-utils';

/**
 * Tests of the two login-text editors (in place on /login, and Settings > Generale): the login
 * screen's document as the gateway answers it, and the saves a test's fake network received.
 */
export const loginDocument = (revision = 2, data: Record<string, unknown> = {}) => ({
  name: 'login',
  collection: 'environment',
  locale: 'it',
  revision,
  updatedAt: '2026-01-02T10:00:00.000Z',
  data: {
    title: { it: 'Area riservata', en: 'Reserved area' },
    body: { it: '<p>Accesso per il <strong>personale</strong>.</p>', en: '<p>Staff only.</p>' },
    bottomLinks: [{ link: '/privacy-policy', label: 'Privacy' }],
    ...data,
  },
});

export const saveCalls = (net: ReturnType<typeof fakeFetch>) =>
  net.calls.filter((c) => c.path === '/api/auth/firebase/saveDoc');
