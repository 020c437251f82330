/**
 * The words of the demo's transcribed documents (issue 23): a letter in Italian, a letter in
 * English, a page of a French newspaper and a parish register in Italian. Originals keep their
 * language in every locale of the site (as in an archive: the title and description are
 * translated, the letter is not). Each page is a list of paragraphs; an empty string is a gap.
 */
export interface DemoDocument {
  id: string;
  type: 'lettera' | 'documento';
  /** Title per locale. */
  label: { it: string; en: string; fr: string };
  description: { it: string; en: string; fr: string };
  /** 1848-based years keep the demo's time span. */
  year: number;
  /** Page text format the demo stores: both readers are shown working. */
  format: 'alto' | 'hocr';
  /** Columns of text on each page (the newspaper has two). */
  columns: 1 | 2;
  pages: string[][];
}

export const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    id: '9900001',
    type: 'lettera',
    label: {
      it: 'Lettera di Giuseppe Bianchi al fratello Luigi',
      en: 'Letter from Giuseppe Bianchi to his brother Luigi',
      fr: 'Lettre de Giuseppe Bianchi à son frère Luigi',
    },
    description: {
      it: 'Lettera autografa in due carte, scritta da Venezia durante l’assedio.',
      en: 'Autograph letter on two leaves, written from Venice during the siege.',
      fr: 'Lettre autographe sur deux feuillets, écrite de Venise pendant le siège.',
    },
    year: 1849,
    format: 'alto',
    columns: 1,
    pages: [
      [
        'Venezia, 14 luglio 1849',
        'Carissimo fratello,',
        'ti scrivo dalla città assediata perché tu sappia che stiamo tutti bene. Il pane è poco e il prezzo del sale è salito ancora, ma la gente non perde il coraggio. Ogni sera dal ponte di Rialto si sentono i cannoni verso la laguna e le campane di San Marco suonano a lungo.',
        'La nostra bottega è chiusa da tre settimane: ho portato le stoffe migliori nella casa della zia, lontano dal canale.',
      ],
      [
        'Ti prego di dire alla mamma che non deve temere per noi. Le lettere arrivano tardi e qualcuna si perde, perciò ti scriverò di nuovo appena la posta riprenderà il servizio.',
        'Salutami tutti a Padova e dai un bacio ai bambini.',
        'Il tuo affezionatissimo fratello',
        'Giuseppe',
      ],
    ],
  },
  {
    id: '9900002',
    type: 'lettera',
    label: {
      it: 'Lettera di Mary Collins alla sorella',
      en: 'Letter from Mary Collins to her sister',
      fr: 'Lettre de Mary Collins à sa sœur',
    },
    description: {
      it: 'Lettera di una viaggiatrice inglese sul suo soggiorno a Firenze.',
      en: 'Letter of an English traveller about her stay in Florence.',
      fr: 'Lettre d’une voyageuse anglaise sur son séjour à Florence.',
    },
    year: 1867,
    format: 'alto',
    columns: 1,
    pages: [
      [
        'Florence, 3rd May 1867',
        'My dearest Anne,',
        'we arrived at last after a long journey by coach from Bologna over the mountains. The city is more beautiful than the letters of our father ever promised: the cathedral dome rises above every roof and the river runs golden under the old bridge in the evening light.',
        'Our rooms look over a small garden full of lemon trees.',
      ],
      [
        'Tomorrow we shall visit the gallery of the Uffizi and, if the weather holds, the gardens behind the palace. I have bought you a little brooch of coral from a shop on the bridge.',
        'Do write soon and tell me all the news from home.',
        'Your loving sister,',
        'Mary',
      ],
    ],
  },
  {
    id: '9900003',
    type: 'documento',
    label: {
      it: 'Le Petit Courrier de Nice, 12 marzo 1860',
      en: 'Le Petit Courrier de Nice, 12 March 1860',
      fr: 'Le Petit Courrier de Nice, 12 mars 1860',
    },
    description: {
      it: 'Prima pagina di un giornale di Nizza sulle settimane del plebiscito.',
      en: 'Front page of a Nice newspaper in the weeks of the plebiscite.',
      fr: 'Première page d’un journal niçois dans les semaines du plébiscite.',
    },
    year: 1860,
    format: 'alto',
    columns: 2,
    pages: [
      [
        'LE PETIT COURRIER DE NICE',
        'Lundi 12 mars 1860 · Prix du numéro : cinq centimes',
        'NOUVELLES DE LA VILLE. Le conseil municipal s’est réuni hier soir pour préparer le vote des habitants. Une foule nombreuse attendait devant la mairie et sur la place du marché jusqu’à une heure avancée de la nuit.',
        'LE PORT. Trois navires sont entrés ce matin chargés de blé et d’huile venant de Gênes. Les marins annoncent une mer calme pour toute la semaine.',
        'THÉÂTRE. La troupe italienne donnera samedi un opéra nouveau. Les places se vendent au bureau du journal.',
        'ANNONCES. On demande une bonne cuisinière pour une famille de la vieille ville. S’adresser rue de la Préfecture.',
      ],
    ],
  },
  {
    id: '9900004',
    type: 'documento',
    label: {
      it: 'Registro dei battesimi della parrocchia di Chioggia, 1851',
      en: 'Baptism register of the parish of Chioggia, 1851',
      fr: 'Registre des baptêmes de la paroisse de Chioggia, 1851',
    },
    description: {
      it: 'Registro parrocchiale con un atto per riga: data, nome, genitori, padrino.',
      en: 'Parish register with one entry a line: date, name, parents, godfather.',
      fr: 'Registre paroissial, un acte par ligne : date, nom, parents, parrain.',
    },
    year: 1851,
    format: 'hocr',
    columns: 1,
    pages: [
      [
        'Registro dei battesimi · Anno 1851',
        '3 gennaio · Maria Teresa Boscolo · di Antonio pescatore e di Angela Tiozzo · padrino Giovanni Varisco',
        '11 gennaio · Pietro Doria · di Luigi barcaiolo e di Rosa Penzo · padrino Marco Boscolo',
        '26 gennaio · Caterina Scarpa · di Giacomo e di Elena Ravagnan · padrino Andrea Tiozzo',
        '2 febbraio · Angelo Bullo · di Francesco pescatore e di Lucia Doria · padrino Pietro Scarpa',
      ],
      [
        '17 febbraio · Giovanna Penzo · di Domenico e di Teresa Bullo · padrino Luigi Varisco',
        '5 marzo · Antonio Ravagnan · di Giuseppe calafato e di Maria Scarpa · padrino Angelo Penzo',
        '19 marzo · Giuseppe Tiozzo · di Marco e di Anna Boscolo · padrino Francesco Doria',
        'Visto e approvato dal parroco don Sebastiano Varisco',
      ],
    ],
  },
];
