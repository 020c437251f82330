import type { HomeSection } from '@archive/contracts/site-options';
import { adminActions, archiveStore } from '@archive/ui';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, optionsDoc, renderWithProviders, setPage } from '../../../lib/test-utils';
import { SectionsEditor } from './sections-editor';

// Drag and drop of home sections in edit mode (the move up/down buttons are the keyboard
// alternative: sections-editor.test.tsx and e2e). happy-dom's DragEvent is a plain Event without
// `dataTransfer`, so each event gets a real DataTransfer shared across one drag, as a browser does.
const SECTIONS: HomeSection[] = [
  { id: 'hero', type: 'hero', visible: true },
  { id: 'about', type: 'about', visible: true },
  { id: 'news', type: 'news', visible: false },
];
const ids = () =>
  Array.from(document.querySelectorAll('[data-section-id]')).map((e) => e.getAttribute('data-section-id'));
const frame = (id: string) => document.querySelector(`[data-section-id="${id}"]`) as HTMLElement;
const handle = (id: string) => frame(id).querySelector('.drag-handle') as HTMLElement;

function drag(type: string, target: Element, dataTransfer: DataTransfer, relatedTarget?: Element | null) {
  const event = new DragEvent(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
  if (relatedTarget !== undefined) Object.defineProperty(event, 'relatedTarget', { value: relatedTarget });
  fireEvent(target, event);
  return event;
}

async function startEditing() {
  setPage('/');
  fakeFetch({
    'POST /api/public/firebase/getDocBySlug': () =>
      optionsDoc({ title: 'Archivio', home: { sections: SECTIONS } }),
  });
  renderWithProviders(
    <SectionsEditor sections={SECTIONS} renderSection={(s) => <p>contenuto {s.id}</p>} locale="it" />,
  );
  act(() => {
    adminActions.setEdit(true);
  });
  await waitFor(() => expect(screen.queryByText('Caricamento delle sezioni…')).toBeNull());
  expect(archiveStore.getState().admin.isDirty).toBe(false);
}

/** A whole drag as a browser sends it: dragstart on the handle, over the target, drop, dragend. */
function dragSection(from: string, onto: string) {
  const data = new DataTransfer();
  drag('dragstart', handle(from), data);
  drag('dragenter', frame(onto), data);
  const over = drag('dragover', frame(onto), data);
  const dropped = drag('drop', frame(onto), data);
  drag('dragend', handle(from), data);
  return { data, over, dropped };
}

describe('SectionsEditor drag and drop', () => {
  it('drops a section onto another: it takes that place, the page is dirty and the move announced', async () => {
    const setDragImage = vi.spyOn(DataTransfer.prototype, 'setDragImage').mockImplementation(() => {});
    await startEditing();
    expect(ids()).toEqual(['hero', 'about', 'news']);

    const data = new DataTransfer();
    drag('dragstart', handle('hero'), data);
    expect(data.effectAllowed).toBe('move');
    // The whole section is the drag image, not the small handle.
    expect(setDragImage).toHaveBeenCalledWith(frame('hero'), 16, 16);
    drag('dragenter', frame('news'), data);
    const over = drag('dragover', frame('news'), data);
    expect(over.defaultPrevented).toBe(true);
    expect(frame('news').className).toContain('is-drag-over');
    expect(frame('hero').className).not.toContain('is-drag-over');
    const dropped = drag('drop', frame('news'), data);
    expect(dropped.defaultPrevented).toBe(true);
    drag('dragend', handle('hero'), data);

    expect(ids()).toEqual(['about', 'news', 'hero']);
    expect(archiveStore.getState().admin.isDirty).toBe(true);
    expect(screen.getByText('«Copertina» ora è in posizione 3 di 3')).toBeTruthy();
    expect(document.querySelector('.is-drag-over')).toBeNull();
    // The toolbars tell the new positions.
    expect(screen.getByRole('toolbar', { name: /Copertina.*3.*3/ })).toBeTruthy();

    // And upwards: the last section dropped onto the first.
    dragSection('hero', 'about');
    expect(ids()).toEqual(['hero', 'about', 'news']);
    expect(screen.getByText('«Copertina» ora è in posizione 1 di 3')).toBeTruthy();
  });

  it('a section dropped onto itself changes nothing and leaves the page clean', async () => {
    vi.spyOn(DataTransfer.prototype, 'setDragImage').mockImplementation(() => {});
    await startEditing();
    dragSection('about', 'about');
    expect(ids()).toEqual(['hero', 'about', 'news']);
    expect(archiveStore.getState().admin.isDirty).toBe(false);
  });

  it('ignores drags that are not a section: text or files dropped on a section, a cancelled drag', async () => {
    vi.spyOn(DataTransfer.prototype, 'setDragImage').mockImplementation(() => {});
    await startEditing();
    // Text dragged from elsewhere, even one that reads like a section id, is not a section move
    // (and is left to the in-place text fields under the pointer).
    const text = new DataTransfer();
    text.setData('text/plain', 'hero');
    expect(drag('dragover', frame('news'), text).defaultPrevented).toBe(false);
    expect(drag('drop', frame('news'), text).defaultPrevented).toBe(false);
    expect(document.querySelector('.is-drag-over')).toBeNull();
    // A drag cancelled over a section (Escape: dragend without a drop) leaves no highlight behind.
    const cancelled = new DataTransfer();
    drag('dragstart', handle('hero'), cancelled);
    drag('dragover', frame('news'), cancelled);
    expect(frame('news').className).toContain('is-drag-over');
    drag('dragend', handle('hero'), cancelled);
    expect(document.querySelector('.is-drag-over')).toBeNull();
    // Moving over the section's own children keeps it highlighted.
    const data = new DataTransfer();
    drag('dragstart', handle('hero'), data);
    drag('dragover', frame('about'), data);
    drag('dragleave', frame('about'), data, frame('about').querySelector('p'));
    expect(frame('about').className).toContain('is-drag-over');
    drag('dragleave', frame('about'), data, document.body);
    expect(frame('about').className).not.toContain('is-drag-over');
    drag('dragend', handle('hero'), data);
    expect(ids()).toEqual(['hero', 'about', 'news']);
    expect(archiveStore.getState().admin.isDirty).toBe(false);
  });
});
