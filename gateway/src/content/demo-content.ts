import type { RecordRef } from '@archive/contracts/documents';
import type { Locale } from '@archive/contracts/locales';
import type { HeroImage } from '@archive/contracts/site-options';
import { type ContentStore, StaleRevisionError } from './port';

/**
 * Demo content written on the first start into an empty store, so a newcomer sees a full site:
 * site options, login screen, home, about and policy pages, news, institutes and two guided paths
 * whose steps link catalogue records (picked from the catalogue when it is loaded).
 */
type Tri = Record<'it' | 'en' | 'fr', string>;
const LOCALES = ['it', 'en', 'fr'] as const;
const day = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const p = (text: string) => `<p>${text}</p>`;

const OPTIONS = {
  title: 'Archivio Storico',
  logo: { url: '', alt: 'Archivio Storico' },
  colors: { primary: '#1d4f91' },
  header_links: {
    visible: true,
    links: [
      { text: 'Comune', url: 'https://www.example.org/' },
      { text: 'Biblioteca', url: 'https://biblioteca.example.org/' },
    ],
  },
  contatti: {
    emails: [
      {
        email: 'archivio@example.org',
        text: { it: 'Sala studio', en: 'Reading room', fr: 'Salle de lecture' },
      },
    ],
    phone: [
      { number: '+39 055 000 0000', text: { it: 'Segreteria', en: 'Front office', fr: 'Secrétariat' } },
    ],
    social: [
      { link: 'https://www.instagram.com/', icon: 'instagram', text: 'Instagram' },
      { link: 'https://www.facebook.com/', icon: 'facebook', text: 'Facebook' },
    ],
  },
  footer_blocks: [
    {
      title: { it: 'Orari', en: 'Opening hours', fr: "Horaires d'ouverture" },
      text: {
        it: p('Sala studio: martedì-venerdì 9-13, giovedì anche 14-17.'),
        en: p('Reading room: Tuesday to Friday 9am-1pm, Thursday also 2pm-5pm.'),
        fr: p('Salle de lecture : du mardi au vendredi 9h-13h, le jeudi aussi 14h-17h.'),
      },
    },
  ],
  sponsor_claim: 'Progetto realizzato con il contributo della Regione',
  multilanguage: { it: true, en: true, fr: true },
  public: true,
  profile: 2 | 4,
  contactEmail: 'archivio@example.org',
  home: {
    sections: [
      { id: 'hero', type: 'hero', visible: true },
      { id: 'about', type: 'about', visible: true },
      { id: 'search', type: 'search', visible: true },
      { id: 'hierarchy', type: 'hierarchy', visible: true },
      { id: 'shuffle', type: 'shuffle', visible: true },
      { id: 'news', type: 'news', visible: true },
      { id: 'paths', type: 'paths', visible: true },
      { id: 'institutes', type: 'institutes', visible: true },
      { id: 'map', type: 'map', visible: true },
      { id: 'timeline', type: 'timeline', visible: true },
      { id: 'newsletter', type: 'newsletter', visible: true },
    ],
  },
};

const ENVIRONMENT = {
  backgroundImage: '',
  title: { it: "Area riservata dell'Archivio", en: 'Archive staff area', fr: "Espace réservé de l'Archive" },
  body: {
    it: p('Accedi per modificare i contenuti del sito, gestire gli utenti e caricare immagini.'),
    en: p('Sign in to edit the site, manage users and upload images.'),
    fr: p('Connectez-vous pour modifier le site, gérer les utilisateurs et téléverser des images.'),
  },
  bottomLinks: [
    { link: '/privacy-policy', label: { it: 'Privacy', en: 'Privacy', fr: 'Confidentialité' } },
    {
      link: '/reset_password',
      label: { it: 'Password dimenticata?', en: 'Forgot your password?', fr: 'Mot de passe oublié ?' },
    },
  ],
};

interface Page {
  name: string;
  title: Tri;
  body: Tri;
  summary?: Tri;
  date?: number;
  extra?: Record<string, unknown>;
}

