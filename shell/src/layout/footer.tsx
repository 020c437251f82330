import { pickText } from '@archive/contracts/localised-text';
import { isExternalHttpUrl, safeLinkHref } from '@archive/contracts/safe-links';
import { SafeHtml, useArchive } from '@archive/ui';
import { openConsentPreferences } from '../consent/consent';
import { useFooterEditor } from './footer-editor';
import { MenuList } from './menu-list';
import { POWERED_BY_LOGO } from './powered-by-logo';
import { customMenu, defaultFooterMenu } from './site-links';
import { useMsg } from './use-msg';

type Text = Parameters<typeof pickText>[0];

/**
 * Site footer (spec section 2): contacts, footer blocks, the default menu (or the custom
 * menuFooter; hideMenuFooter hides named entries), login or logout, the cookie preferences (to
 * change or withdraw the consent), the powered-by logo and the sponsor.
 */
export function Footer() {
  const m = useMsg();
  const options = useArchive((s) => s.siteOptions);
  const locale = useArchive((s) => s.locale);
  const contacts = options.contatti ?? {};
  const custom = customMenu(options.menuFooter, locale);
  const menu = custom.length ? custom : defaultFooterMenu(options, locale, m);
  // Issue 25: in edit mode a manager edits the blocks where they stand (mf-admin's editor).
  const FooterEditor = useFooterEditor();
  const hasContacts = Boolean(contacts.emails?.length || contacts.phone?.length || contacts.social?.length);
  return (
    <footer className="site-footer">
      {hasContacts && (
        <section className="footer-contacts" aria-labelledby="footer-contacts-title">
          <h2 id="footer-contacts-title">{m('shell.footer.contacts')}</h2>
          <ul>
            {contacts.emails?.map((e) => (
              <li key={`mail-${e.email}`}>
                <a href={`mailto:${e.email}`}>{pickText(e.text as Text, locale) || e.email}</a>
              </li>
            ))}
            {contacts.phone?.map((p) => (
              <li key={`tel-${p.number}`}>
                <a href={`tel:${String(p.number ?? '').replace(/[^\d+]/g, '')}`}>
                  {pickText(p.text as Text, locale) || p.number}
                </a>
              </li>
            ))}
            {contacts.social?.map((s) =>
              typeof s.link === 'string' && isExternalHttpUrl(s.link) ? (
                <li key={`social-${s.link}`}>
                  <a href={s.link} rel="noopener noreferrer" target="_blank">
                    {pickText(s.text as Text, locale) || s.icon || s.link}
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </section>
      )}
      {FooterEditor ? (
        <FooterEditor />
      ) : (
        options.footer_blocks?.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; their order is their identity
          <section className="footer-block" key={index}>
            <h2>{pickText(block.title as Text, locale)}</h2>
            <SafeHtml html={pickText(block.text as Text, locale)} />
          </section>
        ))
      )}
      <nav className="footer-menu" aria-label={m('shell.footer.menu')}>
        <MenuList items={menu} />
        <button type="button" className="btn btn-link" onClick={openConsentPreferences} data-consent-open>
          {m('shell.cookie.preferences')}
        </button>
      </nav>
      <div className="footer-bottom">
        <p className="powered-by">
          <img src={POWERED_BY_LOGO} alt={m('shell.footer.poweredBy')} width={148} height={32} />
        </p>
        {options.sponsor_logo && (
          <p className="sponsor">
            <span>{m('shell.footer.sponsor')}</span>{' '}
            <a href={safeLinkHref(options.sponsor_link)} rel="noopener noreferrer" target="_blank">
              <img
                src={options.sponsor_logo}
                alt={pickText(options.sponsor_claim as Text, locale) || 'Sponsor'}
              />
            </a>
            {options.sponsor_claim && (
              <span className="sponsor-claim">{pickText(options.sponsor_claim as Text, locale)}</span>
            )}
          </p>
        )}
      </div>
    </footer>
  );
}
