import { useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages';

/**
 * Share the record's link beside its QR code (issue 26): the system's share sheet where the browser
 * has one (phones), else the link copied to the clipboard, else shown to select. The result is said
 * in a status line, as the QR modal's copy does.
 */
export function ShareButton({ link, label }: { link: string; label: string }) {
  const intl = useIntl();
  const [said, setSaid] = useState<{ text: string; url?: string }>();
  const share = async () => {
    const url = new URL(link, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: label, url });
        return;
      } catch (err) {
        // The visitor closed the share sheet: nothing to say.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setSaid({ text: intl.formatMessage(messages.shareCopied) });
    } catch {
      setSaid({ text: intl.formatMessage(messages.shareCopyFailed), url });
    }
  };
  return (
    <>
      <button type="button" className="btn share-button" onClick={() => void share()}>
        {intl.formatMessage(messages.share)}
      </button>
      <span role="status" className="share-status">
        {said?.text}
        {said?.url ? <input readOnly value={said.url} aria-label={label} size={30} /> : null}
      </span>
    </>
  );
}
