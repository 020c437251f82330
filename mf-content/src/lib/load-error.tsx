import { StatusPage, statusOfError } from '@archive/ui';

/**
 * A load that failed for another reason than a missing document (a 5xx, the network): the site's
 * error page with the status code and 'La pagina non è disponibile' (spec section 8), and a retry
 * that asks again. A missing document gets the same `StatusPage` with 404 and no retry.
 */
export function LoadError({ status, onRetry }: { status: number; onRetry?: () => void }) {
  return <StatusPage status={statusOfError({ statusCode: status })} onRetry={onRetry} />;
}
