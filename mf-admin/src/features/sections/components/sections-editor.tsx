import { HOME_SECTION_TYPES, type HomeSectionType } from '@archive/contracts/home-sections';
import type { Locale } from '@archive/contracts/locales';
import type { HomeSection } from '@archive/contracts/site-options';
import { useArchive } from '@archive/ui';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { AddMenu, type AddMenuOption } from '../../../lib/components/add-menu';
import { DraftStatus } from '../../../lib/components/draft-status';
import { getAt } from '../../../lib/object-path';
import { getDraftState, getLastSaved, subscribeDraft, updateDraft } from '../../../lib/options-draft';
import { useOptionsDraft } from '../../../lib/use-options-draft';
import { sectionMessages as m } from '../messages';
import { moveSection, sectionStyle } from '../section-style';
import { SECTION_DRAG_TYPE, SectionFrame } from './section-frame';
import { TEXT_PREFIX, useTextSectionPages } from './text-section-pages';

/**
 * The home sections, as visitors see them outside edit mode (visible ones, with their colour and
 * background) and with the editing wrapper in edit mode. Edits go to the shared site options draft
 * (home.sections) and mark the page dirty; the user bar's Save sends the document (see
 * lib/options-draft.ts).
 */
export interface SectionsEditorProps {
  sections: HomeSection[];
  renderSection: (section: HomeSection) => ReactNode;
  locale: Locale;
}

export function SectionsEditor(props: SectionsEditorProps) {
  const isEdit = useArchive((s) => s.admin.isEdit);
  return isEdit ? <EditingSections {...props} /> : <VisitorSections {...props} />;
}

function VisitorSections({ sections, renderSection }: SectionsEditorProps) {
  // After a save on this page the props may lag behind the document until the host refetches.
  useSyncExternalStore(subscribeDraft, getDraftState, getDraftState);
  const saved = getAt(getLastSaved(), 'home.sections') as HomeSection[] | undefined;
  return (
    <>
      {(saved ?? sections)
        .filter((s) => s.visible)
        .map((section) => (
          // The same landmark as the host's visitor wrapper, so the page reads alike for everyone.
          <section
            key={section.id}
            id={`home-${section.id}`}
            className={`home-section home-section-${section.type}`}
            data-section={section.id}
            data-section-type={section.type}
            aria-labelledby={`home-section-${section.id}-title`}
            style={sectionStyle(section)}
          >
            <div className="home-section-inner">{renderSection(section)}</div>
          </section>
        ))}
    </>
  );
}

