import type { Metadato } from '@archive/contracts/catalogue';
import { quantityText } from '@archive/contracts/quantity';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../lib/catalogue-options';
import { withoutMachineDates } from '../arrange';
import { messages } from '../messages';

function Value({ m }: { m: Metadato }) {
  const locale = useLocale();
  const quantity = quantityText(m, locale);
  if (quantity) return <span data-quantity>{quantity}</span>;
  const parts = withoutMachineDates(
    (m.subelements ?? []).filter((s) => s.value !== null && s.value !== undefined && s.value !== ''),
  );
  if (parts.length === 0) return <>{m.value}</>;
  return (
    <>
      {m.value && <p>{m.value}</p>}
      <dl className="metadata-parts">
        {parts.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: subelements may repeat a fieldCode
          <div key={`${s.fieldCode}-${i}`}>
            <dt>{s.label ?? s.fieldCode}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function MetadataList({ items }: { items: Metadato[] }) {
  return (
    <dl className="metadata-list">
      {items.map((m, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a record may repeat a fieldCode
        <div key={`${m.fieldCode}-${i}`} className="metadata-row" data-field={m.fieldCode}>
          <dt>{m.label}</dt>
          <dd>
            <Value m={m} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Metadata arranged by the table's summary first, then everything else the record carries. */
export function RecordMetadata({ main, other }: { main: Metadato[]; other: Metadato[] }) {
  const intl = useIntl();
  if (main.length === 0 && other.length === 0) return null;
  return (
    <section className="record-metadata" aria-labelledby="record-metadata-title">
      <h2 id="record-metadata-title">{intl.formatMessage(messages.metadataTitle)}</h2>
      <MetadataList items={main} />
      {other.length > 0 && (
        <>
          <h3>{intl.formatMessage(messages.otherMetadata)}</h3>
          <MetadataList items={other} />
        </>
      )}
    </section>
  );
}
