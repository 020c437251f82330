import type { Locale } from '@archive/contracts/locales';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { UploadControl } from '../../../lib/components/upload-control';
import { RichTextField } from '../../../lib/rich-text/rich-text-field';
import { newItemId } from '../../../lib/text-drafts';
import { documentMessages as m } from '../messages';
import { FramedList } from './framed-list';

export type DraftStop = {
  id: string;
  title: string;
  text?: string;
  image?: string;
  visible: boolean;
  color?: string;
  background?: string;
} & Record<string, unknown>;

/** A path's stops in edit mode: each in the section wrapper, its title, text and image in place. */
export function PathStops({
  stops,
  locale,
  onChange,
  announce,
}: {
  stops: DraftStop[];
  locale: Locale;
  onChange: (stops: DraftStop[]) => void;
  announce: (text: string) => void;
}) {
  const intl = useIntl();
  const nameOf = (stop: DraftStop, i: number) =>
    intl.formatMessage(m.stopName, { n: i + 1, title: stop.title });
  return (
    <section className="path-stops-edit" aria-labelledby="path-stops-title">
      <h2 id="path-stops-title">{intl.formatMessage(m.stops)}</h2>
      <FramedList<DraftStop>
        items={stops}
        nameOf={nameOf}
        onChange={onChange}
        locale={locale}
        announce={announce}
        focusAfterLast="[data-add-stop]"
        renderBody={(stop, i) => (
          <StopBody
            stop={stop}
            n={i + 1}
            onChange={(next) => onChange(stops.map((s) => (s.id === stop.id ? next : s)))}
          />
        )}
      />
      <button
        type="button"
        className="btn"
        data-add-stop
        onClick={() => {
          const stop: DraftStop = {
            id: newItemId(),
            title: intl.formatMessage(m.newStop),
            text: '',
            visible: true,
          };
          onChange([...stops, stop]);
          announce(intl.formatMessage(m.added, { name: nameOf(stop, stops.length) }));
        }}
      >
        + {intl.formatMessage(m.addStop)}
      </button>
    </section>
  );
}

function StopBody({
  stop,
  n,
  onChange,
}: {
  stop: DraftStop;
  n: number;
  onChange: (stop: DraftStop) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="path-step">
      <h3 className="inplace-heading">
        <input
          className="inplace-title"
          aria-label={intl.formatMessage(m.stopTitle, { n })}
          value={stop.title}
          onChange={(e) => onChange({ ...stop, title: e.currentTarget.value })}
        />
      </h3>
      {stop.image && <img className="path-step-image" src={stop.image} alt="" />}
      <div className="admin-field" id={id}>
        <UploadControl
          kind="image"
          label={intl.formatMessage(m.stopImage, { n })}
          onUploaded={(url) => onChange({ ...stop, image: url })}
        />
      </div>
      <RichTextField
        value={stop.text ?? ''}
        onChange={(text) => onChange({ ...stop, text })}
        label={intl.formatMessage(m.stopText, { n })}
        className="path-step-text"
      />
    </div>
  );
}
