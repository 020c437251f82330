import { buildUrl } from '@archive/contracts/routes';
import type { HomeSection } from '@archive/contracts/site-options';
import { Link } from '@archive/ui';
import { Switch } from '@archive/ui/controls';
import { type DragEvent, type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../../lib/components/fields';
import { UploadControl } from '../../../lib/components/upload-control';
import { confirmDelete } from '../../../lib/confirm';
import { useEffectiveColours } from '../effective-colours';
import { sectionMessages as m } from '../messages';
import { isImageBackground, MANAGE_PAGE, sectionStyle } from '../section-style';
import { InplaceText } from './inplace-text';
import { MoveButtons } from './move-buttons';

/**
 * One home section in edit mode: a toolbar (drag handle, move up/down as the keyboard alternative,
 * visibility switch, text colour, background colour or uploaded image, manage link) above the
 * section as visitors would see it. Hidden sections stay on the page, dimmed, for editors.
 * Texts are edited in place, right above what they feed: the hero gets the site title (site
 * options), the about and text sections the text of their pages document (InplaceText).
 */
/** The drag data type of a home section (its id); other drags are not section moves. */
export const SECTION_DRAG_TYPE = 'application/x-oa-home-section';
const isSectionDrag = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes(SECTION_DRAG_TYPE);

/** What the frame edits: a home section, or a document's block or path stop (`kind: 'block'`). */
export type FramedSection = Pick<HomeSection, 'id' | 'visible' | 'color' | 'background'> & { type?: string };

export interface SectionFrameProps<S extends FramedSection = HomeSection> {
  section: S;
  /** 'block': a document's block or stop; no manage link, no home texts above it (default 'home'). */
  kind?: 'home' | 'block';
  /** Offers 'Elimina', which asks 'Sei sicuro di voler cancellare?' first. */
  onDelete?: () => void;
  index: number;
  total: number;
  name: string;
  locale: Parameters<typeof buildUrl>[2];
  children: ReactNode;
  onChange: (section: S) => void;
  onMove: (by: -1 | 1) => void;
  onDragStart: (event: DragEvent) => void;
  onDragEnd: () => void;
  onDrop: (event: DragEvent) => void;
  dragOver: boolean;
  onDragOverChange: (over: boolean) => void;
}

export function SectionFrame<S extends FramedSection = HomeSection>({
  section,
  kind = 'home',
  onDelete,
  index,
  total,
  name,
  locale,
  children,
  onChange,
  onMove,
  onDragStart,
  onDragEnd,
  onDrop,
  dragOver,
  onDragOverChange,
}: SectionFrameProps<S>) {
  const intl = useIntl();
  const home = kind === 'home' ? (section as unknown as HomeSection) : null;
  const set = (patch: Partial<FramedSection>) => {
    const next: S = { ...section, ...patch };
    for (const key of ['color', 'background'] as const) if (next[key] === undefined) delete next[key];
    onChange(next);
  };
  const position = index + 1;
  // The pickers start from the colours the section shows (the theme's when it has none of its own).
  const body = useRef<HTMLDivElement>(null);
  const effective = useEffectiveColours(body, `${section.type} ${section.color} ${section.background}`);
  return (
    <section
      className={`edit-section${section.visible ? '' : ' is-hidden'}${dragOver ? ' is-drag-over' : ''}`}
      data-section-id={section.id}
      data-section-visible={section.visible}
      aria-label={name}
      // Only a section's drag is taken: text or files dragged here keep their default (the in-place
      // text fields take dropped text).
      onDragOver={(e) => {
        if (!isSectionDrag(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        onDragOverChange(true);
      }}
      onDragLeave={(e) => {
        // Leaving for one of its own children is still over the section.
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onDragOverChange(false);
      }}
      onDrop={(e) => {
        if (!isSectionDrag(e)) return;
        e.preventDefault();
        onDragOverChange(false);
        onDrop(e);
      }}
    >
      <div
        className="section-toolbar"
        role="toolbar"
        aria-label={intl.formatMessage(m.toolbar, { name, position, total })}
      >
        <span
          className="drag-handle"
          draggable
          title={intl.formatMessage(m.drag, { name })}
          aria-hidden="true"
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
        >
          ⠿
        </span>
        <strong className="section-name">{name}</strong>
        <MoveButtons name={name} index={index} total={total} onMove={onMove} />
        <Switch
          checked={section.visible}
          onChange={(visible) => set({ visible })}
          label={intl.formatMessage(m.visible)}
        />
        <label className="section-color">
          <span>{intl.formatMessage(m.color)}</span>
          <input
            type="color"
            data-field="color"
            value={section.color ?? effective?.color ?? '#000000'}
            onChange={(e) => set({ color: e.currentTarget.value })}
          />
        </label>
        {section.color && (
          <button type="button" className="btn btn-ghost" onClick={() => set({ color: undefined })}>
            {intl.formatMessage(m.clearColor)}
          </button>
        )}
        <label className="section-color">
          <span>{intl.formatMessage(m.background)}</span>
          <input
            type="color"
            data-field="background"
            value={
              section.background && !isImageBackground(section.background)
                ? section.background
                : (effective?.background ?? '#ffffff')
            }
            onChange={(e) => set({ background: e.currentTarget.value })}
          />
        </label>
        <UploadControl
          kind="image"
          label={intl.formatMessage(m.backgroundImage)}
          onUploaded={(url) => set({ background: url })}
        />
        {section.background && (
          <button type="button" className="btn btn-ghost" onClick={() => set({ background: undefined })}>
            {intl.formatMessage(m.clearBackground)}
          </button>
        )}
        {home && (
          <Link
            className="btn"
            href={buildUrl(`settings.${MANAGE_PAGE[home.type]}`, {}, locale)}
            aria-label={intl.formatMessage(m.manageLabel, { name })}
          >
            {intl.formatMessage(m.manage)}
          </Link>
        )}
        {onDelete && (
          <button
            type="button"
            className="btn btn-ghost"
            data-delete
            aria-label={intl.formatMessage(m.deleteLabel, { name })}
            onClick={() => {
              if (confirmDelete()) onDelete();
            }}
          >
            {intl.formatMessage(m.delete)}
          </button>
        )}
        {!section.visible && <span className="section-badge">{intl.formatMessage(m.hidden)}</span>}
      </div>
      {home?.type === 'hero' && (
        <div className="section-inplace">
          <TextField path="title" label={intl.formatMessage(m.titleInPlace)} />
        </div>
      )}
      {(home?.type === 'about' || home?.type === 'text') && (
        <div className="section-inplace">
          <InplaceText section={{ ...home, type: home.type }} name={name} />
        </div>
      )}
      <div
        ref={body}
        className={home ? `section-body home-section home-section-${home.type}` : 'section-body block-look'}
        data-section={section.id}
        style={sectionStyle(section)}
      >
        {home ? <div className="home-section-inner">{children}</div> : children}
      </div>
    </section>
  );
}
