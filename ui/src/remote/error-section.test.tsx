import { loadLocaleMessages } from '@archive/contracts/messages';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { archiveStore } from '../store/archive-store';
import { RemoteErrorBoundary } from './error-section';

let broken = true;
function Page() {
  if (broken) throw new Error('render failed');
  return <p>pagina</p>;
}

afterEach(() => {
  archiveStore.setState({ locale: 'it' });
  vi.restoreAllMocks();
});

describe('a remote that crashed', () => {
  it('shows the error page with its code, what happened, and a retry that draws it again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    const { container } = render(
      <RemoteErrorBoundary remote="mf_catalogue">
        <Page />
      </RemoteErrorBoundary>,
    );
    const section = screen.getByRole('alert');
    expect(section.getAttribute('data-remote-fallback')).toBe('mf_catalogue');
    expect(container.querySelector('.status-code')?.textContent).toBe('503');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Errore 503: La pagina non è disponibile',
    );
    expect(section.textContent).toContain('Questa sezione non è al momento disponibile');
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(screen.getByText('pagina')).toBeTruthy();
  });

  it('speaks the page language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadLocaleMessages('en');
    archiveStore.setState({ locale: 'en' });
    broken = true;
    render(
      <RemoteErrorBoundary remote="mf_content">
        <Page />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/^Error 503: /);
  });
});
