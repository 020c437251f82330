import type { LocalisedText } from '@archive/contracts/localised-text';
import { useArchive } from '@archive/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { DraftStatus } from '../../lib/components/draft-status';
import { confirmDelete } from '../../lib/confirm';
import { textOf, withText } from '../../lib/localised-text';
import { getAt } from '../../lib/object-path';
import { updateDraft } from '../../lib/options-draft';
import { RichTextField } from '../../lib/rich-text/rich-text-field';
import { newItemId } from '../../lib/text-drafts';
import { useOptionsDraft } from '../../lib/use-options-draft';
import { documentMessages as d } from '../documents/messages';
import { MoveButtons } from '../sections/components/move-buttons';
import { sectionMessages as s } from '../sections/messages';
import { footerMessages as m } from './messages';

interface FooterBlock {
  title: LocalisedText;
  text: LocalisedText;
}
/** The site options' limit (siteOptionsSchema: footer_blocks at most 20). */
const MAX_BLOCKS = 20;

type Focus = { key: string | null; target: 'delete' | 'up' | 'down' | 'new' };

/**
 * The footer's blocks edited where they stand (issue 25): the shell draws this in place of the
 * blocks while a manager is in edit mode. Each block keeps the footer's look with its title in a
 * labelled field and its text in the rich-text editor (the sanitiser's allow-list, as in Settings >
 * Piè di pagina), in the page's language; ↑/↓, 'Elimina' after 'Sei sicuro di voler cancellare?'
 * (the focus goes to the next block's first control, else the previous one's, else the add
 * button; the live region says so) and '+ Aggiungi un blocco al piè di pagina'. Edits go to the
 * site options draft like the home's sections: the same Save, dirty state, leave question and
 * conflict panel (shown here only where no other editor on the page shows it).
 */
export function FooterInPlace() {
  const intl = useIntl();
  const draft = useOptionsDraft();
  const locale = useArchive((st) => st.locale);
  const locales = useArchive((st) => st.enabledLocales);
  const [announcement, announce] = useState('');
  const [focus, setFocus] = useState<Focus | null>(null);
  const ready = draft.status === 'ready' && draft.draft !== null;
  const stored = ready ? getAt(draft.draft ?? {}, 'footer_blocks') : undefined;
  const blocks = Array.isArray(stored) ? (stored as FooterBlock[]) : [];
  // Blocks have no id in the options: keys kept beside them let a moved block keep its editor.
  const keys = useRef<string[]>([]);
  while (keys.current.length < blocks.length) keys.current.push(newItemId());
  keys.current.length = blocks.length;

  useEffect(() => {
    if (!focus) return;
    const root = focus.key ? document.querySelector(`[data-footer-block="${CSS.escape(focus.key)}"]`) : null;
    let target: HTMLElement | null | undefined;
    if (focus.target === 'delete')
      target =
        root?.querySelector<HTMLElement>('.section-toolbar button:not(:disabled)') ??
        document.querySelector<HTMLElement>('[data-footer-add]');
    else if (focus.target === 'new') target = root?.querySelector<HTMLElement>('input');
    else {
      const wanted = root?.querySelector<HTMLButtonElement>(`[data-move="${focus.target}"]`);
      target =
        wanted && !wanted.disabled
          ? wanted
          : root?.querySelector<HTMLButtonElement>(`[data-move="${focus.target === 'up' ? 'down' : 'up'}"]`);
    }
    target?.focus();
    setFocus(null);
  }, [focus]);

  const write = (next: FooterBlock[]) => updateDraft('footer_blocks', next);
  const nameOf = (i: number) => intl.formatMessage(m.blockName, { n: i + 1 });
  const move = (from: number, to: number) => {
    if (to < 0 || to >= blocks.length) return;
    const next = [...blocks];
    const [block] = next.splice(from, 1);
    const [key] = keys.current.splice(from, 1);
    if (!block || !key) return;
    next.splice(to, 0, block);
    keys.current.splice(to, 0, key);
    write(next);
    // Named by its new place, as the page now shows it.
    announce(intl.formatMessage(s.moved, { name: nameOf(to), position: to + 1, total: blocks.length }));
    setFocus({ key, target: to < from ? 'up' : 'down' });
  };
  const remove = (index: number) => {
    if (!confirmDelete()) return;
    const name = nameOf(index);
    keys.current.splice(index, 1);
    write(blocks.filter((_, i) => i !== index));
    announce(intl.formatMessage(d.deleted, { name }));
    setFocus({ key: keys.current[index] ?? keys.current[index - 1] ?? null, target: 'delete' });
  };
  const add = () => {
    const key = newItemId();
    keys.current.push(key);
    write([...blocks, { title: {}, text: {} }]);
    announce(intl.formatMessage(d.added, { name: nameOf(blocks.length) }));
    setFocus({ key, target: 'new' });
  };

  return (
    <section className="footer-inplace" aria-label={intl.formatMessage(m.region)} data-footer-editing>
      <DraftStatus draft={draft} onlyAlone />
      {!ready && (
        <p className="admin-hint" aria-busy="true">
          {intl.formatMessage(s.loading)}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {blocks.map((block, index) => {
        const key = keys.current[index] ?? String(index);
        const name = nameOf(index);
        const n = index + 1;
        const set = (patch: Partial<FooterBlock>) =>
          write(blocks.map((b, i) => (i === index ? { ...b, ...patch } : b)));
        return (
          <section key={key} className="footer-block edit-section" data-footer-block={key} aria-label={name}>
            <div
              className="section-toolbar"
              role="toolbar"
              aria-label={intl.formatMessage(s.toolbar, { name, position: n, total: blocks.length })}
            >
              <strong className="section-name">{name}</strong>
              <MoveButtons
                name={name}
                index={index}
                total={blocks.length}
                onMove={(by) => move(index, index + by)}
              />
              <button
                type="button"
                className="btn btn-ghost"
                data-delete
                aria-label={intl.formatMessage(s.deleteLabel, { name })}
                onClick={() => remove(index)}
              >
                {intl.formatMessage(s.delete)}
              </button>
            </div>
            <div className="footer-block-body">
              <div className="admin-field">
                <label htmlFor={`footer-${key}-title`}>{intl.formatMessage(m.blockTitle, { n })}</label>
                <input
                  id={`footer-${key}-title`}
                  className="footer-block-title"
                  value={textOf(block.title, locale)}
                  onChange={(e) =>
                    set({ title: withText(block.title, locale, e.currentTarget.value, locales) })
                  }
                />
              </div>
              <RichTextField
                label={intl.formatMessage(m.blockText, { n })}
                className="footer-block-text"
                value={textOf(block.text, locale)}
                onChange={(html) => set({ text: withText(block.text, locale, html, locales) })}
              />
            </div>
          </section>
        );
      })}
      <p>
        <button
          type="button"
          className="btn"
          data-footer-add
          disabled={!ready || blocks.length >= MAX_BLOCKS}
          aria-describedby={blocks.length >= MAX_BLOCKS ? 'footer-full' : undefined}
          onClick={add}
        >
          {intl.formatMessage(m.add)}
        </button>
        {blocks.length >= MAX_BLOCKS && (
          <span id="footer-full" className="admin-hint">
            {' '}
            {intl.formatMessage(m.full, { max: MAX_BLOCKS })}
          </span>
        )}
      </p>
    </section>
  );
}
