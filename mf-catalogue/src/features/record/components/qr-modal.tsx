import { QR_CODE } from '@archive/contracts/constants';
import { closeModal } from '@archive/ui';
import { useEffect, useState } from 'react';

/**
 * QR code of a record link (spec section 2): 300 px, margin 2, download as `<record id>.png`, copy
 * the image to the clipboard, close. It is drawn in the shell's modal (another React root, with
 * the shell's messages), so every text arrives already translated in `texts`. The qrcode library
 * is imported only when the modal opens.
 */
export interface QrTexts {
  title: string;
  alt: string;
  download: string;
  copy: string;
  copied: string;
  copyFailed: string;
  close: string;
}

export interface QrModalProps {
  url: string;
  recordId: string;
  texts: QrTexts;
}

export const qrFileName = (recordId: string) => `${recordId}.png`;

export async function qrDataUrl(url: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(url, { width: QR_CODE.size, margin: QR_CODE.margin, errorCorrectionLevel: 'M' });
}

export function QrModal({ url, recordId, texts }: QrModalProps) {
  const [dataUrl, setDataUrl] = useState<string>();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    let live = true;
    void qrDataUrl(url).then((d) => live && setDataUrl(d));
    return () => {
      live = false;
    };
  }, [url]);
  const copy = async () => {
    try {
      if (!dataUrl || typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write)
        throw new Error('no clipboard');
      const blob = await (await fetch(dataUrl)).blob();
      await navigator.clipboard.write([new ClipboardItem({ [blob.type || 'image/png']: blob })]);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };
  return (
    <div className="qr-modal">
      <h2>{texts.title}</h2>
      <div className="qr-image" style={{ width: QR_CODE.size, height: QR_CODE.size }}>
        {dataUrl && <img src={dataUrl} alt={texts.alt} width={QR_CODE.size} height={QR_CODE.size} />}
      </div>
      <p className="qr-url">{url}</p>
      <div className="qr-actions">
        <a
          className="btn btn-primary"
          href={dataUrl ?? '#'}
          download={qrFileName(recordId)}
          aria-disabled={!dataUrl || undefined}
          onClick={(e) => !dataUrl && e.preventDefault()}
        >
          {texts.download}
        </a>
        <button type="button" className="btn" onClick={copy} disabled={!dataUrl}>
          {texts.copy}
        </button>
        <button type="button" className="btn" onClick={closeModal}>
          {texts.close}
        </button>
      </div>
      <p role="status" className="qr-status">
        {copyState === 'copied' ? texts.copied : copyState === 'failed' ? texts.copyFailed : ''}
      </p>
    </div>
  );
}
