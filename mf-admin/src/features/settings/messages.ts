import { defineMessages } from '../../lib/define-messages';

/** Labels of the settings area; field labels are grouped by page. */
export const settingsMessages = defineMessages({
  area: { id: 'admin.settings.area', defaultMessage: 'Impostazioni' },
  nav: { id: 'admin.settings.nav', defaultMessage: 'Sezioni delle impostazioni' },
  overview: { id: 'admin.settings.overview', defaultMessage: 'Panoramica' },
  'page.general': { id: 'admin.settings.page.general', defaultMessage: 'Generali' },
  'page.layout': { id: 'admin.settings.page.layout', defaultMessage: 'Aspetto e menu' },
  'page.browse': { id: 'admin.settings.page.browse', defaultMessage: 'Ricerca e navigazione' },
  'page.contents': { id: 'admin.settings.page.contents', defaultMessage: 'Contenuti' },
  'page.developer': { id: 'admin.settings.page.developer', defaultMessage: 'Sviluppatore' },
  'page.multilanguage': { id: 'admin.settings.page.multilanguage', defaultMessage: 'Lingue' },
  'page.footer': { id: 'admin.settings.page.footer', defaultMessage: 'Piè di pagina' },
  'page.contacts': { id: 'admin.settings.page.contacts', defaultMessage: 'Contatti' },
  'page.newsletter': { id: 'admin.settings.page.newsletter', defaultMessage: 'Newsletter' },
  'page.import': { id: 'admin.settings.page.import', defaultMessage: 'Importa catalogo' },
  'page.users': { id: 'admin.settings.page.users', defaultMessage: 'Utenti' },
  save: { id: 'admin.settings.save', defaultMessage: 'Salva le modifiche' },
  saving: { id: 'admin.settings.saving', defaultMessage: 'Salvataggio…' },
  discard: { id: 'admin.settings.discard', defaultMessage: 'Annulla le modifiche' },
  unsaved: { id: 'admin.settings.unsaved', defaultMessage: 'Ci sono modifiche non salvate' },
  loading: { id: 'admin.settings.loading', defaultMessage: 'Caricamento delle impostazioni…' },
  loadFailed: { id: 'admin.settings.loadFailed', defaultMessage: 'Impossibile caricare le impostazioni' },
  retry: { id: 'admin.settings.retry', defaultMessage: 'Riprova' },
  overviewIntro: {
    id: 'admin.settings.overviewIntro',
    defaultMessage: 'Scegli una sezione per modificare le opzioni del sito.',
  },
  // general
  title: { id: 'admin.settings.title', defaultMessage: 'Titolo del sito' },
  logoUrl: { id: 'admin.settings.logoUrl', defaultMessage: 'Logo' },
  logoAlt: { id: 'admin.settings.logoAlt', defaultMessage: 'Testo alternativo del logo' },
  public: { id: 'admin.settings.public', defaultMessage: 'Sito pubblico (se disattivato serve l’accesso)' },
  profile: { id: 'admin.settings.profile', defaultMessage: 'Sezioni facoltative' },
  profileNews: { id: 'admin.settings.profileNews', defaultMessage: 'News' },
  profileInstitutes: { id: 'admin.settings.profileInstitutes', defaultMessage: 'Istituti' },
  expire: { id: 'admin.settings.expire', defaultMessage: 'Data di scadenza (GG/MM/AAAA)' },
  expireHint: {
    id: 'admin.settings.expireHint',
    defaultMessage:
      'Da questa data chi aveva scelto sui cookie prima di essa rivede la barra dei cookie: indica il giorno in cui è cambiata la cookie policy. Con la data predefinita (19/09/2020) nessuno la rivede.',
  },
  placeholder: { id: 'admin.settings.placeholder', defaultMessage: 'Immagine segnaposto' },
  placeholderHint: { id: 'admin.settings.placeholderHint', defaultMessage: 'Dimensione consigliata 300x200' },
  analyticsID: { id: 'admin.settings.analyticsID', defaultMessage: 'ID di Analytics' },
  contactEmail: { id: 'admin.settings.contactEmail', defaultMessage: 'Email che riceve le richieste' },
  backofficeUrl: { id: 'admin.settings.backofficeUrl', defaultMessage: 'Indirizzo del back-office' },
  backofficeUrlHint: {
    id: 'admin.settings.backofficeUrlHint',
    defaultMessage:
      'Un percorso (/...) o un indirizzo http(s); vuoto nasconde il collegamento nella barra utente',
  },
  passwordTitle: { id: 'admin.settings.passwordTitle', defaultMessage: 'Regola delle password' },
  passwordPattern: { id: 'admin.settings.passwordPattern', defaultMessage: 'Espressione regolare' },
  passwordMessageIt: { id: 'admin.settings.passwordMessageIt', defaultMessage: 'Messaggio in italiano' },
  passwordMessageEn: { id: 'admin.settings.passwordMessageEn', defaultMessage: 'Messaggio in inglese' },
  viewerTitle: { id: 'admin.settings.viewerTitle', defaultMessage: 'Sfogliatore e video' },
  sfogliatore: { id: 'admin.settings.sfogliatore', defaultMessage: 'Attiva lo sfogliatore' },
  simpleSfogliatore: {
    id: 'admin.settings.simpleSfogliatore',
    defaultMessage: 'Usa lo sfogliatore semplice',
  },
  richiediVideo: { id: 'admin.settings.richiediVideo', defaultMessage: 'Metadato con i link ai video' },
  // layout
  colorsTitle: { id: 'admin.settings.colorsTitle', defaultMessage: 'Colori' },
  primary: { id: 'admin.settings.primary', defaultMessage: 'Colore principale' },
  dark: { id: 'admin.settings.dark', defaultMessage: 'Tonalità scura (vuoto: calcolata)' },
  light: { id: 'admin.settings.light', defaultMessage: 'Tonalità chiara (vuoto: calcolata)' },
  customcss: { id: 'admin.settings.customcss', defaultMessage: 'CSS personalizzato' },
  customfont: {
    id: 'admin.settings.customfont',
    defaultMessage: 'Font personalizzato (nome o URL del foglio di stile)',
  },
  headerLinks: { id: 'admin.settings.headerLinks', defaultMessage: 'Link in alto (al massimo 3)' },
  headerLinksVisible: { id: 'admin.settings.headerLinksVisible', defaultMessage: 'Mostra i link in alto' },
  linkText: { id: 'admin.settings.linkText', defaultMessage: 'Testo' },
  linkUrl: { id: 'admin.settings.linkUrl', defaultMessage: 'URL' },
  urlInvalid: {
    id: 'admin.settings.urlInvalid',
    defaultMessage: 'Inserisci un indirizzo che inizia con https://',
  },
  menu: { id: 'admin.settings.menu', defaultMessage: 'Voci del menu' },
  menuFooter: {
    id: 'admin.settings.menuFooter',
    defaultMessage: 'Menu del piè di pagina (sostituisce quello predefinito)',
  },
  menuLabel: { id: 'admin.settings.menuLabel', defaultMessage: 'Etichetta' },
  menuPath: { id: 'admin.settings.menuPath', defaultMessage: 'Percorso (/pagina, URL o JSON della rotta)' },
  hideMenuFooter: {
    id: 'admin.settings.hideMenuFooter',
    defaultMessage: 'Voci del menu del piè di pagina da nascondere',
  },
  // browse
  query: { id: 'admin.settings.query', defaultMessage: 'Filtro aggiunto a ogni ricerca (JSON)' },
  queryAlbero: { id: 'admin.settings.queryAlbero', defaultMessage: 'Query dell’albero (JSON)' },
  searchType: { id: 'admin.settings.searchType', defaultMessage: 'Combinazione dei filtri' },
  searchAnd: { id: 'admin.settings.searchAnd', defaultMessage: 'Tutti (and)' },
  searchOr: { id: 'admin.settings.searchOr', defaultMessage: 'Almeno uno (or)' },
  textSort: { id: 'admin.settings.textSort', defaultMessage: 'Ordine delle ricerche con parole' },
  textSortTitle: { id: 'admin.settings.textSortTitle', defaultMessage: 'Titolo (A-Z)' },
  textSortRelevance: { id: 'admin.settings.textSortRelevance', defaultMessage: 'Rilevanza' },
  regexFiltriInit: {
    id: 'admin.settings.regexFiltriInit',
    defaultMessage: 'Espressione dei filtri mostrati all’inizio',
  },
  hideMap: { id: 'admin.settings.hideMap', defaultMessage: 'Nascondi la mappa' },
  mapTiles: { id: 'admin.settings.mapTiles', defaultMessage: 'Indirizzo delle tessere della mappa' },
  mapTilesHint: {
    id: 'admin.settings.mapTilesHint',
    defaultMessage: "Modello https con '{z}', '{x}' e '{y}'; vuoto per OpenStreetMap",
  },
  mapAttribution: {
    id: 'admin.settings.mapAttribution',
    defaultMessage: 'Attribuzione delle tessere della mappa',
  },
  order: {
    id: 'admin.settings.order',
    defaultMessage: 'Ordine dei valori per filtro (JSON: filtro → asc, desc, count)',
  },
  label: { id: 'admin.settings.label', defaultMessage: 'Etichette dei filtri per lingua (JSON)' },
  more: { id: 'admin.settings.more', defaultMessage: 'Valori mostrati prima di «altro»' },
  filtriOrder: { id: 'admin.settings.filtriOrder', defaultMessage: 'Ordine dei filtri' },
  dateLabel: { id: 'admin.settings.dateLabel', defaultMessage: 'Etichetta del filtro per data' },
  dateNotes: { id: 'admin.settings.dateNotes', defaultMessage: 'Note sotto il filtro per data' },
  summaryType: { id: 'admin.settings.summaryType', defaultMessage: 'Tipo di scheda per tabella (JSON)' },
  summaryHeader: {
    id: 'admin.settings.summaryHeader',
    defaultMessage: 'Campi nell’intestazione della scheda',
  },
  summaryPimcore: {
    id: 'admin.settings.summaryPimcore',
    defaultMessage: 'Campi della scheda (modalità gestionale)',
  },
  // contents
  homeSections: { id: 'admin.settings.homeSections', defaultMessage: 'Sezioni della home' },
  homeSectionsHint: {
    id: 'admin.settings.homeSectionsHint',
    defaultMessage: 'Ordine e visibilità; colori e sfondi si modificano sulla home in modalità modifica.',
  },
  // the home's opening (hero)
  heroTitle: { id: 'admin.settings.heroTitle', defaultMessage: 'Apertura della home' },
  heroHint: {
    id: 'admin.settings.heroHint',
    defaultMessage:
      "L'immagine e il percorso che la home mostra per primi. Senza un'immagine scelta, la home ne mostra una del catalogo.",
  },
  heroRecordAddress: {
    id: 'admin.settings.heroRecordAddress',
    defaultMessage: 'Indirizzo della pagina di una scheda del catalogo',
  },
  heroUseRecord: { id: 'admin.settings.heroUseRecord', defaultMessage: "Usa l'immagine della scheda" },
  heroNotRecord: {
    id: 'admin.settings.heroNotRecord',
    defaultMessage: 'Questo indirizzo non è la pagina di una scheda del catalogo.',
  },
  heroRecordMissing: {
    id: 'admin.settings.heroRecordMissing',
    defaultMessage: 'La scheda non esiste o non è pubblica.',
  },
  heroRecordNoImage: {
    id: 'admin.settings.heroRecordNoImage',
    defaultMessage: "La scheda non ha un'immagine.",
  },
  heroRecordUsed: {
    id: 'admin.settings.heroRecordUsed',
    defaultMessage: "Scelta l'immagine di «{title}»: premi Salva per pubblicarla.",
  },
  heroImage: { id: 'admin.settings.heroImage', defaultMessage: 'Immagine' },
  heroImageHint: {
    id: 'admin.settings.heroImageHint',
    defaultMessage: "Un'immagine caricata o l'indirizzo di un'immagine.",
  },
  heroImageAlt: {
    id: 'admin.settings.heroImageAlt',
    defaultMessage: "Descrizione dell'immagine (testo alternativo)",
  },
  heroImageRecord: {
    id: 'admin.settings.heroImageRecord',
    defaultMessage: 'La didascalia porta alla scheda {id} ({table}).',
  },
  heroImageRemove: { id: 'admin.settings.heroImageRemove', defaultMessage: "Rimuovi l'immagine" },
  heroPath: { id: 'admin.settings.heroPath', defaultMessage: 'Percorso proposto' },
  heroPathNone: { id: 'admin.settings.heroPathNone', defaultMessage: 'Nessuno' },
  heroPathTitle: { id: 'admin.settings.heroPathTitle', defaultMessage: 'Testo del pulsante del percorso' },
  // multilanguage
  languages: { id: 'admin.settings.languages', defaultMessage: 'Lingue del sito' },
  languageOn: { id: 'admin.settings.languageOn', defaultMessage: 'Attiva' },
  rootRedirect: {
    id: 'admin.settings.rootRedirect',
    defaultMessage:
      'Alla prima visita della home porta il visitatore nella lingua del suo browser, se attiva',
  },
  addLanguage: { id: 'admin.settings.addLanguage', defaultMessage: 'Aggiungi la lingua {language}' },
  languageDraft: {
    id: 'admin.settings.languageDraft',
    defaultMessage:
      'Sarà aggiunta con Salva: i documenti italiani vengono copiati come punto di partenza da tradurre.',
  },
  languageHidden: {
    id: 'admin.settings.languageHidden',
    defaultMessage: 'Nascosta ai visitatori finché non è completa (i gestori la vedono in anteprima)',
  },
  languageLacks: { id: 'admin.settings.languageLacks', defaultMessage: 'Prima di renderla pubblica:' },
  languageRecords: {
    id: 'admin.settings.languageRecords',
    defaultMessage: 'schede del catalogo in data_{locale}: {records} (in italiano {italian})',
  },
  languageDocuments: {
    id: 'admin.settings.languageDocuments',
    defaultMessage: 'documenti tradotti: {translated} di {total}',
  },
  languageMessages: {
    id: 'admin.settings.languageMessages',
    defaultMessage: 'messaggi dell’interfaccia: {present, select, yes {presenti} other {mancanti}}',
  },
  languageComplete: {
    id: 'admin.settings.languageComplete',
    defaultMessage: 'Non manca nulla: può essere resa pubblica.',
  },
  languagePreview: { id: 'admin.settings.languagePreview', defaultMessage: 'Anteprima in {language}' },
  // footer
  footerBlocks: { id: 'admin.settings.footerBlocks', defaultMessage: 'Blocchi del piè di pagina' },
  blockTitle: { id: 'admin.settings.blockTitle', defaultMessage: 'Titolo' },
  blockText: { id: 'admin.settings.blockText', defaultMessage: 'Testo (HTML)' },
  sponsorTitle: { id: 'admin.settings.sponsorTitle', defaultMessage: 'Sponsor' },
  sponsorLogo: { id: 'admin.settings.sponsorLogo', defaultMessage: 'Logo dello sponsor' },
  sponsorClaim: { id: 'admin.settings.sponsorClaim', defaultMessage: 'Frase dello sponsor' },
  sponsorLink: { id: 'admin.settings.sponsorLink', defaultMessage: 'Sito dello sponsor' },
  // contacts
  emails: { id: 'admin.settings.emails', defaultMessage: 'Email' },
  email: { id: 'admin.settings.email', defaultMessage: 'Indirizzo' },
  phones: { id: 'admin.settings.phones', defaultMessage: 'Telefoni' },
  phone: { id: 'admin.settings.phone', defaultMessage: 'Numero' },
  socials: { id: 'admin.settings.socials', defaultMessage: 'Social' },
  socialLink: { id: 'admin.settings.socialLink', defaultMessage: 'Link al profilo' },
  socialIcon: { id: 'admin.settings.socialIcon', defaultMessage: 'Icona (facebook, instagram, …)' },
  rowText: { id: 'admin.settings.rowText', defaultMessage: 'Etichetta' },
  // newsletter
  newsletterIntro: {
    id: 'admin.settings.newsletterIntro',
    defaultMessage:
      'Il modulo di iscrizione alla newsletter e quello di contatto compaiono come sezioni della home.',
  },
  newsletterSection: {
    id: 'admin.settings.newsletterSection',
    defaultMessage: 'Mostra il modulo newsletter nella home',
  },
  contactSection: {
    id: 'admin.settings.contactSection',
    defaultMessage: 'Mostra il modulo di contatto nella home',
  },
  // developer
  systemTitle: { id: 'admin.settings.systemTitle', defaultMessage: 'Sistema del catalogo' },
  systemKind: { id: 'admin.settings.systemKind', defaultMessage: 'Tipo' },
  systemTables: { id: 'admin.settings.systemTables', defaultMessage: 'Tabelle cercate di norma' },
  systemSummary: { id: 'admin.settings.systemSummary', defaultMessage: 'Campi in testa alla scheda' },
  systemUsers: { id: 'admin.settings.systemUsers', defaultMessage: 'Gestione utenti qui' },
  yes: { id: 'admin.settings.yes', defaultMessage: 'Sì' },
  no: { id: 'admin.settings.no', defaultMessage: 'No, nel back-office' },
  sizeTitle: { id: 'admin.settings.sizeTitle', defaultMessage: 'Spazio occupato' },
  proxyTitle: {
    id: 'admin.settings.proxyTitle',
    defaultMessage: 'Proxy e indirizzi dei visitatori',
  },
  proxyTrusted: {
    id: 'admin.settings.proxyTrusted',
    defaultMessage: "Gli indirizzi dei visitatori sono letti dall'intestazione X-Forwarded-For del proxy.",
  },
  proxyUnset: {
    id: 'admin.settings.proxyUnset',
    defaultMessage:
      "Non impostato: ogni visitatore è l'indirizzo da cui arriva la connessione. Va bene se davanti al sito non c'è un proxy.",
  },
  proxyWarning: {
    id: 'admin.settings.proxyWarning',
    defaultMessage:
      "Le richieste arrivano attraverso un proxy (X-Forwarded-For), ma TRUST_PROXY non è impostato: tutti i visitatori hanno l'indirizzo del proxy, e 20 accessi falliti di chiunque bloccano l'accesso a tutti per 15 minuti. Va impostato TRUST_PROXY=true sul gateway.",
  },
  sizeCollection: { id: 'admin.settings.sizeCollection', defaultMessage: 'Raccolta' },
  sizeCount: { id: 'admin.settings.sizeCount', defaultMessage: 'Documenti' },
  sizeBytes: { id: 'admin.settings.sizeBytes', defaultMessage: 'Dimensione' },
  sizeTotal: { id: 'admin.settings.sizeTotal', defaultMessage: 'Totale, con i file caricati' },
  developerIntro: {
    id: 'admin.settings.developerIntro',
    defaultMessage:
      'Il documento completo delle opzioni del sito. Viene controllato prima di essere applicato.',
  },
  developerJson: { id: 'admin.settings.developerJson', defaultMessage: 'Opzioni del sito (JSON)' },
  developerApply: { id: 'admin.settings.developerApply', defaultMessage: 'Applica' },
  developerNotObject: {
    id: 'admin.settings.developerNotObject',
    defaultMessage: "Serve un oggetto JSON: '{…}'",
  },
  developerValid: {
    id: 'admin.settings.developerValid',
    defaultMessage: 'Documento valido, applicato: ora salva.',
  },
  developerInvalid: {
    id: 'admin.settings.developerInvalid',
    defaultMessage: 'Il documento ha {count} errori:',
  },
  // Issue 25: the login screen's texts (environment document), on the general page.
  loginLegend: { id: 'admin.settings.loginLegend', defaultMessage: 'Pagina di accesso' },
  loginHint: {
    id: 'admin.settings.loginHint',
    defaultMessage:
      'Il titolo e il testo che il sito mostra accanto al modulo di accesso (/login), in ogni lingua.',
  },
  loginTitle: { id: 'admin.settings.loginTitle', defaultMessage: 'Titolo della pagina di accesso {lang}' },
  loginBody: { id: 'admin.settings.loginBody', defaultMessage: 'Testo della pagina di accesso {lang}' },
  loginSaved: { id: 'admin.settings.loginSaved', defaultMessage: 'Testi della pagina di accesso salvati' },
  loginEditInPlace: {
    id: 'admin.settings.loginEditInPlace',
    defaultMessage: 'Modifica sulla pagina di accesso, com’è per i visitatori',
  },
  loginRegion: {
    id: 'admin.settings.loginRegion',
    defaultMessage: 'Testi della pagina di accesso (modificabili qui)',
  },
  loginPreview: {
    id: 'admin.settings.loginPreview',
    defaultMessage:
      'Anteprima: qui i visitatori vedono il titolo e il testo accanto al modulo di accesso, in questa lingua ({lang}).',
  },
  loginMissing: {
    id: 'admin.settings.loginMissing',
    defaultMessage: 'I testi della pagina di accesso non si possono caricare ora: riprova più tardi.',
  },
});
