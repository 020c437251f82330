import { backofficeLabel, catalogueSystemOf } from '@archive/contracts/catalogue-system';
import { getSizeCall } from '@archive/contracts/content-endpoints';
import { formatBytes } from '@archive/contracts/format';
import { useArchive, useCall } from '@archive/ui';
import { useIntl } from 'react-intl';
import { settingsMessages as m } from '../messages';

/**
 * What the installation is, read-only on Settings > Developer: the catalogue system chosen by the
 * gateway's CATALOGUE_SYSTEM (and what it decides), how the gateway reads visitor addresses
 * (TRUST_PROXY, with a warning when requests come through a proxy it does not trust), and the
 * space the documents and uploads take (getSize, sizes in B to YB, base 1024).
 */
export function InstallationFacts() {
  const intl = useIntl();
  const locale = useArchive((s) => s.locale);
  const system = useArchive((s) => catalogueSystemOf(s.siteOptions));
  const size = useCall(getSizeCall);
  const rows = Object.entries(size.data?.data ?? {});
  return (
    <>
      <section aria-labelledby="developer-system" data-catalogue-system={system.system}>
        <h2 id="developer-system">{intl.formatMessage(m.systemTitle)}</h2>
        <dl className="admin-facts">
          <dt>{intl.formatMessage(m.systemKind)}</dt>
          <dd>
            {backofficeLabel(system, locale)} (<code>CATALOGUE_SYSTEM={system.system}</code>)
          </dd>
          <dt>{intl.formatMessage(m.systemTables)}</dt>
          <dd>{system.searchTables.join(', ')}</dd>
          <dt>{intl.formatMessage(m.systemSummary)}</dt>
          <dd>
            <code>{system.summarySetting}</code>
          </dd>
          <dt>{intl.formatMessage(m.systemUsers)}</dt>
          <dd>{intl.formatMessage(system.userAdmin ? m.yes : m.no)}</dd>
        </dl>
      </section>
      {size.data?.proxy && <ProxyFacts {...size.data.proxy} />}
      <section aria-labelledby="developer-size">
        <h2 id="developer-size">{intl.formatMessage(m.sizeTitle)}</h2>
        {size.error && <p className="admin-error">{size.error.message}</p>}
        {size.data && (
          <table>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.sizeCollection)}</th>
                <th scope="col">{intl.formatMessage(m.sizeCount)}</th>
                <th scope="col">{intl.formatMessage(m.sizeBytes)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([collection, usage]) => (
                <tr key={collection} data-collection={collection}>
                  <th scope="row">{collection}</th>
                  <td>{intl.formatNumber(usage.count)}</td>
                  <td>{formatBytes(usage.bytes)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {intl.formatMessage(m.sizeTotal)}
                </th>
                <td data-total>{formatBytes(size.data.totalBytes)}</td>
              </tr>
            </tfoot>
          </table>
        )}
      </section>
    </>
  );
}

/** TRUST_PROXY as the gateway runs (getSize's `proxy`): said loudly when a proxy is in front unseen. */
function ProxyFacts({ trustProxy, forwardedSeen }: { trustProxy: boolean; forwardedSeen: boolean }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="developer-proxy" data-trust-proxy={trustProxy}>
      <h2 id="developer-proxy">{intl.formatMessage(m.proxyTitle)}</h2>
      <p>
        <code>TRUST_PROXY={String(trustProxy)}</code>:{' '}
        {intl.formatMessage(trustProxy ? m.proxyTrusted : m.proxyUnset)}
      </p>
      {!trustProxy && forwardedSeen && (
        <p className="admin-error" role="alert">
          {intl.formatMessage(m.proxyWarning)}
        </p>
      )}
    </section>
  );
}
