import type { ContentBlock } from '@archive/contracts/documents';
import { buildUrl } from '@archive/contracts/routes';
import type { HomeSection } from '@archive/contracts/site-options';
import {
  createGate,
  DEFAULT_PLACEHOLDER,
  ErrorSection,
  ExposedBoundary,
  FullScreenPopup,
  LazyImage,
  Link,
  openModal,
} from '@archive/ui';
import { AnimatedNumber } from '@archive/ui/animated-number';
import { BarChart, PieChart, RingChart } from '@archive/ui/charts';
import { Checkbox, Collapse, Dropdown, Switch } from '@archive/ui/controls';
import { UploadButtons } from '@archive/ui/upload-buttons';
import { VideoEmbed } from '@archive/ui/video-embed';
import { type ReactNode, useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ContentBlocks } from '../../lib/blocks/content-blocks';
import { DocumentCards } from '../../lib/document-cards';
import type { ContentView } from '../../lib/documents';
import { ContactForm } from '../../lib/forms/contact-form';
import { NewsletterForm } from '../../lib/forms/newsletter-form';
import { SectionWrapper } from '../../lib/section-wrapper';
import { useLocale } from '../../lib/site';
import { useDocumentTitle } from '../../lib/use-document-title';
import { styleguideMessages as m } from './messages';

/**
 * /styleguide (managers and admins): every shared interface piece with sample data, so designers
 * and developers check look, focus and keyboard use in one place, in every language and theme.
 */
const CATALOGUE_PIECES = ['HierarchyTree', 'Shuffle', 'MapTeaser', 'TimelineTeaser', 'Counts'] as const;
/** The catalogue's pieces are asked for at once here (the page shows them all), as ui draws them anywhere. */
const PIECES_NOW = createGate(true);
const PIECE_PROPS = { count: 4, headingLevel: 3 } as const;

const SAMPLE_BLOCKS: ContentBlock[] = [
  {
    type: 'text',
    value:
      '<h2>Titolo di un blocco</h2><p>Testo <strong>formattato</strong>, con <a href="/">link</a>.</p><script>alert(1)</script>',
  },
  {
    type: 'image',
    value: { url: '/non-esiste.jpg', alt: 'Immagine mancante: si vede il segnaposto', caption: 'Didascalia' },
  },
  { type: 'records', value: [{ table: 'ca_objects', id: '1', label: 'Veduta di Roma' }] },
];

const SAMPLE_DOCS: ContentView[] = [
  {
    name: 'esempio',
    collection: 'news',
    title: 'Una notizia di esempio',
    published: true,
    date: 1758585600,
    summary: 'Il riassunto della notizia.',
    blocks: [],
    steps: [],
  },
  { name: 'bozza', collection: 'news', title: 'Una bozza', published: false, blocks: [], steps: [] },
];

/** A pages slug no document has: the link to it shows ui's StatusPage (404). */
const SAMPLE_MISSING_SLUG = 'pagina-di-esempio-inesistente';

const SAMPLE_SECTION: HomeSection = {
  id: 'styleguide',
  type: 'text',
  visible: true,
  color: '#ffffff',
  background: '#1d4f91',
};

