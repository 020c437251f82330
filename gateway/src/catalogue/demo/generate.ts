import type {
  CatalogueRecord,
  Filtro,
  Metadato,
  Relation,
  Representation,
  Summary,
} from '@archive/contracts/catalogue';
import { Random } from '../random';
import { type DemoPictureKind, demoImageDimensions, demoImageUrl, demoPictureKind } from './images';

/** The older shared pictures were drawn from 12; the draws stay so the dataset's sequence does not move. */
const POOL_DRAW = 12;

import { DEMO_PLACES, type DemoPlace } from './places';
import { addTranscribedDocuments } from './transcribed-documents';
import {
  ARTEFACTS,
  COLLECTIONS,
  DESCRIPTIONS,
  type DemoLocale,
  EVENTS,
  FIELD_LABELS,
  FIRST_NAMES,
  FONDS_NAMES,
  ITEM_TEMPLATES,
  ITEM_TYPES,
  LAST_NAMES,
  MONTHS,
  ORGANISATIONS,
  RELATION_NAMES,
  SERIES_NAMES,
  SUBJECTS,
  type Tri,
  TYPES,
  type TypeKey,
} from './vocabulary';

/**
 * Deterministic demo catalogue: an Italian heritage archive in it, en and fr. ca_objects hold the
 * archival hierarchy fonds -> series -> files -> items; ca_entities people and organisations,
 * ca_occurrences events, ca_places towns with real coordinates, ca_collections collections, objects a
 * few museum artefacts. Relations go both ways; about 1% of records are private (access 0).
 */
export const DEMO_LOCALES: DemoLocale[] = ['it', 'en', 'fr'];
export const DEMO_SEED = 1848;

export interface DemoDataset {
  data: Record<DemoLocale, CatalogueRecord[]>;
  summary: Record<DemoLocale, Summary[]>;
  relations: Record<DemoLocale, Relation[]>;
}

type Render = (locale: DemoLocale) => CatalogueRecord;
interface Node {
  id: string;
  table: CatalogueRecord['table'];
  type: TypeKey;
  access: number;
  label: Tri;
  render: Render;
}

const DAY = 86_400;
const secondsOf = (y: number, m: number, d: number) => Date.UTC(y, m, d) / 1000;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
const label = (tri: Tri, values: (l: DemoLocale) => Record<string, string>): Tri => ({
  it: fill(tri.it, values('it')),
  en: fill(tri.en, values('en')),
  fr: fill(tri.fr, values('fr')),
});
const field = (code: string, l: DemoLocale) => FIELD_LABELS[code]?.[l] ?? code;

function dateMetadato(start: number, end: number, l: DemoLocale): Metadato {
  const s = new Date(start * 1000);
  const e = new Date(end * 1000);
  const sameDay = end - start < DAY;
  const display = sameDay
    ? `${s.getUTCDate()} ${MONTHS[l][s.getUTCMonth()]} ${s.getUTCFullYear()}`
    : `${s.getUTCFullYear()}-${e.getUTCFullYear()}`;
  return {
    fieldCode: 'date',
    label: field('date', l),
    subelements: [
      {
        fieldCode: 'dates_value',
        label: field('dates_value', l),
        value: `${s.toISOString().slice(0, 10)}/${e.toISOString().slice(0, 10)}`,
      },
      { fieldCode: 'date_display', label: field('date_display', l), value: display },
    ],
  };
}

const placeFiltro = (place: DemoPlace, l: DemoLocale): Filtro => ({
  id: `place-${place.slug}`,
  name: place[l],
  path: `/place/italia/${place.region}/${place.slug}`,
  type: l === 'it' ? 'luogo' : l === 'en' ? 'place' : 'lieu',
  cord: place.cord,
});