const PAGES: Page[] = [
  {
    name: 'about',
    title: { it: 'Chi siamo', en: 'About us', fr: 'Qui sommes-nous' },
    summary: {
      it: "L'Archivio Storico conserva documenti, fotografie e oggetti dal XV secolo a oggi.",
      en: 'The Historical Archive keeps documents, photographs and objects from the 15th century to today.',
      fr: "L'Archive historique conserve des documents, photographies et objets du XVe siècle à nos jours.",
    },
    body: {
      it:
        p(
          "L'Archivio Storico nasce nel 1872 per raccogliere le carte dell'amministrazione cittadina. Oggi custodisce oltre tre chilometri lineari di documenti, un fondo fotografico di 40.000 lastre e una collezione di oggetti d'uso quotidiano.",
        ) + p('La consultazione è libera e gratuita, su appuntamento.'),
      en:
        p(
          'The Historical Archive was founded in 1872 to gather the papers of the city administration. Today it holds more than three linear kilometres of records, 40,000 photographic plates and a collection of everyday objects.',
        ) + p('Consultation is free, by appointment.'),
      fr:
        p(
          "L'Archive historique a été fondée en 1872 pour rassembler les papiers de l'administration municipale. Elle conserve aujourd'hui plus de trois kilomètres linéaires de documents, 40 000 plaques photographiques et une collection d'objets du quotidien.",
        ) + p('La consultation est libre et gratuite, sur rendez-vous.'),
    },
  },
  {
    name: 'cookiepolicy',
    title: { it: 'Cookie policy', en: 'Cookie policy', fr: 'Politique relative aux cookies' },
    body: {
      it: p(
        'Questo sito usa cookie tecnici necessari (lingua, consenso, sessione) e, solo con il tuo consenso, cookie statistici anonimi.',
      ),
      en: p(
        'This site uses necessary technical cookies (language, consent, session) and, only with your consent, anonymous analytics cookies.',
      ),
      fr: p(
        'Ce site utilise des cookies techniques nécessaires (langue, consentement, session) et, seulement avec votre accord, des cookies statistiques anonymes.',
      ),
    },
  },
  {
    name: 'privacy-policy',
    title: { it: 'Informativa sulla privacy', en: 'Privacy policy', fr: 'Politique de confidentialité' },
    body: {
      it: p(
        "I dati inviati con i moduli di iscrizione alla newsletter e di richiesta sono trattati dall'Archivio solo per rispondere e non sono ceduti a terzi.",
      ),
      en: p(
        'Data sent through the newsletter and request forms is used by the Archive only to answer you and is never passed on to third parties.',
      ),
      fr: p(
        "Les données envoyées par les formulaires d'inscription et de demande ne sont utilisées par l'Archive que pour vous répondre et ne sont jamais cédées à des tiers.",
      ),
    },
  },
];

