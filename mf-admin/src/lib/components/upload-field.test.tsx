import { archiveStore } from '@archive/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../fake-xhr';
import { getDraftState } from '../options-draft';
import { fakeFetch, optionsDoc, renderWithProviders, setPage } from '../test-utils';
import { UploadField } from './upload-field';

const PNG = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

async function renderLogoField() {
  setPage('/settings/general');
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  fakeFetch({
    'POST /api/public/firebase/getDocBySlug': () =>
      optionsDoc({ title: 'Archivio', logo: { url: '/old.png' } }),
  });
  archiveStore.setState({
    admin: { ...archiveStore.getState().admin, isEdit: true },
  });
  renderWithProviders(<UploadField path="logo.url" label="Logo" />);
  const field = (await screen.findByLabelText('Logo')) as HTMLInputElement;
  await waitFor(() => expect(field.value).toBe('/old.png'));
  const chooser = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(chooser, PNG);
  await userEvent.click(screen.getByRole('button', { name: 'Carica immagine' }));
  const xhr = FakeXhr.sent[0];
  if (!xhr) throw new Error('nothing was uploaded');
  return { field, xhr };
}

const bar = () => document.querySelector('progress');

describe('UploadField', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows progress 0 to 100, resets it, says so and puts the returned URL in the field', async () => {
    const { field, xhr } = await renderLogoField();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/auth/ca/buca');
    expect(xhr.body?.get('kind')).toBe('image');
    expect((xhr.body?.get('file') as File | null)?.name).toBe('logo.png');
    // Sending starts at 0 and the buttons wait.
    expect(bar()?.value).toBe(0);
    expect(screen.getByRole('button', { name: 'Carica immagine' })).toHaveProperty('disabled', true);
    act(() => xhr.progress(100));
    expect(bar()?.value).toBe(50);
    expect(screen.getByText('Caricamento 50%')).toBeTruthy();
    act(() => xhr.progress(200));
    expect(bar()?.value).toBe(100);
    act(() => xhr.answer(200, { url: '/files/it/logo-1.png' }));
    // Reset after the upload: no bar, the success message, the URL in the field being edited.
    await screen.findByText('Inserito con successo!');
    expect(bar()).toBeNull();
    expect(field.value).toBe('/files/it/logo-1.png');
    expect((getDraftState().draft?.logo as { url?: string } | undefined)?.url).toBe('/files/it/logo-1.png');
    expect(archiveStore.getState().admin.isDirty).toBe(true);
    expect(document.querySelector('.admin-upload')?.getAttribute('data-progress-peak')).toBe('100');
    expect(screen.getByRole('img', { name: 'Anteprima' })).toHaveProperty(
      'src',
      expect.stringContaining('/files/it/logo-1.png'),
    );
  });

  it('on a refused upload says so, resets the progress and leaves the field as it was', async () => {
    const { field, xhr } = await renderLogoField();
    act(() => xhr.progress(120));
    act(() => xhr.answer(415, { message: 'Tipo di file non ammesso' }));
    await screen.findByText('Ci dispiace, qualcosa è andato storto');
    expect(bar()).toBeNull();
    expect(field.value).toBe('/old.png');
    expect(archiveStore.getState().admin.isDirty).toBe(false);
    // The file can be sent again.
    expect(screen.getByRole('button', { name: 'Carica immagine' })).toHaveProperty('disabled', false);
  });

  it('on a network failure says so too', async () => {
    const { field, xhr } = await renderLogoField();
    act(() => xhr.onerror?.());
    await screen.findByText('Ci dispiace, qualcosa è andato storto');
    expect(bar()).toBeNull();
    expect(field.value).toBe('/old.png');
  });
});
