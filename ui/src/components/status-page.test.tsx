// Every locale's contracts messages registered (the shell loads the page's locale before showing it).
import '@archive/contracts/messages-all';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { archiveStore, initialState } from '../store/archive-store';
import { StatusPage, statusOfError } from './status-page';

describe('StatusPage', () => {
  beforeEach(() => {
    archiveStore.setState({ ...initialState(), siteOptions: { title: 'Archivio' } });
    document.title = 'prima';
  });
  afterEach(cleanup);

  it('shows 404, the spec text and a link home; focuses the heading, titles the page, reports 404', () => {
    const { unmount } = render(<StatusPage />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Errore 404: La pagina non è disponibile');
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('404 · La pagina non è disponibile · Archivio');
    expect(archiveStore.getState().pageStatus).toBe(404);
    unmount();
    expect(document.title).toBe('prima');
    expect(archiveStore.getState().pageStatus).toBeNull();
  });

  it('offers a search box on the not-found page, in the page language (issue 26)', () => {
    archiveStore.setState({ locale: 'en' });
    render(<StatusPage focusHeading={false} />);
    const box = screen.getByRole('searchbox', { name: 'Search the archive' });
    fireEvent.change(box, { target: { value: 'lettera "via roma"' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(window.location.pathname).toBe('/en/search');
    expect(new URLSearchParams(window.location.search).getAll('tags')).toEqual(['lettera', '"via roma"']);
    cleanup();
    // Not on other error pages: a 500 is no wrong address.
    render(<StatusPage status={500} focusHeading={false} />);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('says the page is not accessible, in the visitor locale', () => {
    archiveStore.setState({ locale: 'en' });
    render(<StatusPage status="not-accessible" focusHeading={false} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Error 404: This page is temporarily not accessible');
    expect(document.activeElement).not.toBe(heading);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en');
  });

  it('draws and reports for a switched-off section the code the gateway answers (404), with the spec text', () => {
    const { container } = render(<StatusPage status="not-accessible" />);
    expect(container.querySelector('.status-code')?.textContent).toBe('404');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Errore 404: Questa pagina non è momentaneamente accessibile',
    );
    expect(document.title).toBe('404 · Questa pagina non è momentaneamente accessibile · Archivio');
    expect(archiveStore.getState().pageStatus).toBe(404);
    expect(container.textContent).not.toContain('403');
  });

  it('shows another code (a 500) with the same text, and a retry that asks again', () => {
    const retry = vi.fn();
    render(<StatusPage status={500} onRetry={retry} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Errore 500: La pagina non è disponibile',
    );
    expect(document.title).toBe('500 · La pagina non è disponibile · Archivio');
    expect(archiveStore.getState().pageStatus).toBe(500);
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('has no retry unless the caller has one; a network failure shows as 503', () => {
    render(<StatusPage status={404} />);
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
    expect(statusOfError({ statusCode: 0 })).toBe(503);
    expect(statusOfError({ statusCode: 502 })).toBe(502);
    expect(statusOfError(undefined)).toBe(503);
  });
});
