import { parseDateRange } from '@archive/contracts/date-filter';
import type { FilterToken } from '@archive/contracts/filters';
import { pickText } from '@archive/contracts/localised-text';
import { t } from '@archive/contracts/messages';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCatalogueOptions, useLocale } from '../../../lib/catalogue-options';
import { messages } from '../messages';

type DateToken = Extract<FilterToken, { type: 'date' }>;

/**
 * Date filter (spec section 5): from and to, each dd/mm/yyyy or a year ('AAAA o GG/MM/AAAA'); an
 * impossible date or from after to shows 'Le date (o la data) inserite non sono valide'.
 */
export function DateFilter({
  current,
  onApply,
}: {
  current: DateToken | undefined;
  onApply: (token: DateToken) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const options = useCatalogueOptions();
  const id = useId();
  const [from, setFrom] = useState(current?.from ?? '');
  const [to, setTo] = useState(current?.to ?? '');
  const [error, setError] = useState(false);
  useEffect(() => {
    setFrom(current?.from ?? '');
    setTo(current?.to ?? '');
  }, [current]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const range = parseDateRange(from, to);
    setError(!range.ok);
    if (range.ok) onApply({ type: 'date', from: from.trim(), to: to.trim() });
  };
  const placeholder = t('validation.datePlaceholder', locale);
  const label = pickText(options.dateLabel, locale) || intl.formatMessage(messages.dateTitle);
  const notes = pickText(options.dateNotes, locale);
  return (
    <form className="date-filter" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <fieldset>
        <legend id={`${id}-title`}>{label}</legend>
        <div className="date-filter-fields">
          <label htmlFor={`${id}-from`}>
            {intl.formatMessage(messages.dateFrom)}
            <input
              id={`${id}-from`}
              name="from"
              inputMode="numeric"
              placeholder={placeholder}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              aria-invalid={error || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </label>
          <label htmlFor={`${id}-to`}>
            {intl.formatMessage(messages.dateTo)}
            <input
              id={`${id}-to`}
              name="to"
              inputMode="numeric"
              placeholder={placeholder}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={error || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </label>
          <button type="submit" className="btn">
            {intl.formatMessage(messages.dateApply)}
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="form-error">
            {t('validation.dateInvalid', locale)}
          </p>
        )}
        {notes && <p className="date-filter-notes">{notes}</p>}
      </fieldset>
    </form>
  );
}
