// @vitest-environment jsdom
// jsdom: editor HTML is drawn through DOMPurify, which refuses to work on happy-dom (its self-check
// fails there, so SafeHtml would draw nothing).
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, setPage } from '../test-utils';
import { ContentBlocks } from './content-blocks';
import { DateText } from './date-text';

afterEach(cleanup);

describe('ContentBlocks', () => {
  it('shows sanitised text, lazy images with alt text and linked records', async () => {
    setPage('/fr');
    renderWithProviders(
      <ContentBlocks
        blocks={[
          {
            type: 'text',
            value: '<p>Bonjour <a href="javascript:alert(1)">x</a></p><script>alert(1)</script>',
          },
          { type: 'image', value: { url: '/files/a.jpg', alt: 'Le pont', caption: 'Vers 1890' } },
          { type: 'records', value: [{ table: 'ca_entities', id: '7', label: 'Giuseppe Verdi' }] },
        ]}
      />,
    );
    expect(await screen.findByText('Bonjour')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    const img = screen.getByRole('img', { name: 'Le pont' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('Vers 1890')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Giuseppe Verdi' }).getAttribute('href')).toBe(
      '/fr/entites/7-giuseppe-verdi',
    );
    expect(await screen.findByRole('navigation', { name: 'Fiches liées' })).toBeTruthy();
  });

  it('leaves out blocks an editor hid, draws galleries and a block on its own colours', async () => {
    setPage('/');
    renderWithProviders(
      <ContentBlocks
        blocks={[
          { type: 'text', value: '<p>Nascosto</p>', visible: false },
          { type: 'text', value: '<p>Su fondo blu</p>', color: '#ffffff', background: '#1d4f91' },
          {
            type: 'gallery',
            value: [
              { url: '/files/a.jpg', alt: 'Facciata' },
              { url: '/files/b.jpg', alt: 'Cortile', caption: 'Il cortile nel 1900' },
            ],
          },
        ]}
      />,
    );
    const shown = await screen.findByText('Su fondo blu');
    expect(screen.queryByText('Nascosto')).toBeNull();
    const look = shown.closest<HTMLElement>('.block-look');
    expect(look?.style.backgroundColor).toBe('rgb(29, 79, 145)');
    expect(look?.style.color).toBe('rgb(255, 255, 255)');
    const gallery = screen.getAllByRole('listitem');
    expect(gallery).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Cortile' })).toBeTruthy();
    expect(screen.getByText('Il cortile nel 1900')).toBeTruthy();
  });

  it('embeds YouTube and Vimeo only', () => {
    setPage('/');
    renderWithProviders(
      <ContentBlocks
        blocks={[
          {
            type: 'video',
            value: { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', caption: 'Il ponte' },
          },
          { type: 'video', value: { url: 'https://vimeo.com/76979871' } },
          { type: 'video', value: { url: 'https://evil.example/watch?v=aqz-KE-bpKQ' } },
        ]}
      />,
    );
    const frames = Array.from(document.querySelectorAll('iframe')).map((f) => f.getAttribute('src'));
    expect(frames).toEqual([
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      'https://player.vimeo.com/video/76979871',
    ]);
    expect(screen.getByTitle('Il ponte')).toBeTruthy();
  });
});

describe('DateText', () => {
  it('writes DD MMMM YYYY in the page language', () => {
    setPage('/');
    const { unmount } = renderWithProviders(<DateText epochSeconds={1759363200} />);
    expect(screen.getByText('02 ottobre 2025').getAttribute('datetime')).toBe('2025-10-02');
    unmount();
    setPage('/en');
    renderWithProviders(<DateText epochSeconds={1759363200} />);
    expect(screen.getByText('02 October 2025')).toBeTruthy();
  });
});
