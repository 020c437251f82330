import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/signed-in-app';
import { type Browser, MANAGER, post, type TestApp } from './test-app';

/**
 * Issue 25: document pages are edited like the home (blocks with visibility, colours, galleries,
 * path stops in frames). The gateway checks the shape with the contracts' schema and sanitises the
 * text to the editor's allow-list on save, whatever the browser sends: a bad block is a 400 with a
 * message, and nothing of the stored document is lost.
 */
describe('document blocks on save', () => {
  let app: TestApp;
  let manager: Browser;
  useSignedInApp({ manager: MANAGER }, (s) => ({ app, manager } = s));
  const save = (collection: string, name: string, data: unknown, revision?: number) =>
    post(app, '/api/auth/firebase/saveDoc', { collection, name, locale: 'it', data, revision }, manager);
  const stored = async (collection: 'pages' | 'paths', name: string) =>
    (await app.content.store.getDoc(collection, 'it', name))?.data;

  it('keeps hidden and coloured blocks, galleries and stops in their order; text cleaned to the editor’s elements', async () => {
    const blocks = [
      {
        id: 'b1',
        type: 'text',
        value:
          '<p class="MsoNormal" style="color:red"><span>Orari</span> <b>estivi</b></p><table><tr><td>x</td></tr></table>',
      },
      { id: 'b2', type: 'gallery', value: [{ url: '/files/a.jpg', alt: 'Facciata' }], visible: false },
      {
        id: 'b3',
        type: 'image',
        value: { url: '/files/b.jpg', alt: 'Sala' },
        color: '#ffffff',
        background: '#1d4f91',
      },
    ];
    expect((await save('pages', 'blocchi', { title: 'Blocchi', blocks })).statusCode).toBe(200);
    expect((await stored('pages', 'blocchi'))?.blocks).toEqual([
      { id: 'b1', type: 'text', value: '<p>Orari <b>estivi</b></p>x' },
      blocks[1],
      { ...blocks[2], value: { url: '/files/b.jpg', alt: 'Sala' } },
    ]);
    const steps = [
      { id: 's1', title: 'Partenza', text: '<p onclick="x()">Via</p>', visible: false },
      { id: 's2', title: 'Arrivo', text: '', background: '/files/fondo.jpg' },
    ];
    expect((await save('paths', 'giro', { title: 'Giro', steps })).statusCode).toBe(200);
    expect((await stored('paths', 'giro'))?.steps).toEqual([
      { ...steps[0], text: '<p>Via</p>' },
      { id: 's2', title: 'Arrivo', background: '/files/fondo.jpg' }, // an empty text is not stored
    ]);
  });

  it('refuses bad blocks with a 400 and a message, and keeps the stored document', async () => {
    expect(
      (await save('pages', 'tenuto', { title: 'Tenuto', blocks: [{ type: 'text', value: '<p>a</p>' }] }))
        .statusCode,
    ).toBe(200);
    const before = await stored('pages', 'tenuto');
    const bad: unknown[] = [
      [{ type: 'gallery', value: [{ url: 'javascript:alert(1)' }] }],
      [{ type: 'gallery', value: { url: '/a.jpg' } }],
      [{ type: 'text', value: '<p>a</p>', background: '//evil.example/a.jpg' }],
      [{ type: 'text', value: '<p>a</p>', color: 'expression(alert(1))' }],
      [{ type: 'text', value: '<p>a</p>', visible: 'no' }],
      [{ type: 'iframe', value: '<iframe>' }],
      [{ type: 'gallery', value: Array.from({ length: 101 }, () => ({ url: '/a.jpg' })) }],
      Array.from({ length: 501 }, () => ({ type: 'text', value: 'x' })),
      [{ type: 'text', value: '<p>a</p>', __proto__: { visible: 'no' }, constructor: { prototype: {} } }],
    ];
    for (const blocks of bad) {
      const answer = await save('pages', 'tenuto', { title: 'Tenuto', blocks });
      const shown = JSON.stringify(blocks).slice(0, 80);
      if (answer.statusCode === 200) {
        // Prototype-named keys are data, not a way in: the block is stored as a plain block.
        expect(shown).toContain('constructor');
        continue;
      }
      expect(answer.statusCode, shown).toBe(400);
      expect(answer.json().message, shown).toBeTruthy();
      expect(await stored('pages', 'tenuto'), shown).toEqual(before);
    }
  });

  it("keeps an institute's contacts and opening hours as plain text; refuses bad ones with a 400 in words, losing nothing", async () => {
    const contacts = {
      title: 'Biblioteca',
      address: 'Via Roma 1\n34121 Trieste',
      phone: '+39 040 123',
      email: 'biblioteca@example.org',
      // Plain text, drawn as text by the page: markup is kept as typed, never run.
      hours: 'Lun-Ven 9-13\n<b>Sab</b> chiuso',
    };
    expect((await save('institutes', 'biblioteca', contacts)).statusCode).toBe(200);
    const before = (await app.content.store.getDoc('institutes', 'it', 'biblioteca'))?.data;
    expect(before).toMatchObject(contacts);
    for (const bad of [
      { hours: 'x'.repeat(501) },
      { hours: { it: 'Lun' } },
      { email: 'biblioteca@' },
      { phone: '1'.repeat(41) },
    ]) {
      const answer = await save('institutes', 'biblioteca', { ...contacts, ...bad });
      const shown = JSON.stringify(bad).slice(0, 60);
      expect(answer.statusCode, shown).toBe(400);
      expect(answer.json().message, shown).toBeTruthy();
      expect((await app.content.store.getDoc('institutes', 'it', 'biblioteca'))?.data, shown).toEqual(before);
    }
  });
});
