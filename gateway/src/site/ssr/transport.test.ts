import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { inProcessTransport, type ObservedCall } from './transport';

const app = Fastify();
app.post('/api/public/catalogue/record', async () => ({ table: 'ca_objects', id: '7', title: 'Lettera' }));
app.get('/api/public/echo', async (request) => ({
  accept: request.headers.accept,
  language: request.headers['accept-language'] ?? null,
}));
app.get('/api/public/plain', async (_request, reply) => reply.type('text/plain').send('not json'));
afterAll(() => app.close());

describe("a render's in-process transport", () => {
  it('hands the cache tags the very answer the render parsed, parsed once', async () => {
    const calls: ObservedCall[] = [];
    const fetch = inProcessTransport(app, { headers: {}, cookies: {} }, (call) => calls.push(call));
    const response = await fetch('/api/public/catalogue/record', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ table: 'ca_objects', id: '7' }),
    });
    const data = await response.json();
    expect(data).toEqual({ table: 'ca_objects', id: '7', title: 'Lettera' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.json()).toBe(data);
    expect(await response.text()).toBe(calls[0]?.answer);
  });

  it('refuses an answer that is not JSON on every read, as JSON.parse would', async () => {
    const calls: ObservedCall[] = [];
    const fetch = inProcessTransport(app, { headers: {}, cookies: {} }, (call) => calls.push(call));
    const response = await fetch('/api/public/plain');
    expect(await response.text()).toBe('not json');
    await expect(response.json()).rejects.toThrow(SyntaxError);
    expect(() => calls[0]?.json()).toThrow(SyntaxError);
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it("sends the call's headers whatever their case, and answers with its content type", async () => {
    const fetch = inProcessTransport(app, { headers: { 'accept-language': 'fr' }, cookies: {} });
    for (const headers of [{ Accept: 'application/json' }, new Headers({ accept: 'application/json' })]) {
      const response = await fetch('/api/public/echo', { headers });
      expect(await response.json()).toEqual({ accept: 'application/json', language: 'fr' });
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(response.headers.get('x-other')).toBeNull();
    }
    const plain = await fetch('/api/public/plain');
    expect(plain.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('calls only the gateway API', async () => {
    const fetch = inProcessTransport(app, { headers: {}, cookies: {} });
    await expect(fetch('https://example.org/api/x')).rejects.toThrow(/only the gateway's API/);
  });
});
