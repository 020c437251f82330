// @vitest-environment jsdom
// DOMPurify needs a faithful DOM: on happy-dom it kept a <meta> and dropped a whole <img> (its
// attribute and tree walking differ from browsers). The Chromium test in e2e/sanitiser is the real one.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersectionObserver } from '../testing';
import { setHtmlSanitiser } from './html-sanitiser';
import { SafeHtml } from './safe-html';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setHtmlSanitiser(undefined);
});

const DIRTY =
  '<p>Sala <strong>studio</strong></p><img src="/a.jpg" onerror="window.__xss=1">' +
  '<meta http-equiv="refresh" content="0;url=https://evil.example">' +
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>' +
  '<a href="/\\evil.example">fuori</a><a href="/chi-siamo">dentro</a><a href="javascript:alert(1)">js</a>';

describe('SafeHtml', () => {
  it('draws editor HTML only through the allow-list', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<SafeHtml className="testo" html={DIRTY} />);
    await screen.findByText('studio');
    const box = container.querySelector('.testo');
    expect(box?.querySelector('strong')?.textContent).toBe('studio');
    expect(box?.querySelector('meta, iframe, [onerror]')).toBeNull();
    const hrefs = Array.from(box?.querySelectorAll('a') ?? []).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([null, '/chi-siamo', null]);
  });

  it('downloads the sanitiser only when the box nears the viewport, drawing nothing before', async () => {
    const observer = fakeIntersectionObserver();
    const { container } = render(<SafeHtml className="testo" html="<p>Orari</p>" />);
    expect(container.querySelector('.testo')?.innerHTML).toBe('');
    await act(async () => observer.enter());
    expect(await screen.findByText('Orari')).toBeTruthy();
  });

  it('uses a registered sanitiser at once (server rendering) and draws nothing for empty text', () => {
    setHtmlSanitiser((html) => `<p>pulito: ${html?.length}</p>`);
    const { container } = render(<SafeHtml html="<b>x</b>" />);
    expect(container.innerHTML).toBe('<div><p>pulito: 8</p></div>');
    cleanup();
    expect(render(<SafeHtml html="" />).container.innerHTML).toBe('');
  });
});
