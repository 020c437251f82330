import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersectionObserver } from '../testing';
import { LazyImage } from './lazy-image';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LazyImage', () => {
  it('asks for its source only once it comes near the viewport', () => {
    const observer = fakeIntersectionObserver();
    render(<LazyImage src="/files/foto.jpg" alt="Una foto" />);
    const img = screen.getByRole('img', { name: 'Una foto' });
    expect(img.getAttribute('src')).toBeNull();
    observer.enter();
    expect(img.getAttribute('src')).toBe('/files/foto.jpg');
  });

  it('falls back to the placeholder when the image fails', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage src="/files/rotta.jpg" alt="Rotta" placeholder="/files/segnaposto.svg" />);
    const img = screen.getByRole('img', { name: 'Rotta' });
    expect(img.getAttribute('src')).toBe('/files/rotta.jpg');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/files/segnaposto.svg');
  });

  it("asks for a page's main picture at once and first (priority)", () => {
    fakeIntersectionObserver();
    render(<LazyImage src="/files/principale.jpg" alt="Principale" priority />);
    const img = screen.getByRole('img', { name: 'Principale' });
    expect(img.getAttribute('src')).toBe('/files/principale.jpg');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('offers its responsive copies only while the real picture is shown', () => {
    const observer = fakeIntersectionObserver();
    const set = '/iiif/image/files~a.jpg/full/480,/0/default.webp 480w';
    render(<LazyImage src="/files/a.jpg" srcSet={set} sizes="100vw" alt="Copie" placeholder="/p.svg" />);
    const img = screen.getByRole('img', { name: 'Copie' });
    // Waiting for the viewport: no copy chosen behind the script's back.
    expect(img.getAttribute('srcset')).toBeNull();
    observer.enter();
    expect(img.getAttribute('srcset')).toBe(set);
    // A failed picture gives way to the placeholder, which a kept srcset would override.
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/p.svg');
    expect(img.getAttribute('srcset')).toBeNull();
  });
});