const NEWS: Page[] = [
  {
    name: 'riapertura-sala-studio',
    date: day('2025-09-15'),
    title: {
      it: 'Riapre la sala studio',
      en: 'The reading room reopens',
      fr: 'Réouverture de la salle de lecture',
    },
    summary: {
      it: 'Nuovi orari e prenotazione online.',
      en: 'New hours and online booking.',
      fr: 'Nouveaux horaires et réservation en ligne.',
    },
    body: {
      it: p(
        'Dopo i lavori di restauro la sala studio riapre con dodici postazioni e la prenotazione online.',
      ),
      en: p('After the restoration works the reading room reopens with twelve desks and online booking.'),
      fr: p(
        'Après les travaux de restauration, la salle de lecture rouvre avec douze postes et la réservation en ligne.',
      ),
    },
  },
  {
    name: 'mostra-fotografica',
    date: day('2025-10-02'),
    title: {
      it: 'Mostra: la città in lastre di vetro',
      en: 'Exhibition: the city on glass plates',
      fr: 'Exposition : la ville sur plaques de verre',
    },
    summary: {
      it: 'Cento fotografie dal fondo Bellini.',
      en: 'One hundred photographs from the Bellini collection.',
      fr: 'Cent photographies du fonds Bellini.',
    },
    body: {
      it: p(
        'Cento fotografie inedite scattate tra il 1890 e il 1930 raccontano la trasformazione dei quartieri.',
      ),
      en: p(
        'One hundred unseen photographs taken between 1890 and 1930 tell how the neighbourhoods changed.',
      ),
      fr: p(
        'Cent photographies inédites prises entre 1890 et 1930 racontent la transformation des quartiers.',
      ),
    },
  },
  {
    name: 'digitalizzazione-catasto',
    date: day('2025-11-20'),
    title: {
      it: 'Il catasto storico è online',
      en: 'The historic land register is online',
      fr: 'Le cadastre historique est en ligne',
    },
    summary: {
      it: 'Oltre 2.000 mappe consultabili.',
      en: 'More than 2,000 maps to browse.',
      fr: 'Plus de 2 000 cartes consultables.',
    },
    body: {
      it: p(
        'Grazie al progetto di digitalizzazione le mappe del catasto ottocentesco sono consultabili dal catalogo.',
      ),
      en: p(
        'Thanks to the digitisation project the 19th-century land register maps can be browsed in the catalogue.',
      ),
      fr: p(
        'Grâce au projet de numérisation, les cartes du cadastre du XIXe siècle sont consultables dans le catalogue.',
      ),
    },
  },
  {
    name: 'giornata-archivi-aperti',
    date: day('2026-03-21'),
    title: {
      it: 'Giornata degli archivi aperti',
      en: 'Open archives day',
      fr: 'Journée des archives ouvertes',
    },
    summary: {
      it: 'Visite guidate ai depositi.',
      en: 'Guided tours of the stores.',
      fr: 'Visites guidées des magasins.',
    },
    body: {
      it: p('Sabato 21 marzo visite guidate ai depositi ogni ora dalle 10 alle 17. Ingresso libero.'),
      en: p('Saturday 21 March: guided tours of the stores every hour from 10am to 5pm. Free entry.'),
      fr: p('Samedi 21 mars : visites guidées des magasins toutes les heures de 10h à 17h. Entrée libre.'),
    },
  },
];

const INSTITUTES: Page[] = [
  {
    name: 'archivio-comunale',
    title: { it: 'Archivio comunale', en: 'Municipal archive', fr: 'Archive municipale' },
    body: {
      it: p("Carte dell'amministrazione cittadina dal 1450 a oggi."),
      en: p('Records of the city administration from 1450 to today.'),
      fr: p("Papiers de l'administration municipale de 1450 à nos jours."),
    },
    extra: { email: 'comunale@example.org', address: 'Piazza del Comune 1', phone: '+39 055 000 0001' },
  },
  {
    name: 'fototeca',
    title: { it: 'Fototeca', en: 'Photo library', fr: 'Photothèque' },
    body: {
      it: p('Lastre, negativi e stampe dal 1860: 40.000 immagini della città e del territorio.'),
      en: p('Plates, negatives and prints from 1860: 40,000 images of the city and its surroundings.'),
      fr: p('Plaques, négatifs et tirages depuis 1860 : 40 000 images de la ville et de son territoire.'),
    },
    extra: { email: 'fototeca@example.org', address: 'Via dei Fotografi 3' },
  },
  {
    name: 'museo-civico',
    title: { it: 'Museo civico', en: 'Civic museum', fr: 'Musée civique' },
    body: {
      it: p("Oggetti d'uso quotidiano, strumenti di lavoro e reperti archeologici."),
      en: p('Everyday objects, work tools and archaeological finds.'),
      fr: p('Objets du quotidien, outils de travail et vestiges archéologiques.'),
    },
    extra: { address: 'Corso Italia 12', phone: '+39 055 000 0002' },
  },
];

