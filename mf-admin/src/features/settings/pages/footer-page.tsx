import type { LocalisedText } from '@archive/contracts/localised-text';
import { useArchive } from '@archive/ui';
import { useIntl } from 'react-intl';
import { StringListField, TextField } from '../../../lib/components/fields';
import { ListField, RowInput } from '../../../lib/components/multiple-editor';
import { UploadField } from '../../../lib/components/upload-field';
import type { Message } from '../../../lib/define-messages';
import { textOf, withText } from '../../../lib/localised-text';
import { RichTextField } from '../../../lib/rich-text/rich-text-field';
import { MenuList } from '../components/menu-list';
import { SettingsFrame } from '../components/settings-frame';
import { settingsMessages as m } from '../messages';

interface FooterBlock {
  title: LocalisedText;
  text: LocalisedText;
}

/** Footer blocks, sponsor, the custom footer menu and the default entries to hide. */
export default function FooterPage() {
  const intl = useIntl();
  const locales = useArchive((s) => s.enabledLocales);
  const f = (d: Message) => intl.formatMessage(d);
  return (
    <SettingsFrame page="footer">
      <ListField<FooterBlock>
        path="footer_blocks"
        label={f(m.footerBlocks)}
        limit={20}
        sortable
        blank={{ title: {}, text: {} }}
        renderRow={(row, update) =>
          locales.map((l) => (
            <div key={l} className="row-locale">
              <RowInput
                label={`${f(m.blockTitle)} (${l.toUpperCase()})`}
                value={textOf(row.title, l)}
                onChange={(text) => update({ ...row, title: withText(row.title, l, text, locales) })}
              />
              {/* HTML: the rich-text editor, whose schema is the sanitiser's allow-list. */}
              <RichTextField
                label={`${f(m.blockText)} (${l.toUpperCase()})`}
                className="footer-block-text"
                value={textOf(row.text, l)}
                onChange={(text) => update({ ...row, text: withText(row.text, l, text, locales) })}
              />
            </div>
          ))
        }
      />
      <fieldset>
        <legend>{f(m.sponsorTitle)}</legend>
        <UploadField path="sponsor_logo" label={f(m.sponsorLogo)} />
        <TextField path="sponsor_claim" label={f(m.sponsorClaim)} />
        <TextField path="sponsor_link" type="url" label={f(m.sponsorLink)} />
      </fieldset>
      <MenuList path="menuFooter" label={f(m.menuFooter)} />
      <StringListField path="customjs.hideMenuFooter" label={f(m.hideMenuFooter)} />
    </SettingsFrame>
  );
}
