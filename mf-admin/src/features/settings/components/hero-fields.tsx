import { catalogueRecordCall } from '@archive/contracts/catalogue-endpoints';
import { getDocsCall } from '@archive/contracts/content-endpoints';
import type { Locale } from '@archive/contracts/locales';
import { isRecordTable, matchUrl } from '@archive/contracts/routes';
import type { HeroImage } from '@archive/contracts/site-options';
import { ApiError, callApi, useArchive, useCall } from '@archive/ui';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { LocalisedTextField } from '../../../lib/components/fields';
import { UploadField } from '../../../lib/components/upload-field';
import { getAt } from '../../../lib/object-path';
import { getDraftState, updateDraft } from '../../../lib/options-draft';
import { useField } from '../../../lib/use-field';
import { settingsMessages as m } from '../messages';

/**
 * What the home's first screen leads with (issue 26): its picture and the one guided path it
 * proposes. A manager usually picks a picture from the collection, so pasting the address of a
 * record's page is enough: the picture, its size and its description in every language come from
 * the record, and the caption links back to it. An uploaded picture works too.
 */
export function HeroFields() {
  const intl = useIntl();
  return (
    <fieldset className="admin-hero">
      <legend>{intl.formatMessage(m.heroTitle)}</legend>
      <p className="admin-hint">{intl.formatMessage(m.heroHint)}</p>
      <HeroFromRecord />
      <HeroImageFields />
      <HeroPathFields />
    </fieldset>
  );
}

/** The record a page address points at, or undefined (any site address, with or without the host). */
export function recordOfAddress(text: string, enabled: readonly Locale[]) {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  let path: string;
  try {
    const url = new URL(trimmed, 'http://site.invalid');
    path = url.pathname;
  } catch {
    return undefined;
  }
  const match = matchUrl(path, enabled);
  const { table, id } = match.params;
  return match.route === 'record' && isRecordTable(table) && id ? { table, id } : undefined;
}

function HeroFromRecord() {
  const intl = useIntl();
  const enabled = useArchive((s) => s.enabledLocales);
  const image = useField<HeroImage>('heroImage');
  const [address, setAddress] = useState('');
  const [state, setState] = useState<{ busy: boolean; message?: string; ok?: boolean }>({ busy: false });
  const inputId = useId();
  const use = async () => {
    const ref = recordOfAddress(address, enabled);
    if (!ref) {
      setState({ busy: false, ok: false, message: intl.formatMessage(m.heroNotRecord) });
      return;
    }
    setState({ busy: true });
    try {
      // The record as visitors see it, once per language: its picture and its title in each.
      const answers = await Promise.all(
        enabled.map((locale) =>
          callApi(catalogueRecordCall, { table: ref.table, id: ref.id, locale }).then(
            (a) => [locale, a.record] as const,
            () => [locale, undefined] as const,
          ),
        ),
      );
      const first = answers.find(([, r]) => r)?.[1];
      if (!first) {
        setState({ busy: false, ok: false, message: intl.formatMessage(m.heroRecordMissing) });
        return;
      }
      const picture = first.primaryImg;
      const url = picture?.url.large ?? picture?.url.original;
      if (!picture || !url) {
        setState({ busy: false, ok: false, message: intl.formatMessage(m.heroRecordNoImage) });
        return;
      }
      const alt: Partial<Record<Locale, string>> = {};
      for (const [locale, r] of answers)
        if (r?.preferred_label) alt[locale] = r.preferred_label.slice(0, 300);
      image.set({
        url,
        alt,
        ...(picture.size.width > 0 && picture.size.height > 0
          ? { width: picture.size.width, height: picture.size.height }
          : {}),
        record: { table: first.table, id: String(first.id) },
      });
      setState({
        busy: false,
        ok: true,
        message: intl.formatMessage(m.heroRecordUsed, { title: first.preferred_label }),
      });
    } catch (e) {
      const message = e instanceof ApiError ? e.message : String(e);
      setState({ busy: false, ok: false, message });
    }
  };
  return (
    <div className="admin-field">
      <label htmlFor={inputId}>{intl.formatMessage(m.heroRecordAddress)}</label>
      <span className="admin-inline">
        <input
          id={inputId}
          type="text"
          inputMode="url"
          value={address}
          aria-describedby={state.message ? `${inputId}-status` : undefined}
          onChange={(e) => setAddress(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void use();
            }
          }}
        />
        <button type="button" className="btn" disabled={state.busy} onClick={() => void use()}>
          {intl.formatMessage(m.heroUseRecord)}
        </button>
      </span>
      <p id={`${inputId}-status`} role="status" className={state.ok === false ? 'admin-error' : 'admin-hint'}>
        {state.message ?? ''}
      </p>
    </div>
  );
}