export function generateDemoDataset(records = 3000, seed = DEMO_SEED): DemoDataset {
  const rnd = new Random(seed);
  let nextId = 1000;
  const newId = () => String(nextId++);
  const nodes: Node[] = [];
  const relationPairs: { a: Node; b: Node; kind: keyof typeof RELATION_NAMES }[] = [];

  // --- places, collections, people, organisations, events -------------------------------------
  const placeNodes = new Map<string, Node>();
  for (const place of DEMO_PLACES) {
    const id = newId();
    const node: Node = {
      id,
      table: 'ca_places',
      type: 'luogo',
      access: 1,
      label: { it: place.it, en: place.en, fr: place.fr },
      render: (l) => ({
        ...base(id, 'ca_places', 'luogo', place[l], 1),
        filtri: [placeFiltro(place, l)],
        metadati: [],
        score: 1,
      }),
    };
    placeNodes.set(place.slug, node);
    nodes.push(node);
  }

  const collectionNodes: Node[] = COLLECTIONS.map((name) => {
    const id = newId();
    const node: Node = {
      id,
      table: 'ca_collections',
      type: 'collezione',
      access: 1,
      label: name,
      render: (l) => ({ ...base(id, 'ca_collections', 'collezione', name[l], 1), score: 1.5 }),
    };
    nodes.push(node);
    return node;
  });

  const entityCount = Math.max(30, Math.round(records * 0.05));
  const people: { node: Node; name: string; place: DemoPlace }[] = [];
  for (let i = 0; i < entityCount; i++) {
    const id = newId();
    const place = rnd.pick(DEMO_PLACES);
    const born = rnd.int(1800, 1920);
    const isOrg = i % 4 === 3;
    const name = isOrg ? '' : `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)}`;
    const names: Tri = isOrg
      ? label(rnd.pick(ORGANISATIONS), (l) => ({ place: place[l] }))
      : { it: name, en: name, fr: name };
    const access = i === 7 ? 0 : 1;
    const start = secondsOf(born, rnd.int(0, 11), rnd.int(1, 28));
    const end = secondsOf(born + rnd.int(30, 85), rnd.int(0, 11), rnd.int(1, 28));
    const type: TypeKey = isOrg ? 'ente' : 'persona';
    const node: Node = {
      id,
      table: 'ca_entities',
      type,
      access,
      label: names,
      render: (l) => ({
        ...base(id, 'ca_entities', type, names[l], access),
        data: { start, end },
        score: 0.5 + (Number(id) % 20) / 10,
        metadati: [
          dateMetadato(start, end, l),
          {
            fieldCode: 'biografia',
            label: field('biografia', l),
            value: fill(DESCRIPTIONS[1]![l], { person: names[l], place: place[l] }),
          },
        ],
        filtri: [placeFiltro(place, l)],
      }),
    };
    nodes.push(node);
    if (!isOrg) people.push({ node, name, place });
  }

  const eventCount = Math.max(15, Math.round(records * 0.03));
  const events: Node[] = [];
  for (let i = 0; i < eventCount; i++) {
    const id = newId();
    const place = rnd.pick(DEMO_PLACES);
    const year = rnd.int(1860, 1965);
    const start = secondsOf(year, rnd.int(0, 11), rnd.int(1, 28));
    const end = start + rnd.int(1, 60) * DAY;
    const type: TypeKey = i % 3 === 0 ? 'mostra' : 'evento';
    const names = label(rnd.pick(EVENTS), (l) => ({ place: place[l] }));
    const node: Node = {
      id,
      table: 'ca_occurrences',
      type,
      access: 1,
      label: names,
      render: (l) => ({
        ...base(id, 'ca_occurrences', type, `${names[l]} (${year})`, 1),
        data: { start, end },
        score: 1 + (i % 10) / 10,
        metadati: [dateMetadato(start, end, l)],
        filtri: [placeFiltro(place, l)],
      }),
    };
    nodes.push(node);
    events.push(node);
  }

  const artefactCount = Math.max(10, Math.round(records * 0.02));
  for (let i = 0; i < artefactCount; i++) {
    const id = newId();
    const place = rnd.pick(DEMO_PLACES);
    rnd.int(0, POOL_DRAW - 1);
    const names = label(rnd.pick(ARTEFACTS), (l) => ({ place: place[l] }));
    const year = rnd.int(1700, 1950);
    const start = secondsOf(year, 0, 1);
    const end = secondsOf(year, 11, 31);
    nodes.push({
      id,
      table: 'objects',
      type: 'reperto',
      access: 1,
      label: names,
      render: (l) => ({
        ...base(id, 'objects', 'reperto', names[l], 1),
        data: { start, end },
        score: 0.6 + (i % 15) / 10,
        metadati: [dateMetadato(start, end, l), valuationMetadato(i, l)],
        filtri: [placeFiltro(place, l)],
        ...media(id, 'photo', 1, names[l]),
      }),
    });
  }

  // --- archival hierarchy --------------------------------------------------------------------
  const remaining = Math.max(0, records - nodes.length);
  const fondsCount = Math.max(3, Math.round(remaining / 400));
  const seriesPer = 4;
  const filesPer = 5;
  const itemsPer = Math.max(
    1,
    Math.round(
      (remaining - fondsCount * (1 + seriesPer + seriesPer * filesPer)) / (fondsCount * seriesPer * filesPer),
    ),
  );
  let made = nodes.length;

  for (let f = 0; f < fondsCount && made < records; f++) {
    const place = DEMO_PLACES[f % DEMO_PLACES.length]!;
    const fondsName = FONDS_NAMES[f % FONDS_NAMES.length]!;
    const family = LAST_NAMES[f % LAST_NAMES.length]!;
    const fondsLabel = label(fondsName, (l) => ({ place: place[l] }));
    const suffix = fondsName.it.startsWith('Fondo della famiglia') ? ` ${family}` : ` ${place.it}`;
    const names: Tri = {
      it: fondsLabel.it + suffix,
      en: fondsLabel.en + (suffix === ` ${family}` ? ` ${family}` : ` (${place.en})`),
      fr: fondsLabel.fr + (suffix === ` ${family}` ? ` ${family}` : ` (${place.fr})`),
    };
    const fy = rnd.int(1840, 1900);
    const fondsSpan = [secondsOf(fy, 0, 1), secondsOf(fy + rnd.int(40, 90), 11, 31)] as const;
    const fonds = hierarchyNode(newId(), 'fondo', names, null, [], f, fondsSpan, place, 1);
    made++;
    for (let s = 0; s < seriesPer && made < records; s++) {
      const seriesName = SERIES_NAMES[(f + s) % SERIES_NAMES.length]!;
      const span = subSpan(fondsSpan);
      const series = hierarchyNode(newId(), 'serie', seriesName, fonds, [fonds.id], s, span, place, 1);
      made++;
      for (let d = 0; d < filesPer && made < records; d++) {
        const subject = rnd.pick(SUBJECTS);
        const fileSpan = subSpan(span);
        const fileYear = new Date(fileSpan[0] * 1000).getUTCFullYear();
        const fileNames: Tri = {
          it: `${capital(subject.name.it)}, ${fileYear}`,
          en: `${capital(subject.name.en)}, ${fileYear}`,
          fr: `${capital(subject.name.fr)}, ${fileYear}`,
        };
        // One file in forty is withheld from the public with everything in it.
        const fileAccess = (f * seriesPer * filesPer + s * filesPer + d) % 40 === 39 ? 0 : 1;
        const file = hierarchyNode(
          newId(),
          'fascicolo',
          fileNames,
          series,
          [fonds.id, series.id],
          d,
          fileSpan,
          place,
          fileAccess,
          subject,
        );
        made++;
        for (let i = 0; i < itemsPer && made < records; i++) {
          item(file, [fonds.id, series.id, file.id], i, fileSpan, place, subject, fileAccess);
          made++;
        }
      }
    }
  }

  function subSpan(span: readonly [number, number]): [number, number] {
    const from = span[0] + rnd.float() * (span[1] - span[0]) * 0.6;
    const to = from + rnd.float() * (span[1] - from);
    return [Math.floor(from / DAY) * DAY, Math.floor(to / DAY) * DAY + DAY - 1];
  }

  function hierarchyNode(
    id: string,
    type: TypeKey,
    names: Tri,
    parent: Node | null,
    path: string[],
    order: number,
    span: readonly [number, number],
    place: DemoPlace,
    access: number,
    subject?: (typeof SUBJECTS)[number],
  ): Node {
    const consistency =
      type === 'fondo'
        ? `${rnd.int(5, 120)} buste`
        : type === 'serie'
          ? `${rnd.int(1, 30)} buste`
          : `${rnd.int(1, 90)} carte`;
    const node: Node = {
      id,
      table: 'ca_objects',
      type,
      access,
      label: names,
      render: (l) => ({
        ...base(id, 'ca_objects', type, names[l], access),
        parent: parent?.id ?? null,
        parent_path: path,
        isChild: parent !== null,
        ordine: order + 1,
        data: { start: span[0], end: span[1] },
        score: 1.2 + (order % 8) / 10,
        metadati: [
          dateMetadato(span[0], span[1], l),
          { fieldCode: 'consistenza', label: field('consistenza', l), value: consistency },
        ],
        filtri: [placeFiltro(place, l), ...(subject ? [subjectFiltro(subject, l)] : [])],
      }),
    };
    nodes.push(node);
    return node;
  }

  function item(
    file: Node,
    path: string[],
    order: number,
    span: readonly [number, number],
    place: DemoPlace,
    subject: (typeof SUBJECTS)[number],
    fileAccess: number,
  ) {
    const id = newId();
    const type: TypeKey = rnd.chance(0.01) ? 'scheda' : rnd.pick(ITEM_TYPES);
    const person = rnd.pick(people);
    const otherPlace = rnd.chance(0.3) ? rnd.pick(DEMO_PLACES) : place;
    const template = rnd.pick(ITEM_TEMPLATES[type] ?? ITEM_TEMPLATES.documento!);
    const names = label(template, (l) => ({
      place: otherPlace[l],
      subject: subject.name[l],
      person: person.name,
      year: String(order + 1),
    }));
    const description = label(rnd.pick(DESCRIPTIONS), (l) => ({
      place: otherPlace[l],
      subject: subject.name[l],
      person: person.name,
    }));
    const day = span[0] + Math.floor(rnd.float() * Math.max(1, (span[1] - span[0]) / DAY)) * DAY;
    const start = day;
    const end = day + DAY - 1;
    const access = fileAccess === 0 || rnd.chance(0.005) ? 0 : 1;
    const pictured = type === 'fotografia' || type === 'disegno' || type === 'manifesto' || rnd.chance(0.25);
    const images = pictured ? Array.from({ length: rnd.int(1, 3) }, () => rnd.int(0, POOL_DRAW - 1)) : [];
    const collection = pictured && rnd.chance(0.4) ? rnd.pick(collectionNodes) : null;
    const prefix = rnd.pick(['A', 'B', 'C', '']);
    const bis = rnd.chance(0.1) ? 'bis' : '';
    const withPerson = rnd.chance(0.6);
    const video = rnd.chance(0.01) ? ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'] : undefined;
    const score = Math.round(rnd.float() * 250) / 100;
    const node: Node = {
      id,
      table: 'ca_objects',
      type,
      access,
      label: names,
      render: (l) => ({
        ...base(id, 'ca_objects', type, names[l], access),
        parent: file.id,
        parent_path: path,
        isChild: true,
        ordine: order + 1,
        data: { start, end },
        score,
        metadati: [
          dateMetadato(start, end, l),
          { fieldCode: 'genreform', label: field('genreform', l), value: TYPES[type].name[l] },
          { fieldCode: 'descrizione', label: field('descrizione', l), value: description[l] },
          {
            fieldCode: 'numerazione_definitiva',
            label: field('numerazione_definitiva', l),
            subelements: [
              ...(prefix ? [{ fieldCode: 'prefix', label: field('prefix', l), value: prefix }] : []),
              { fieldCode: 'final_number', label: field('final_number', l), value: String(order + 1) },
              ...(bis
                ? [{ fieldCode: 'final_number_bis', label: field('final_number_bis', l), value: bis }]
                : []),
            ],
          },
          ...(video
            ? [{ fieldCode: 'video_collegati', label: field('video_collegati', l), value: video[0] }]
            : []),
        ],
        filtri: [
          placeFiltro(otherPlace, l),
          subjectFiltro(subject, l),
          ...(withPerson ? [personFiltro(person.node, l)] : []),
          ...(collection ? [collectionFiltro(collection, l)] : []),
        ],
        ...(video ? { video_collegati: video } : {}),
        ...media(id, demoPictureKind(type, Number(id)), images.length, names[l]),
      }),
    };
    nodes.push(node);
    if (withPerson && rnd.chance(0.5))
      relationPairs.push({ a: node, b: person.node, kind: type === 'lettera' ? 'author' : 'subject' });
    if (rnd.chance(0.1)) relationPairs.push({ a: node, b: rnd.pick(events), kind: 'event' });
    if (rnd.chance(0.1)) relationPairs.push({ a: node, b: placeNodes.get(otherPlace.slug)!, kind: 'place' });
  }

  // --- render per locale -----------------------------------------------------------------------
  const data = {} as DemoDataset['data'];
  const relations = {} as DemoDataset['relations'];
  const summary = {} as DemoDataset['summary'];
  for (const l of DEMO_LOCALES) {
    data[l] = nodes.map((n) => n.render(l));
    relations[l] = relationPairs.flatMap(({ a, b, kind }) => {
      const names = RELATION_NAMES[kind];
      const side = (x: Node, y: Node, name: string, reverse: string): Relation => ({
        id: x.id,
        table: x.table,
        label: x.label[l],
        type: TYPES[x.type].name[l],
        access: x.access,
        rel_id: y.id,
        rel_table: y.table,
        rel_label: y.label[l],
        rel_type: TYPES[y.type].name[l],
        rel_access: y.access,
        rel_name: name,
        rel_name_reverse: reverse,
      });
      return [side(a, b, names.name[l], names.reverse[l]), side(b, a, names.reverse[l], names.name[l])];
    });
    summary[l] = summaries(l);
  }
  return { data, summary, relations };
}

