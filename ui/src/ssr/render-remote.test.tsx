// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useApi } from '../api/use-api';
import { useArchive } from '../store/use-archive';
import { usePageHead } from './page-head';
import { createServerRenderer, renderToHtml } from './render-remote';

interface Doc {
  title: string;
}

function App() {
  const user = useArchive((s) => s.user?.name ?? 'visitatore');
  const { data, error } = useApi<Doc>('/api/public/doc', { name: 'a' });
  usePageHead(() => (data ? { title: data.title } : null));
  if (error) return <p>errore {error.statusCode}</p>;
  return (
    <p>
      {user}: {data?.title}
    </p>
  );
}

function transport(answers: Record<string, unknown>, calls: string[] = []): typeof fetch {
  return async (url, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { locale: string };
    calls.push(`${String(url)} ${body.locale}`);
    const answer = answers[String(url)];
    if (answer === undefined)
      return Response.json({ message: 'Non trovato', code: 'NOT_FOUND' }, { status: 404 });
    await new Promise((r) => setTimeout(r, 5));
    return Response.json(answer);
  };
}

/** The page's text as a reader sees it (React separates adjacent texts with comments). */
const text = (html: string) => html.replace(/<!-- -->/g, '');

const renderer = createServerRenderer({ name: 'mf_test', App, italian: {} });

describe('server rendering of a remote', () => {
  it('waits for the data the page asks for, embeds the answer and collects the head', async () => {
    const calls: string[] = [];
    const out = await renderer.render({
      url: '/',
      state: { locale: 'en' },
      fetch: transport({ '/api/public/doc': { title: 'Carta nautica' } }, calls),
    });
    expect(text(out.html)).toContain('<p>visitatore: Carta nautica</p>');
    expect(out.html).toContain('data-remote="mf_test"');
    expect(calls).toEqual(['/api/public/doc en']);
    expect(Object.values(out.answers)).toEqual([{ data: { title: 'Carta nautica' } }]);
    expect(out.head.title).toBe('Carta nautica');
  });

  it('keeps a failed call as the error the page draws', async () => {
    const out = await renderer.render({ url: '/', state: {}, fetch: transport({}) });
    expect(text(out.html)).toContain('errore 404');
    expect(Object.values(out.answers)[0]?.error).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('renders concurrent visitors with their own state', async () => {
    const page = (name: string | null, title: string) =>
      renderer.render({
        url: '/',
        state: name ? { user: { name, level: 8 }, level: 8 } : {},
        fetch: transport({ '/api/public/doc': { title } }),
      });
    const [manager, visitor] = await Promise.all([page('Giulia', 'Uno'), page(null, 'Due')]);
    expect(text(manager.html)).toContain('Giulia: Uno');
    expect(text(visitor.html)).toContain('visitatore: Due');
    expect(visitor.html).not.toContain('Giulia');
  });
});

describe('renderToHtml', () => {
  it('gives the whole page, multi-byte text intact across React’s 2 KB chunks, as renderToString would', async () => {
    // About 60 KB of accented letters, symbols and emoji: many chunks, characters on their edges.
    const rows = Array.from(
      { length: 400 },
      (_, i) => `Città n. ${i} – perché ☃ 𝄞 📜 «archivio» ${'è'.repeat(i % 50)}`,
    );
    const page = (
      <ul>
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    );
    const html = await renderToHtml(page, { identifierPrefix: 'x', errors: [] });
    // React 18 left zero bytes where a character did not fit a chunk's end: none may reach the page.
    expect(html).not.toContain('\u0000');
    expect(html).toBe(renderToString(page));
    expect(html).toContain(rows[399]);
  });
});
