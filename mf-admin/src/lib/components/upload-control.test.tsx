import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../fake-xhr';
import { renderWithProviders, setPage } from '../test-utils';
import { UploadControl } from './upload-control';

/** A new file each time: a chooser offered the file it already holds fires no change. */
const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], `porto-${FakeXhr.sent.length}.jpg`, { type: 'image/jpeg' });
const KEEP = 'Mantieni i dati della fotocamera (EXIF, posizione GPS)';

/** Chooses a file, presses upload, answers 200 and hands back the fields the gateway received. */
async function uploadOnce(kind: 'image' | 'audio' = 'image') {
  const sentBefore = FakeXhr.sent.length;
  const chooser = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(
    chooser,
    kind === 'image' ? jpeg() : new File(['ID3'], 'a.mp3', { type: 'audio/mpeg' }),
  );
  await userEvent.click(
    screen.getByRole('button', { name: kind === 'image' ? 'Carica immagine' : 'Carica audio' }),
  );
  const xhr = FakeXhr.sent.at(-1);
  if (!xhr?.body || FakeXhr.sent.length !== sentBefore + 1) throw new Error('nothing was uploaded');
  const fields = Object.fromEntries(
    [...xhr.body.entries()].filter(([, v]) => typeof v === 'string'),
  ) as Record<string, string>;
  act(() => xhr.answer(200, { url: '/files/it/porto.jpg' }));
  await screen.findByText('Inserito con successo!');
  return fields;
}

describe('UploadControl: keep camera data', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('strips camera data by default and keeps it only when the manager ticks the box', async () => {
    setPage('/settings/general');
    const uploaded = vi.fn();
    renderWithProviders(<UploadControl kind="image" onUploaded={uploaded} />);
    const keep = screen.getByRole('checkbox', { name: KEEP });
    expect(keep).toHaveProperty('checked', false);
    // The box says why it is off (an accessible description, not only nearby text).
    expect(keep.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(keep.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /dove e quando è stata scattata la foto/,
    );

    expect(await uploadOnce()).toEqual({ kind: 'image', locale: 'it' });

    await userEvent.click(keep);
    expect(keep).toHaveProperty('checked', true);
    expect(await uploadOnce()).toEqual({ kind: 'image', locale: 'it', keepMetadata: 'true' });
    expect(uploaded).toHaveBeenCalledTimes(2);
  });

  it('offers no camera-data box for audio, and sends no such field', async () => {
    setPage('/settings/general');
    renderWithProviders(<UploadControl kind="audio" onUploaded={() => {}} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(await uploadOnce('audio')).toEqual({ kind: 'audio', locale: 'it' });
  });

  it('labels the box in the manager’s language', async () => {
    setPage('/en/settings/general');
    renderWithProviders(<UploadControl kind="image" onUploaded={() => {}} />);
    expect(
      await screen.findByRole('checkbox', { name: 'Keep the camera data (EXIF, GPS location)' }),
    ).toBeTruthy();
  });
});
