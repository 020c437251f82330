import { adminActions, archiveStore } from '@archive/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeFetch, renderWithProviders, setPage } from '../../../lib/test-utils';
import { DocumentInPlace } from './document-in-place';

const institute = {
  name: 'biblioteca',
  collection: 'institutes',
  locale: 'it',
  revision: 3,
  updatedAt: '2026-01-02T10:00:00.000Z',
  data: { title: 'Biblioteca civica', address: 'Via Roma 1\nTrieste', phone: '+39 040 123' },
};
const saves = (net: ReturnType<typeof fakeFetch>) =>
  net.calls.filter((c) => c.path === '/api/auth/firebase/saveDoc');

function open(saveDoc: Parameters<typeof fakeFetch>[0][string]) {
  setPage('/istituti/biblioteca');
  const net = fakeFetch({
    'POST /api/public/firebase/getDocBySlug': () => institute,
    'POST /api/auth/firebase/saveDoc': saveDoc,
  });
  renderWithProviders(<DocumentInPlace collection="institutes" name="biblioteca" />);
  act(() => {
    adminActions.setEdit(true);
  });
  return net;
}
const save = async () => {
  act(() => {
    adminActions.startSave();
  });
  await waitFor(() => expect(archiveStore.getState().admin.isSaving).toBe(false));
};

describe("An institute's contacts in edit mode (issue 25)", () => {
  it('edits address, phone, email and opening hours in labelled fields, saved with the user bar Save', async () => {
    const net = open(() => ({ name: 'biblioteca', revision: 4, updatedAt: '2026-01-03T10:00:00.000Z' }));
    const contacts = (await screen.findByRole('complementary', {
      name: 'Contatti dell’istituto',
    })) as HTMLElement;
    const address = within(contacts).getByLabelText('Indirizzo') as HTMLTextAreaElement;
    expect(address.value).toBe('Via Roma 1\nTrieste');
    expect(archiveStore.getState().admin.isDirty).toBe(false);
    await userEvent.clear(within(contacts).getByLabelText('Telefono'));
    await userEvent.type(within(contacts).getByLabelText('Email'), 'info@biblioteca.example.org');
    await userEvent.type(within(contacts).getByLabelText('Orari di apertura'), 'Lun-Ven 9-18{Enter}Sab 9-13');
    expect(archiveStore.getState().admin.isDirty).toBe(true);
    await save();
    expect(saves(net)).toHaveLength(1);
    const sent = saves(net)[0]?.body as { revision: number; data: Record<string, unknown> };
    expect(sent.revision).toBe(3);
    expect(sent.data).toMatchObject({
      title: 'Biblioteca civica',
      address: 'Via Roma 1\nTrieste',
      email: 'info@biblioteca.example.org',
      hours: 'Lun-Ven 9-18\nSab 9-13',
    });
    // An emptied field is gone, not saved as an empty text.
    expect('phone' in sent.data).toBe(false);
  });

  it('says a wrong email under its field in words; a refused save keeps every edit', async () => {
    const net = open(() => fail(400, 'VALIDATION', 'Dati non validi'));
    const contacts = (await screen.findByRole('complementary', {
      name: 'Contatti dell’istituto',
    })) as HTMLElement;
    const email = within(contacts).getByLabelText('Email') as HTMLInputElement;
    await userEvent.type(email, 'info@');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(contacts).getByText('L’indirizzo email non è valido: scrivilo come nome@esempio.it'),
    ).toBeTruthy();
    await userEvent.type(within(contacts).getByLabelText('Orari di apertura'), 'Chiuso il lunedì');
    await save();
    expect(saves(net)).toHaveLength(1);
    expect(email.value).toBe('info@');
    expect((within(contacts).getByLabelText('Orari di apertura') as HTMLTextAreaElement).value).toBe(
      'Chiuso il lunedì',
    );
    expect(archiveStore.getState().admin.isDirty).toBe(true);
  });
});
