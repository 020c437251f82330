import type { Locale } from '@archive/contracts/locales';
import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type FramedSection, SECTION_DRAG_TYPE, SectionFrame } from '../../sections/components/section-frame';
import { sectionMessages as s } from '../../sections/messages';
import { moveSection } from '../../sections/section-style';
import { documentMessages as m } from '../messages';

/**
 * A document's blocks (or a path's stops) in edit mode, each in the home's section wrapper: drag,
 * ↑/↓ (the focus follows the moved item and a live region says where it went), visibility, text
 * and background colour, and Elimina after 'Sei sicuro di voler cancellare?' (the focus goes to
 * the next item, or to `afterLast` when none is left). Every change goes through `onChange`.
 */
export function FramedList<S extends FramedSection>({
  items,
  nameOf,
  onChange,
  renderBody,
  locale,
  announce,
  focusAfterLast,
}: {
  items: S[];
  nameOf: (item: S, index: number) => string;
  onChange: (items: S[]) => void;
  renderBody: (item: S, index: number) => ReactNode;
  locale: Locale;
  /** The live region's text, owned by the caller (additions are announced there too). */
  announce: (text: string) => void;
  /** Selector of what takes the focus when the last item is deleted. */
  focusAfterLast: string;
}) {
  const intl = useIntl();
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [focus, setFocus] = useState<{ id: string; dir: 'up' | 'down' | 'delete' } | null>(null);

  useEffect(() => {
    if (!focus) return;
    const root = document.querySelector(`[data-section-id="${CSS.escape(focus.id)}"]`);
    if (focus.dir === 'delete') {
      // The next (or previous) item's first usable control, never a disabled one (↑ on the new first
      // item would drop the focus to the page); with none left, the add button.
      (
        root?.querySelector<HTMLElement>('.section-toolbar button:not(:disabled)') ??
        document.querySelector<HTMLElement>(focusAfterLast)
      )?.focus();
    } else {
      const wanted = root?.querySelector<HTMLButtonElement>(`[data-move="${focus.dir}"]`);
      const other = root?.querySelector<HTMLButtonElement>(
        `[data-move="${focus.dir === 'up' ? 'down' : 'up'}"]`,
      );
      (wanted && !wanted.disabled ? wanted : other)?.focus();
    }
    setFocus(null);
  }, [focus, focusAfterLast]);

  const move = (from: number, to: number) => {
    const item = items[from];
    if (!item || from === to || to < 0 || to >= items.length) return;
    onChange(moveSection(items, from, to));
    announce(
      intl.formatMessage(s.moved, { name: nameOf(item, from), position: to + 1, total: items.length }),
    );
  };

  return (
    <>
      {items.map((item, index) => (
        <SectionFrame<S>
          key={item.id}
          kind="block"
          section={item}
          index={index}
          total={items.length}
          name={nameOf(item, index)}
          locale={locale}
          onChange={(next) => onChange(items.map((i) => (i.id === item.id ? next : i)))}
          onDelete={() => {
            const next = items.filter((i) => i.id !== item.id);
            onChange(next);
            announce(intl.formatMessage(m.deleted, { name: nameOf(item, index) }));
            const after = next[index] ?? next[index - 1];
            setFocus({ id: after?.id ?? '', dir: 'delete' });
          }}
          onMove={(by) => {
            move(index, index + by);
            setFocus({ id: item.id, dir: by < 0 ? 'up' : 'down' });
          }}
          onDragStart={(e) => {
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData(SECTION_DRAG_TYPE, item.id);
            const frame = (e.currentTarget as HTMLElement).closest('section');
            if (frame) e.dataTransfer.setDragImage(frame, 16, 16);
            setDragging(item.id);
          }}
          onDragEnd={() => {
            setDragging(null);
            setOver(null);
          }}
          onDrop={(e) => {
            const id = e.dataTransfer.getData(SECTION_DRAG_TYPE) || dragging;
            const from = items.findIndex((i) => i.id === id);
            if (from >= 0) move(from, index);
            setDragging(null);
          }}
          dragOver={over === item.id && dragging !== item.id}
          onDragOverChange={(on) => setOver(on ? item.id : null)}
        >
          {renderBody(item, index)}
        </SectionFrame>
      ))}
    </>
  );
}