function HeroImageFields() {
  const intl = useIntl();
  const image = useField<HeroImage>('heroImage');
  const url = image.value?.url ?? '';
  const record = image.value?.record;
  // An uploaded or pasted picture: its size is read once it loads, so the home can reserve its box.
  useEffect(() => {
    if (!url || typeof Image === 'undefined') return;
    const probe = new Image();
    probe.onload = () => {
      const { naturalWidth: width, naturalHeight: height } = probe;
      // The draft as it is now (the manager may have typed since), not as it was when asked.
      const now = getAt(getDraftState().draft, 'heroImage') as HeroImage | undefined;
      if (!(width > 0 && height > 0) || now?.url !== url) return;
      if (now.width !== width) updateDraft('heroImage.width', width);
      if (now.height !== height) updateDraft('heroImage.height', height);
    };
    probe.src = url;
    return () => {
      probe.onload = null;
    };
  }, [url]);
  return (
    <>
      <UploadField
        path="heroImage.url"
        label={intl.formatMessage(m.heroImage)}
        hint={intl.formatMessage(m.heroImageHint)}
      />
      {image.value && (
        <>
          <LocalisedTextField path="heroImage.alt" label={intl.formatMessage(m.heroImageAlt)} />
          {record && <p className="admin-hint">{intl.formatMessage(m.heroImageRecord, record)}</p>}
          <button type="button" className="btn btn-ghost" onClick={() => image.set(undefined)}>
            {intl.formatMessage(m.heroImageRemove)}
          </button>
        </>
      )}
    </>
  );
}

interface HeroPath {
  slug?: string;
  title?: string | Partial<Record<Locale, string>>;
}

function HeroPathFields() {
  const intl = useIntl();
  const path = useField<HeroPath>('heroPath');
  const paths = useCall(getDocsCall, { collection: 'paths', limit: 100, skip: 0 });
  const selectId = useId();
  const slug = path.value?.slug ?? '';
  const docs = paths.data?.data ?? [];
  const known = docs.some((d) => d.name === slug);
  return (
    <>
      <div className="admin-field">
        <label htmlFor={selectId}>{intl.formatMessage(m.heroPath)}</label>
        <select
          id={selectId}
          value={slug}
          onChange={(e) => {
            const chosen = docs.find((d) => d.name === e.currentTarget.value);
            if (!chosen) {
              path.set(undefined);
              return;
            }
            const title = typeof chosen.data.title === 'string' ? chosen.data.title : '';
            path.set({ slug: chosen.name, ...(title ? { title: { [intl.locale]: title } } : {}) });
          }}
        >
          <option value="">{intl.formatMessage(m.heroPathNone)}</option>
          {/* A path saved in the options but no longer listed still shows, so nothing changes unseen. */}
          {slug && !known && <option value={slug}>{slug}</option>}
          {docs.map((d) => (
            <option key={d.name} value={d.name}>
              {typeof d.data.title === 'string' && d.data.title ? d.data.title : d.name}
            </option>
          ))}
        </select>
      </div>
      {slug && <LocalisedTextField path="heroPath.title" label={intl.formatMessage(m.heroPathTitle)} />}
    </>
  );
}