function Block({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="styleguide-block" aria-labelledby={`sg-${id}`}>
      <h2 id={`sg-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/** The shell's modal names its dialog after the `title` prop. */
function ModalSample({ title }: { title: string }) {
  return (
    <div>
      <h2>{title}</h2>
      <p>
        <FormattedMessage {...m.modalText} />
      </p>
    </div>
  );
}

export default function StyleguidePage() {
  const intl = useIntl();
  const locale = useLocale();
  const title = intl.formatMessage(m.title);
  useDocumentTitle(title);
  const [on, setOn] = useState(true);
  const [checked, setChecked] = useState(false);
  const [popup, setPopup] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState<ReadonlySet<string>>(() => new Set());
  const onMissing = useCallback(
    (name: string) => setMissing((s) => (s.has(name) ? s : new Set(s).add(name))),
    [],
  );
  const chart = [
    { label: 'Oggetti', value: 1200 },
    { label: 'Entità', value: 430 },
    { label: 'Eventi', value: 210 },
  ];
  const toc: [string, ReactNode][] = [
    ['colours', intl.formatMessage(m.colours)],
    ['typography', intl.formatMessage(m.typography)],
    ['buttons', intl.formatMessage(m.buttons)],
    ['controls', intl.formatMessage(m.controls)],
    ['collapse', intl.formatMessage(m.collapse)],
    ['dropdown', intl.formatMessage(m.dropdown)],
    ['modal', intl.formatMessage(m.modal)],
    ['images', intl.formatMessage(m.images)],
    ['video', intl.formatMessage(m.video)],
    ['charts', intl.formatMessage(m.charts)],
    ['upload', intl.formatMessage(m.upload)],
    ['blocks', intl.formatMessage(m.blocks)],
    ['sections', intl.formatMessage(m.sections)],
    ['forms', intl.formatMessage(m.forms)],
    ['status', intl.formatMessage(m.status)],
    ['catalogue', intl.formatMessage(m.catalogue)],
  ];

  return (
    <div className="styleguide-page">
      <h1>{title}</h1>
      <p>
        <FormattedMessage {...m.intro} />
      </p>
      <nav aria-labelledby="sg-toc">
        <h2 id="sg-toc">
          <FormattedMessage {...m.contents} />
        </h2>
        <ul className="styleguide-toc">
          {toc.map(([id, label]) => (
            <li key={id}>
              <a href={`#sg-${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>

      <Block id="colours" title={<FormattedMessage {...m.colours} />}>
        <ul className="styleguide-swatches">
          {[
            '--primary',
            '--primary-dark',
            '--primary-light',
            '--bg',
            '--fg',
            '--muted',
            '--surface',
            '--border',
            '--focus',
          ].map((v) => (
            <li key={v}>
              <span className="styleguide-swatch" style={{ background: `var(${v})` }} aria-hidden="true" />
              <code>{v}</code>
            </li>
          ))}
        </ul>
      </Block>

      <Block id="typography" title={<FormattedMessage {...m.typography} />}>
        <h3>Heading 3</h3>
        <h4>Heading 4</h4>
        <p>
          <FormattedMessage
            {...m.sampleParagraph}
            values={{
              link: (chunks: ReactNode[]) => <Link href={buildUrl('home', {}, locale)}>{chunks}</Link>,
            }}
          />
        </p>
      </Block>

      <Block id="buttons" title={<FormattedMessage {...m.buttons} />}>
        <p className="styleguide-row">
          <button type="button" className="btn">
            .btn
          </button>
          <button type="button" className="btn btn-primary">
            .btn-primary
          </button>
          <button type="button" className="btn btn-ghost">
            .btn-ghost
          </button>
          <button type="button" className="btn btn-link">
            .btn-link
          </button>
          <button type="button" className="btn" disabled>
            disabled
          </button>
        </p>
      </Block>

      <Block id="controls" title={<FormattedMessage {...m.controls} />}>
        <Switch checked={on} onChange={setOn} label={intl.formatMessage(m.sampleSwitch)} />
        <Checkbox
          checked={checked}
          onCheckedChange={setChecked}
          label={intl.formatMessage(m.sampleCheckbox)}
        />
      </Block>

      <Block id="collapse" title={<FormattedMessage {...m.collapse} />}>
        <Collapse title={intl.formatMessage(m.collapse)}>
          <p>
            <FormattedMessage {...m.modalText} />
          </p>
        </Collapse>
      </Block>

      <Block id="dropdown" title={<FormattedMessage {...m.dropdown} />}>
        <Dropdown
          label={intl.formatMessage(m.dropdown)}
          items={[
            { key: 'home', label: 'Home', href: buildUrl('home', {}, locale) },
            { key: 'paths', label: 'Percorsi', href: buildUrl('pathsList', {}, locale) },
            { key: 'action', label: 'Azione', onSelect: () => setOn((v) => !v) },
          ]}
        />
      </Block>

      <Block id="modal" title={<FormattedMessage {...m.modal} />}>
        <p className="styleguide-row">
          <button
            type="button"
            className="btn"
            onClick={() => openModal(ModalSample, { title: intl.formatMessage(m.modal) })}
          >
            <FormattedMessage {...m.openModal} />
          </button>
          <button type="button" className="btn" onClick={() => setPopup(true)}>
            <FormattedMessage {...m.openPopup} />
          </button>
        </p>
        <FullScreenPopup
          open={popup}
          onClose={() => setPopup(false)}
          title={intl.formatMessage(m.openPopup)}
          closeLabel={intl.formatMessage(m.close)}
        >
          <p>
            <FormattedMessage {...m.modalText} />
          </p>
        </FullScreenPopup>
      </Block>

      <Block id="images" title={<FormattedMessage {...m.images} />}>
        <p className="styleguide-row">
          <LazyImage src={DEFAULT_PLACEHOLDER} alt="Segnaposto" width={300} height={200} />
          <LazyImage src="/immagine-mancante.jpg" alt="Immagine mancante" width={300} height={200} />
        </p>
      </Block>

      <Block id="video" title={<FormattedMessage {...m.video} />}>
        <VideoEmbed url="https://www.youtube.com/watch?v=aqz-KE-bpKQ" title="YouTube" />
      </Block>

      <Block id="charts" title={<FormattedMessage {...m.charts} />}>
        <div className="styleguide-row">
          <PieChart title="Pie" data={chart} />
          <RingChart title="Ring" data={chart} />
          <BarChart title="Bar" data={chart} />
        </div>
        <p className="styleguide-number">
          <AnimatedNumber value={1234567} />
        </p>
      </Block>

      <Block id="upload" title={<FormattedMessage {...m.upload} />}>
        <UploadButtons
          kind="image"
          file={file}
          onChoose={setFile}
          onUpload={() => setFile(null)}
          changeLabel={intl.formatMessage(m.change)}
          uploadLabel={intl.formatMessage(m.uploadLabel)}
        />
      </Block>

      <Block id="blocks" title={<FormattedMessage {...m.blocks} />}>
        <ContentBlocks blocks={SAMPLE_BLOCKS} />
        <DocumentCards docs={SAMPLE_DOCS} route="newsItem" headingLevel={3} />
      </Block>

      <Block id="sections" title={<FormattedMessage {...m.sections} />}>
        <SectionWrapper section={SAMPLE_SECTION}>
          <h3 id="home-section-styleguide-title">SectionWrapper</h3>
          <p>color #ffffff · background #1d4f91</p>
        </SectionWrapper>
      </Block>

      <Block id="forms" title={<FormattedMessage {...m.forms} />}>
        <NewsletterForm />
        <ContactForm kind="access" record={{ table: 'ca_objects', id: '1', label: 'Veduta di Roma' }} />
      </Block>

      <Block id="status" title={<FormattedMessage {...m.status} />}>
        {/* StatusPage is a whole page (it sets the title and the page status the shell reports),
            so it is shown by following a link to a slug no document has. */}
        <p>
          <Link href={buildUrl('page', { slug: SAMPLE_MISSING_SLUG }, locale)}>
            <FormattedMessage {...m.statusSample} />
          </Link>
        </p>
        <ErrorSection remote="styleguide" onRetry={() => {}} />
      </Block>

      <Block id="catalogue" title={<FormattedMessage {...m.catalogue} />}>
        {CATALOGUE_PIECES.map((name) => (
          <div key={name} className="styleguide-catalogue-piece">
            <h3>{name}</h3>
            <ExposedBoundary
              id={`mf_catalogue/${name}`}
              props={PIECE_PROPS}
              gate={PIECES_NOW}
              fallback={null}
              onFailed={() => onMissing(name)}
            />
            {missing.has(name) && (
              <p>
                <FormattedMessage {...m.catalogueMissing} values={{ name }} />
              </p>
            )}
          </div>
        ))}
      </Block>
    </div>
  );
}
