import { buildUrl } from '@archive/contracts/routes';
import type { HomeSection } from '@archive/contracts/site-options';
import { Link } from '@archive/ui';
import { Switch } from '@archive/ui/controls';
import { type DragEvent, type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../../lib/components/fields';
import { UploadControl } from '../../../lib/components/upload-control';
import { useEffectiveColours } from '../effective-colours';
import { sectionMessages as m } from '../messages';
import { isImageBackground, MANAGE_PAGE, sectionStyle } from '../section-style';
import { InplaceText } from './inplace-text';

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

export interface SectionFrameProps {
  section: HomeSection;
  index: number;
  total: number;
  name: string;
  locale: Parameters<typeof buildUrl>[2];
  children: ReactNode;
  onChange: (section: HomeSection) => void;
  onMove: (by: -1 | 1) => void;
  onDragStart: (event: DragEvent) => void;
  onDragEnd: () => void;
  onDrop: (event: DragEvent) => void;
  dragOver: boolean;
  onDragOverChange: (over: boolean) => void;
}

export function SectionFrame({
  section,
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
}: SectionFrameProps) {
  const intl = useIntl();
  const set = (patch: Partial<HomeSection>) => {
    const next: HomeSection = { ...section, ...patch };
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
        <button
          type="button"
          className="btn btn-ghost"
          data-move="up"
          disabled={index === 0}
          aria-label={intl.formatMessage(m.moveUp, { name })}
          onClick={() => onMove(-1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          data-move="down"
          disabled={index === total - 1}
          aria-label={intl.formatMessage(m.moveDown, { name })}
          onClick={() => onMove(1)}
        >
          ↓
        </button>
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
        <Link
          className="btn"
          href={buildUrl(`settings.${MANAGE_PAGE[section.type]}`, {}, locale)}
          aria-label={intl.formatMessage(m.manageLabel, { name })}
        >
          {intl.formatMessage(m.manage)}
        </Link>
        {!section.visible && <span className="section-badge">{intl.formatMessage(m.hidden)}</span>}
      </div>
      {section.type === 'hero' && (
        <div className="section-inplace">
          <TextField path="title" label={intl.formatMessage(m.titleInPlace)} />
        </div>
      )}
      {(section.type === 'about' || section.type === 'text') && (
        <div className="section-inplace">
          <InplaceText section={{ ...section, type: section.type }} name={name} />
        </div>
      )}
      <div
        ref={body}
        className={`section-body home-section home-section-${section.type}`}
        data-section={section.id}
        style={sectionStyle(section)}
      >
        <div className="home-section-inner">{children}</div>
      </div>
    </section>
  );
}