const PATHS: (Page & { steps: { title: Tri; text: Tri }[] })[] = [
  {
    name: 'la-citta-che-cambia',
    date: day('2025-06-01'),
    title: { it: 'La città che cambia', en: 'The changing city', fr: 'La ville qui change' },
    summary: {
      it: 'Un secolo di trasformazioni urbane.',
      en: 'A century of urban change.',
      fr: 'Un siècle de transformations urbaines.',
    },
    body: {
      it: p('Dalle mura alla ferrovia, attraverso i documenti.'),
      en: p('From the walls to the railway, through the records.'),
      fr: p('Des remparts au chemin de fer, à travers les documents.'),
    },
    steps: [
      {
        title: { it: 'Le mura', en: 'The walls', fr: 'Les remparts' },
        text: {
          it: p('Il progetto di abbattimento delle mura.'),
          en: p('The plan to pull down the walls.'),
          fr: p('Le projet de démolition des remparts.'),
        },
      },
      {
        title: { it: 'I nuovi viali', en: 'The new avenues', fr: 'Les nouvelles avenues' },
        text: {
          it: p('Nascono i viali di circonvallazione.'),
          en: p('The ring avenues are born.'),
          fr: p('Naissance des boulevards périphériques.'),
        },
      },
      {
        title: { it: 'La stazione', en: 'The station', fr: 'La gare' },
        text: {
          it: p('Arriva la ferrovia.'),
          en: p('The railway arrives.'),
          fr: p('Le chemin de fer arrive.'),
        },
      },
    ],
  },
  {
    name: 'mestieri-perduti',
    date: day('2025-08-10'),
    title: { it: 'Mestieri perduti', en: 'Lost trades', fr: 'Métiers disparus' },
    summary: {
      it: 'Botteghe e lavori di una volta.',
      en: 'Workshops and trades of the past.',
      fr: "Ateliers et métiers d'autrefois.",
    },
    body: {
      it: p('Strumenti e fotografie di botteghe scomparse.'),
      en: p('Tools and photographs of vanished workshops.'),
      fr: p("Outils et photographies d'ateliers disparus."),
    },
    steps: [
      {
        title: { it: 'Il bottaio', en: 'The cooper', fr: 'Le tonnelier' },
        text: { it: p('Botti e tini.'), en: p('Barrels and vats.'), fr: p('Tonneaux et cuves.') },
      },
      {
        title: { it: 'La filanda', en: 'The silk mill', fr: 'La filature' },
        text: {
          it: p('Il lavoro delle filandaie.'),
          en: p('The work of the silk spinners.'),
          fr: p('Le travail des fileuses.'),
        },
      },
    ],
  },
];

const content = (page: Page, l: Locale & keyof Tri) => ({
  title: page.title[l],
  published: true,
  ...(page.date ? { date: page.date } : {}),
  ...(page.summary ? { summary: page.summary[l] } : {}),
  blocks: [{ id: 'b1', type: 'text', value: page.body[l] }],
  ...(page.extra ?? {}),
});

/** Catalogue records the demo content shows: path steps link to them, the first is the hero's picture. */
export interface DemoRecords {
  records: RecordRef[];
  hero?: HeroImage;
}

/**
 * Seeds when the store holds no site options yet; path steps link to `demo.records`, and the home
 * leads with `demo.hero` (a picture from the collection) and the first guided path.
 */
export async function seedDemoContent(store: ContentStore, demo: DemoRecords): Promise<boolean> {
  const { records } = demo;
  if (await store.getDoc('options', 'it', 'site')) return false;
  const put = async (
    collection: Parameters<ContentStore['saveDoc']>[0]['collection'],
    locale: Locale,
    name: string,
    data: Record<string, unknown>,
  ) => {
    if (await store.getDoc(collection, locale, name)) return;
    try {
      await store.saveDoc({ collection, locale, name, data, published: true, updatedBy: 'seed' });
    } catch (err) {
      // Another gateway starting on the same database created it in between: keep its copy.
      if (!(err instanceof StaleRevisionError)) throw err;
    }
  };
  await put('environment', 'it', 'login', ENVIRONMENT);
  await put('home', 'it', 'home', OPTIONS.home);
  for (const l of LOCALES) {
    for (const page of PAGES) await put('pages', l, page.name, content(page, l));
    for (const item of NEWS) await put('news', l, item.name, content(item, l));
    for (const item of INSTITUTES) await put('institutes', l, item.name, content(item, l));
    let next = 0;
    for (const path of PATHS) {
      const steps = path.steps.map((s) => {
        const record = records[next++ % Math.max(records.length, 1)];
        return { title: s.title[l], text: s.text[l], ...(record ? { record } : {}) };
      });
      await put('paths', l, path.name, { ...content(path, l), steps });
    }
  }
  const lead = PATHS[0];
  const options = {
    ...OPTIONS,
    ...(demo.hero ? { heroImage: demo.hero } : {}),
    ...(lead ? { heroPath: { slug: lead.name, title: lead.title } } : {}),
  };
  // Last: its presence marks the seed as done.
  await put('options', 'it', 'site', options);
  return true;
}
