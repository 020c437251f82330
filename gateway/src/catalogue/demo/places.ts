/**
 * Italian places of the demo catalogue with their real coordinates [lat, lon], region, and the
 * names English and French speakers use.
 */
export interface DemoPlace {
  slug: string;
  it: string;
  en: string;
  fr: string;
  region: string;
  cord: [number, number];
}

const p = (
  slug: string,
  it: string,
  region: string,
  lat: number,
  lon: number,
  en = it,
  fr = en,
): DemoPlace => ({
  slug,
  it,
  en,
  fr,
  region,
  cord: [lat, lon],
});

export const DEMO_PLACES: DemoPlace[] = [
  p('roma', 'Roma', 'lazio', 41.9028, 12.4964, 'Rome', 'Rome'),
  p('milano', 'Milano', 'lombardia', 45.4642, 9.19, 'Milan', 'Milan'),
  p('napoli', 'Napoli', 'campania', 40.8518, 14.2681, 'Naples', 'Naples'),
  p('torino', 'Torino', 'piemonte', 45.0703, 7.6869, 'Turin', 'Turin'),
  p('firenze', 'Firenze', 'toscana', 43.7696, 11.2558, 'Florence', 'Florence'),
  p('venezia', 'Venezia', 'veneto', 45.4408, 12.3155, 'Venice', 'Venise'),
  p('genova', 'Genova', 'liguria', 44.4056, 8.9463, 'Genoa', 'Gênes'),
  p('bologna', 'Bologna', 'emilia-romagna', 44.4949, 11.3426, 'Bologna', 'Bologne'),
  p('palermo', 'Palermo', 'sicilia', 38.1157, 13.3615, 'Palermo', 'Palerme'),
  p('bari', 'Bari', 'puglia', 41.1171, 16.8719),
  p('trieste', 'Trieste', 'friuli-venezia-giulia', 45.6495, 13.7768),
  p('parma', 'Parma', 'emilia-romagna', 44.8015, 10.3279, 'Parma', 'Parme'),
  p('busseto', 'Busseto', 'emilia-romagna', 44.9794, 10.0431),
  p('forli', 'Forlì', 'emilia-romagna', 44.2227, 12.0407),
  p('ravenna', 'Ravenna', 'emilia-romagna', 44.4184, 12.2035, 'Ravenna', 'Ravenne'),
  p('mantova', 'Mantova', 'lombardia', 45.1564, 10.7914, 'Mantua', 'Mantoue'),
  p('bergamo', 'Bergamo', 'lombardia', 45.6983, 9.6773, 'Bergamo', 'Bergame'),
  p('pavia', 'Pavia', 'lombardia', 45.1847, 9.1582, 'Pavia', 'Pavie'),
  p('verona', 'Verona', 'veneto', 45.4384, 10.9916, 'Verona', 'Vérone'),
  p('padova', 'Padova', 'veneto', 45.4064, 11.8768, 'Padua', 'Padoue'),
  p('trento', 'Trento', 'trentino-alto-adige', 46.0748, 11.1217, 'Trento', 'Trente'),
  p('bolzano', 'Bolzano', 'trentino-alto-adige', 46.4983, 11.3548),
  p('aosta', 'Aosta', 'valle-d-aosta', 45.7375, 7.3154, 'Aosta', 'Aoste'),
  p('siena', 'Siena', 'toscana', 43.3188, 11.3308, 'Siena', 'Sienne'),
  p('pisa', 'Pisa', 'toscana', 43.7228, 10.4017, 'Pisa', 'Pise'),
  p('lucca', 'Lucca', 'toscana', 43.8429, 10.5027, 'Lucca', 'Lucques'),
  p('perugia', 'Perugia', 'umbria', 43.1107, 12.3908, 'Perugia', 'Pérouse'),
  p('assisi', 'Assisi', 'umbria', 43.0707, 12.6196, 'Assisi', 'Assise'),
  p('ancona', 'Ancona', 'marche', 43.6158, 13.5189, 'Ancona', 'Ancône'),
  p('urbino', 'Urbino', 'marche', 43.7262, 12.6365),
  p('latina', 'Latina', 'lazio', 41.4676, 12.9037),
  p('laquila', "L'Aquila", 'abruzzo', 42.3498, 13.3995),
  p('campobasso', 'Campobasso', 'molise', 41.5603, 14.6627),
  p('matera', 'Matera', 'basilicata', 40.6663, 16.6043),
  p('lecce', 'Lecce', 'puglia', 40.3515, 18.175),
  p('cosenza', 'Cosenza', 'calabria', 39.2983, 16.2537),
  p(
    'reggio-calabria',
    'Reggio Calabria',
    'calabria',
    38.1113,
    15.6473,
    'Reggio Calabria',
    'Reggio de Calabre',
  ),
  p('catania', 'Catania', 'sicilia', 37.5079, 15.083, 'Catania', 'Catane'),
  p('siracusa', 'Siracusa', 'sicilia', 37.0755, 15.2866, 'Syracuse', 'Syracuse'),
  p('cagliari', 'Cagliari', 'sardegna', 39.2238, 9.1217),
  p('sassari', 'Sassari', 'sardegna', 40.7259, 8.5557),
  p('pompei', 'Pompei', 'campania', 40.7462, 14.4989, 'Pompeii', 'Pompéi'),
];
