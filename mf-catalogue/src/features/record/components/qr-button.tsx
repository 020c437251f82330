import { openModal } from '@archive/ui';
import { useIntl } from 'react-intl';
import { messages } from '../messages';
import { QrModal, type QrModalProps } from './qr-modal';

/** Opens the QR modal for a record, with its texts translated here (the modal lives in the shell). */
export function QrButton({ recordId, link, label }: { recordId: string; link: string; label: string }) {
  const intl = useIntl();
  const open = () => {
    const props: QrModalProps & { title: string } = {
      title: intl.formatMessage(messages.qrTitle),
      url: new URL(link, window.location.origin).href,
      recordId,
      texts: {
        title: intl.formatMessage(messages.qrTitle),
        alt: intl.formatMessage(messages.qrAlt, { label }),
        download: intl.formatMessage(messages.qrDownload),
        copy: intl.formatMessage(messages.qrCopy),
        copied: intl.formatMessage(messages.qrCopied),
        copyFailed: intl.formatMessage(messages.qrCopyFailed),
        close: intl.formatMessage(messages.qrClose),
      },
    };
    openModal(QrModal, props);
  };
  return (
    <button type="button" className="btn qr-button" onClick={open} aria-haspopup="dialog">
      {intl.formatMessage(messages.qrOpen)}
    </button>
  );
}
