import { archiveStore } from '@archive/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, optionsDoc, renderWithProviders, setPage } from '../../../lib/test-utils';
import DeveloperPage from './developer-page';

describe('developer settings page', () => {
  it('checks the raw JSON against the site options schema and lists errors by field', async () => {
    setPage('/settings/developer');
    fakeFetch({ 'POST /api/public/firebase/getDocBySlug': () => optionsDoc({ title: 'Archivio' }) });
    renderWithProviders(<DeveloperPage />);
    const editor = (await screen.findByLabelText('Opzioni del sito (JSON)')) as HTMLTextAreaElement;
    expect(JSON.parse(editor.value).title).toBe('Archivio');

    fireEvent.change(editor, {
      target: { value: JSON.stringify({ title: 'Archivio', colors: { primary: 'blu' }, profile: 'tutto' }) },
    });
    const fields = Array.from(document.querySelectorAll('[data-error-field]')).map((e) =>
      e.getAttribute('data-error-field'),
    );
    expect(fields).toEqual(expect.arrayContaining(['colors.primary', 'profile']));

    // Not an object: said in the manager's language, on the whole document.
    fireEvent.change(editor, { target: { value: '[1, 2]' } });
    expect(document.querySelector('[data-error-field=""]')?.textContent).toBe(
      '/: Serve un oggetto JSON: {…}',
    );
    fireEvent.change(editor, { target: { value: '{"title": ' } });
    expect(document.querySelectorAll('[data-error-field=""]')).toHaveLength(1);

    fireEvent.change(editor, { target: { value: JSON.stringify({ title: 'Nuovo titolo' }) } });
    await userEvent.click(screen.getByRole('button', { name: 'Applica' }));
    expect(screen.getByText('Documento valido, applicato: ora salva.')).toBeTruthy();
    // The settings page is in edit mode, so applying marks it dirty (the shell asks before leaving).
    await waitFor(() => expect(archiveStore.getState().admin.isDirty).toBe(true));
  });
});
