import { useIntl } from 'react-intl';
import {
  CheckboxField,
  JsonField,
  LocalisedTextField,
  NumberField,
  SelectField,
  StringListField,
  TextField,
} from '../../../lib/components/fields';
import type { Message } from '../../../lib/define-messages';
import { SettingsFrame } from '../components/settings-frame';
import { settingsMessages as m } from '../messages';

/** Search and browse: extra queries, every customjs field, summary settings. */
export default function BrowsePage() {
  const intl = useIntl();
  const f = (d: Message) => intl.formatMessage(d);
  return (
    <SettingsFrame page="browse">
      <JsonField path="query" label={f(m.query)} />
      <JsonField path="queryAlbero" label={f(m.queryAlbero)} />
      <SelectField
        path="customjs.searchType"
        label={f(m.searchType)}
        options={[
          { value: 'and', label: f(m.searchAnd) },
          { value: 'or', label: f(m.searchOr) },
        ]}
      />
      <SelectField
        path="customjs.textSort"
        label={f(m.textSort)}
        options={[
          { value: 'preferred_label', label: f(m.textSortTitle) },
          { value: 'relevance', label: f(m.textSortRelevance) },
        ]}
      />
      <TextField path="customjs.regexFiltriInit" label={f(m.regexFiltriInit)} />
      <CheckboxField path="customjs.hideMap" label={f(m.hideMap)} />
      <TextField path="customjs.mapTiles" type="url" label={f(m.mapTiles)} hint={f(m.mapTilesHint)} />
      <TextField path="customjs.mapAttribution" label={f(m.mapAttribution)} />
      <NumberField path="customjs.more" label={f(m.more)} min={1} max={1000} />
      <StringListField path="customjs.filtriOrder" label={f(m.filtriOrder)} />
      <JsonField path="customjs.order" label={f(m.order)} rows={4} />
      <JsonField path="customjs.label" label={f(m.label)} rows={4} />
      <LocalisedTextField path="customjs.dateLabel" label={f(m.dateLabel)} />
      <LocalisedTextField path="customjs.dateNotes" label={f(m.dateNotes)} multiline />
      <JsonField path="customjs.summaryType" label={f(m.summaryType)} rows={4} />
      <StringListField path="summaryHeader" label={f(m.summaryHeader)} />
      <StringListField path="summaryPimcore" label={f(m.summaryPimcore)} />
    </SettingsFrame>
  );
}