function EditingSections({ sections: fallback, renderSection, locale }: SectionsEditorProps) {
  const intl = useIntl();
  const draft = useOptionsDraft();
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{
    id: string;
    dir: 'up' | 'down' | 'delete' | 'added';
  } | null>(null);
  const ready = draft.status === 'ready';
  const sections = ready
    ? ((getAt(draft.draft, 'home.sections') as HomeSection[] | undefined) ?? fallback)
    : fallback;
  const nameOf = (s: HomeSection) => {
    const key = `type.${s.type}` as keyof typeof m;
    const typeName = m[key] ? intl.formatMessage(m[key]) : s.type;
    return s.id === s.type ? typeName : `${typeName} (${s.id})`;
  };

  useEffect(() => {
    if (!focusAfterMove) return;
    const root = document.querySelector(`[data-section-id="${CSS.escape(focusAfterMove.id)}"]`);
    if (focusAfterMove.dir === 'delete' || focusAfterMove.dir === 'added') {
      // Issue 25, as for a document's blocks: the next (or previous) section's first usable control
      // (never the disabled ↑ of a new first section), else '+ Aggiungi una sezione'; an added
      // section's first control.
      (
        root?.querySelector<HTMLElement>('.section-toolbar button:not(:disabled)') ??
        document.querySelector<HTMLElement>('[data-add-section-button], [data-add-section] [tabindex]')
      )?.focus();
      setFocusAfterMove(null);
      return;
    }
    const wanted = root?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.dir}"]`);
    const other = root?.querySelector<HTMLButtonElement>(
      `[data-move="${focusAfterMove.dir === 'up' ? 'down' : 'up'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const write = (next: HomeSection[]) => {
    updateDraft('home.sections', next);
    // Issue 25: every section removed stays so once saved (saving drops the empty list, and a home
    // without one gets the default sections); one added back clears it.
    const emptied = getAt(draft.draft ?? {}, 'home.emptied') === true;
    if (next.length === 0) updateDraft('home.emptied', true);
    else if (emptied) updateDraft('home.emptied', undefined);
  };
  const move = (from: number, to: number) => {
    const section = sections[from];
    // A section dropped onto itself is no edit: nothing to save, nothing to announce.
    if (!section || from === to || to < 0 || to >= sections.length) return;
    write(moveSection(sections, from, to));
    setAnnounce(
      intl.formatMessage(m.moved, { name: nameOf(section), position: to + 1, total: sections.length }),
    );
  };

  const remove = (index: number) => {
    const section = sections[index];
    if (!ready || !section) return;
    const next = sections.filter((s) => s.id !== section.id);
    write(next);
    setAnnounce(intl.formatMessage(m.sectionDeleted, { name: nameOf(section) }));
    setFocusAfterMove({ id: (next[index] ?? next[index - 1])?.id ?? '', dir: 'delete' });
  };
  // The spec's sections not on the home: a deleted one comes back from here; a text section is a
  // pages document shown on the home (its id is the document's name), one per document.
  const pages = useTextSectionPages(ready, sections);
  const addable: AddMenuOption<string>[] = [
    ...HOME_SECTION_TYPES.filter((t) => t !== 'text' && !sections.some((s) => s.type === t)).map((type) => ({
      value: type,
      label: nameOf({ id: type, type, visible: true }),
    })),
    ...pages.map((page) => ({
      value: `${TEXT_PREFIX}${page.name}`,
      label: intl.formatMessage(m.textSectionOf, { title: page.title }),
    })),
  ];
  const add = (value: string) => {
    if (!ready) return;
    const text = value.startsWith(TEXT_PREFIX) ? value.slice(TEXT_PREFIX.length) : null;
    const type = (text === null ? value : 'text') as HomeSectionType;
    const id = text ?? (sections.some((s) => s.id === type) ? `${type}-${sections.length + 1}` : type);
    const section: HomeSection = { id, type, visible: true };
    write([...sections, section]);
    setAnnounce(intl.formatMessage(m.sectionAdded, { name: nameOf(section) }));
    setFocusAfterMove({ id, dir: 'added' });
  };

  return (
    <div className="sections-editor" data-editing>
      <DraftStatus draft={draft} />
      {!ready && (
        <p className="admin-hint" aria-busy="true">
          {intl.formatMessage(m.loading)}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
      {sections.map((section, index) => (
        <SectionFrame
          key={section.id}
          section={section}
          index={index}
          total={sections.length}
          name={nameOf(section)}
          locale={locale}
          onChange={(next) => ready && write(sections.map((s) => (s.id === section.id ? next : s)))}
          // Every section, the last too: an emptied home stays empty (home.emptied), with
          // '+ Aggiungi una sezione' below.
          onDelete={() => remove(index)}
          onMove={(by) => {
            if (!ready) return;
            move(index, index + by);
            setFocusAfterMove({ id: section.id, dir: by < 0 ? 'up' : 'down' });
          }}
          onDragStart={(e) => {
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData(SECTION_DRAG_TYPE, section.id);
            const frame = (e.currentTarget as HTMLElement).closest('section');
            if (frame) e.dataTransfer.setDragImage(frame, 16, 16);
            setDragging(section.id);
          }}
          // Dropped or cancelled: no drag is left pending for the next one.
          onDragEnd={() => {
            setDragging(null);
            setOver(null);
          }}
          onDrop={(e) => {
            const id = e.dataTransfer.getData(SECTION_DRAG_TYPE) || dragging;
            const from = sections.findIndex((s) => s.id === id);
            if (ready && from >= 0) move(from, index);
            setDragging(null);
          }}
          dragOver={over === section.id && dragging !== section.id}
          onDragOverChange={(on) => setOver(on ? section.id : null)}
        >
          {renderSection(section)}
        </SectionFrame>
      ))}
      {ready && (
        <div data-add-section className="add-section">
          {addable.length > 0 ? (
            <AddMenu<string>
              kind="section"
              label={intl.formatMessage(m.addSection)}
              options={addable}
              ariaLabelOf={(name) => intl.formatMessage(m.addSectionOf, { name })}
              onAdd={add}
            />
          ) : (
            <p className="admin-hint" tabIndex={-1}>
              {intl.formatMessage(m.allSections)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