function base(
  id: string,
  table: CatalogueRecord['table'],
  type: TypeKey,
  preferred: string,
  access: number,
): CatalogueRecord {
  return {
    id,
    table,
    preferred_label: preferred,
    type_id: { id: TYPES[type].id, name: '' },
    access,
    hasMedia: false,
    metadati: [],
    filtri: [],
    parent_path: [],
    isChild: false,
    representations: [],
  };
}

// The type name depends on the locale; base() cannot know it, so render() results are fixed up here.
const typeNames = new Map<number, Tri>(Object.values(TYPES).map((t) => [t.id, t.name]));
export function localiseTypeNames(records: CatalogueRecord[], l: DemoLocale): CatalogueRecord[] {
  for (const r of records)
    r.type_id = { id: r.type_id.id, name: typeNames.get(r.type_id.id)?.[l] ?? String(r.type_id.id) };
  return records;
}

/** A record's pictures (issue 26: its own, drawn from its id on first request; demo/images.ts). */
function media(id: string, kind: DemoPictureKind, count: number, title: string): Partial<CatalogueRecord> {
  if (count < 1) return {};
  const representations: Representation[] = Array.from({ length: count }, (_, n) => ({
    mimetype: 'image/jpeg',
    mediaType: 'image',
    title: n === 0 ? title : `${title} (${n + 1})`,
    url: {
      thumbnail: demoImageUrl(id, n, kind, 'thumbnail'),
      medium: demoImageUrl(id, n, kind, 'medium'),
      large: demoImageUrl(id, n, kind, 'large'),
      original: demoImageUrl(id, n, kind, 'large'),
    },
    ...demoImageDimensions(id, n, kind, 'large'),
  }));
  return {
    hasMedia: true,
    representations,
    primaryImg: { url: representations[0]!.url, size: demoImageDimensions(id, 0, kind, 'large') },
  };
}

