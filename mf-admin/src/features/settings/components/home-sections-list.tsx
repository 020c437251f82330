import type { HomeSection } from '@archive/contracts/site-options';
import { Switch } from '@archive/ui/controls';
import { useIntl } from 'react-intl';
import { sectionName } from '../../../lib/components/conflict-panel';
import { useField } from '../../../lib/use-field';
import { MoveButtons } from '../../sections/components/move-buttons';
import { sectionMessages as sm } from '../../sections/messages';
import { settingsMessages as m } from '../messages';

/**
 * Order and visibility of the home sections, as a keyboard-friendly list: each row named as the
 * home's own editing frames name it ("Copertina", "Testo (about)"), never by its id, the moves saying
 * which section they move and the switch inside a fieldset named by the section.
 */
export function HomeSectionsList() {
  const intl = useIntl();
  const field = useField<HomeSection[]>('home.sections');
  const sections = field.value ?? [];
  const move = (from: number, to: number) => {
    if (to < 0 || to >= sections.length) return;
    const next = [...sections];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    field.set(next);
  };
  return (
    <fieldset>
      <legend>{intl.formatMessage(m.homeSections)}</legend>
      <p className="admin-hint">{intl.formatMessage(m.homeSectionsHint)}</p>
      <ol>
        {sections.map((s, i) => {
          const name = sectionName(s, intl);
          return (
            <li key={s.id} data-section-id={s.id}>
              <fieldset className="multiple-editor-row home-section-row">
                <legend>{name}</legend>
                <Switch
                  checked={s.visible}
                  label={intl.formatMessage(sm.visible)}
                  onChange={(visible) =>
                    field.set(sections.map((x) => (x.id === s.id ? { ...x, visible } : x)))
                  }
                />
                <MoveButtons name={name} index={i} total={sections.length} onMove={(by) => move(i, i + by)} />
              </fieldset>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}

/** A section type switched on or off in the home; missing sections are added at the end. */
export function SectionToggle({ type, label }: { type: 'newsletter' | 'contact'; label: string }) {
  const field = useField<HomeSection[]>('home.sections');
  const sections = field.value ?? [];
  const current = sections.find((s) => s.type === type);
  return (
    <Switch
      checked={current?.visible === true}
      label={label}
      onChange={(visible) =>
        field.set(
          current
            ? sections.map((s) => (s.type === type ? { ...s, visible } : s))
            : [...sections, { id: type, type, visible }],
        )
      }
    />
  );
}
