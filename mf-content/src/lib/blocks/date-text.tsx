import { formatDate } from '@archive/contracts/format';
import { useLocale } from '../site';

/** A date as DD MMMM YYYY in the page's locale ('15 settembre 2025', '15 September 2025'). */
export function DateText({
  epochSeconds,
  className,
}: {
  epochSeconds: number | undefined;
  className?: string;
}) {
  const locale = useLocale();
  if (epochSeconds === undefined) return null;
  const text = formatDate(epochSeconds, locale);
  if (!text) return null;
  return (
    <time className={className} dateTime={new Date(epochSeconds * 1000).toISOString().slice(0, 10)}>
      {text}
    </time>
  );
}