const subjectFiltro = (subject: (typeof SUBJECTS)[number], l: DemoLocale): Filtro => ({
  id: `subject-${subject.slug}`,
  name: subject.name[l],
  path: `/subject/${subject.slug}`,
  type: l === 'it' ? 'soggetto' : l === 'en' ? 'subject' : 'sujet',
});
const personFiltro = (node: Node, l: DemoLocale): Filtro => ({
  id: `entity-${node.id}`,
  name: node.label[l],
  path: `/entity/${node.id}`,
  type: l === 'it' ? 'persona' : l === 'en' ? 'person' : 'personne',
});
const collectionFiltro = (node: Node, l: DemoLocale): Filtro => ({
  id: `collection-${node.id}`,
  name: node.label[l],
  path: `/collection/${node.id}`,
  type: 'collezione',
});

/**
 * An artefact's valuation: a quantity with a currency code (spec section 9: 1 euro, 2 pound,
 * 3 dollar), as a collection catalogue's currency field carries it, so the record page shows a
 * formatted amount. Derived from the artefact's index, not drawn: the rest of the dataset stays as
 * the seed makes it.
 */
function valuationMetadato(i: number, l: DemoLocale): Metadato {
  const amount = (40 + ((i * 37) % 160)) * 25;
  return {
    fieldCode: 'stima',
    label: field('stima', l),
    subelements: [
      { fieldCode: 'importo', label: field('importo', l), value: String(amount) },
      { fieldCode: 'valuta', label: field('valuta', l), value: String((i % 3) + 1) },
    ],
  };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function summaries(l: DemoLocale): Summary[] {
  const f = (...codes: string[]) => codes.map((fieldCode) => ({ fieldCode, label: field(fieldCode, l) }));
  return [
    { table: 'ca_objects', type: TYPES.fondo.name[l], metadati: f('date', 'consistenza') },
    { table: 'ca_objects', type: TYPES.serie.name[l], metadati: f('date', 'consistenza') },
    { table: 'ca_objects', type: TYPES.fascicolo.name[l], metadati: f('date', 'consistenza') },
    {
      table: 'ca_objects',
      type: '*',
      metadati: f('date', 'genreform', 'numerazione_definitiva', 'descrizione'),
    },
    { table: 'ca_entities', type: '*', metadati: f('date', 'biografia') },
    { table: 'ca_occurrences', type: '*', metadati: f('date') },
    { table: 'ca_places', type: '*', metadati: [] },
    { table: 'ca_collections', type: '*', metadati: [] },
    { table: 'objects', type: '*', metadati: f('date', 'stima') },
  ];
}

/** The finished dataset with localised type names. */
export function buildDemoDataset(records = 3000, seed = DEMO_SEED): DemoDataset {
  const dataset = generateDemoDataset(records, seed);
  // Letters, a newspaper page and a register with page text and OCR (issue 23).
  if (records >= 1000)
    addTranscribedDocuments(dataset, { lettera: TYPES.lettera.id, documento: TYPES.documento.id });
  for (const l of DEMO_LOCALES) localiseTypeNames(dataset.data[l], l);
  return dataset;
}
