import { defineMessages } from './define-messages';

/** Messages of the shared editing pieces (fields, multiple editor, uploads, conflicts). */
export const libMessages = defineMessages({
  save: { id: 'admin.lib.save', defaultMessage: 'Salva' },
  // Issue 25: colour pickers on an empty option.
  themeColourNow: {
    id: 'admin.lib.themeColourNow',
    defaultMessage: 'Vuoto: il sito usa il colore del tema {colour}.',
  },
  useThemeColour: { id: 'admin.lib.useThemeColour', defaultMessage: 'Usa il colore del tema per «{label}»' },
  saving: { id: 'admin.lib.saving', defaultMessage: 'Salvataggio…' },
  loading: { id: 'admin.lib.loading', defaultMessage: 'Caricamento…' },
  deleteRow: { id: 'admin.lib.row.delete', defaultMessage: 'Elimina riga {n}' },
  moveRowUp: { id: 'admin.lib.row.up', defaultMessage: 'Sposta su la riga {n}' },
  moveRowDown: { id: 'admin.lib.row.down', defaultMessage: 'Sposta giù la riga {n}' },
  row: { id: 'admin.lib.row', defaultMessage: 'Riga {n}' },
  newRow: { id: 'admin.lib.row.new', defaultMessage: 'Nuova riga' },
  uploadChange: { id: 'admin.lib.upload.change', defaultMessage: 'Scegli file' },
  uploadImage: { id: 'admin.lib.upload.image', defaultMessage: 'Carica immagine' },
  uploadAudio: { id: 'admin.lib.upload.audio', defaultMessage: 'Carica audio' },
  uploadProgress: { id: 'admin.lib.upload.progress', defaultMessage: 'Caricamento {percent}%' },
  uploadKeepMetadata: {
    id: 'admin.lib.upload.keepMetadata',
    defaultMessage: 'Mantieni i dati della fotocamera (EXIF, posizione GPS)',
  },
  uploadKeepMetadataHint: {
    id: 'admin.lib.upload.keepMetadataHint',
    defaultMessage:
      'Di solito vengono tolti: possono rivelare dove e quando è stata scattata la foto. Le miniature non li hanno mai.',
  },
  preview: { id: 'admin.lib.preview', defaultMessage: 'Anteprima' },
  jsonInvalid: { id: 'admin.lib.json.invalid', defaultMessage: 'JSON non valido: {error}' },
  onePerLine: { id: 'admin.lib.onePerLine', defaultMessage: 'Uno per riga' },
  conflictTitle: { id: 'admin.lib.conflict.title', defaultMessage: 'Qualcun altro ha salvato prima di te' },
  conflictIntro: {
    id: 'admin.lib.conflict.intro',
    defaultMessage:
      'Le tue modifiche non sono andate perse. Ecco cosa è cambiato nella versione salvata da {who} ({when}).',
  },
  conflictSomeone: { id: 'admin.lib.conflict.someone', defaultMessage: 'un altro utente' },
  conflictValue: {
    id: 'admin.lib.conflict.value',
    defaultMessage: '{field}: nella loro versione «{theirs}», nella tua «{mine}»',
  },
  conflictMoved: {
    id: 'admin.lib.conflict.moved',
    defaultMessage: '«{name}» spostata dalla posizione {from} alla {to}',
  },
  conflictHidden: { id: 'admin.lib.conflict.hidden', defaultMessage: '«{name}» nascosta ai visitatori' },
  conflictShown: { id: 'admin.lib.conflict.shown', defaultMessage: '«{name}» resa visibile' },
  conflictColour: { id: 'admin.lib.conflict.colour', defaultMessage: '«{name}»: colore del testo {value}' },
  conflictColourReset: {
    id: 'admin.lib.conflict.colourReset',
    defaultMessage: '«{name}»: colore del testo del tema',
  },
  conflictBackground: { id: 'admin.lib.conflict.background', defaultMessage: '«{name}»: sfondo {value}' },
  conflictBackgroundReset: {
    id: 'admin.lib.conflict.backgroundReset',
    defaultMessage: '«{name}»: sfondo del tema',
  },
  conflictEdited: { id: 'admin.lib.conflict.edited', defaultMessage: '«{name}»: contenuto modificato' },
  // Issue 25: after "Riapplica" on a document page (the home's says it through the options notice).
  reapplied: {
    id: 'admin.lib.reapplied',
    defaultMessage: 'Le tue modifiche sono state rimesse sulla loro versione: controlla e premi «Salva».',
  },
  conflictAdded: { id: 'admin.lib.conflict.added', defaultMessage: '«{name}» aggiunta' },
  conflictRemoved: { id: 'admin.lib.conflict.removed', defaultMessage: '«{name}» tolta' },
  conflictNext: {
    id: 'admin.lib.conflict.next',
    defaultMessage:
      'Premi «{reapply}» per rimettere le tue modifiche sulla loro versione, controlla e poi premi «{save}».',
  },
  conflictNone: {
    id: 'admin.lib.conflict.none',
    defaultMessage: 'Nessun campo diverso dal tuo punto di partenza.',
  },
  conflictOverlap: { id: 'admin.lib.conflict.overlap', defaultMessage: 'modificato anche da te' },
  conflictOverwrite: {
    id: 'admin.lib.conflict.overwrite',
    defaultMessage: 'Sovrascrivi con la mia versione',
  },
  conflictReapply: {
    id: 'admin.lib.conflict.reapply',
    defaultMessage: 'Riapplica le mie modifiche',
  },
  empty: { id: 'admin.lib.empty', defaultMessage: '(vuoto)' },
  fieldErrors: { id: 'admin.lib.fieldErrors', defaultMessage: 'Correggi questi campi:' },
});

/**
 * Labels of the site options' fields as a manager reads them in the settings forms, used to name a
 * field in validation errors and in the conflict panel instead of its JSON path
 * ("Piè di pagina, riga 2: il testo è obbligatorio", not "footer_blocks.1.text Invalid input").
 */
export const fieldMessages = defineMessages({
  title: { id: 'admin.field.title', defaultMessage: 'Titolo del sito' },
  logo: { id: 'admin.field.logo', defaultMessage: 'Logo' },
  colors: { id: 'admin.field.colors', defaultMessage: 'Colori' },
  header: { id: 'admin.field.header', defaultMessage: 'Link in alto' },
  menu: { id: 'admin.field.menu', defaultMessage: 'Menu' },
  menuFooter: { id: 'admin.field.menuFooter', defaultMessage: 'Menu del piè di pagina' },
  contatti: { id: 'admin.field.contatti', defaultMessage: 'Contatti' },
  footer_blocks: { id: 'admin.field.footerBlocks', defaultMessage: 'Piè di pagina' },
  sponsor_logo: { id: 'admin.field.sponsorLogo', defaultMessage: 'Logo dello sponsor' },
  sponsor_claim: { id: 'admin.field.sponsorClaim', defaultMessage: 'Frase dello sponsor' },
  sponsor_link: { id: 'admin.field.sponsorLink', defaultMessage: 'Sito dello sponsor' },
  multilanguage: { id: 'admin.field.multilanguage', defaultMessage: 'Lingue del sito' },
  home: { id: 'admin.field.home', defaultMessage: 'Sezioni della home' },
  customjs: { id: 'admin.field.customjs', defaultMessage: 'Ricerca e navigazione' },
  contactEmail: { id: 'admin.field.contactEmail', defaultMessage: 'Email che riceve le richieste' },
  backofficeUrl: { id: 'admin.field.backofficeUrl', defaultMessage: 'Indirizzo del back-office' },
  password: { id: 'admin.field.password', defaultMessage: 'Regola delle password' },
  heroImage: { id: 'admin.field.heroImage', defaultMessage: 'Immagine della home' },
  heroPath: { id: 'admin.field.heroPath', defaultMessage: 'Percorso proposto dalla home' },
  other: { id: 'admin.field.other', defaultMessage: 'Campo «{path}»' },
  row: { id: 'admin.field.row', defaultMessage: '{label}, riga {n}' },
  // What inside a row or group is wrong, as the subject of the sentences below.
  'part.text': { id: 'admin.field.part.text', defaultMessage: 'il testo' },
  'part.title': { id: 'admin.field.part.title', defaultMessage: 'il titolo' },
  'part.url': { id: 'admin.field.part.url', defaultMessage: 'il collegamento' },
  'part.link': { id: 'admin.field.part.link', defaultMessage: 'il collegamento' },
  'part.path': { id: 'admin.field.part.path', defaultMessage: 'il percorso' },
  'part.color': { id: 'admin.field.part.color', defaultMessage: 'il colore del testo' },
  'part.background': { id: 'admin.field.part.background', defaultMessage: 'lo sfondo' },
  'part.value': { id: 'admin.field.part.value', defaultMessage: 'il valore' },
  // The problem, with {what} one of the parts above.
  required: { id: 'admin.field.required', defaultMessage: '{what} è obbligatorio' },
  tooLong: { id: 'admin.field.tooLong', defaultMessage: '{what} è troppo lungo (al massimo {max})' },
  tooMany: { id: 'admin.field.tooMany', defaultMessage: 'al massimo {max} righe' },
  colour: { id: 'admin.field.colour', defaultMessage: '{what} deve essere un colore come #1d4f91' },
  link: {
    id: 'admin.field.link',
    defaultMessage: '{what} deve essere un percorso del sito (/…) o un indirizzo http(s)',
  },
  invalid: { id: 'admin.field.invalid', defaultMessage: '{what} non è valido' },
  line: { id: 'admin.field.line', defaultMessage: '{where}: {problem}' },
});

/** The home's section types by the names the editor shows (the conflict panel names sections by them). */
export const sectionTypeMessages = defineMessages({
  'type.hero': { id: 'admin.sections.type.hero', defaultMessage: 'Copertina' },
  'type.about': { id: 'admin.sections.type.about', defaultMessage: 'Chi siamo' },
  'type.search': { id: 'admin.sections.type.search', defaultMessage: 'Ricerca' },
  'type.hierarchy': { id: 'admin.sections.type.hierarchy', defaultMessage: 'Albero' },
  'type.shuffle': { id: 'admin.sections.type.shuffle', defaultMessage: 'Immagini casuali' },
  'type.map': { id: 'admin.sections.type.map', defaultMessage: 'Mappa' },
  'type.timeline': { id: 'admin.sections.type.timeline', defaultMessage: 'Linea del tempo' },
  'type.news': { id: 'admin.sections.type.news', defaultMessage: 'News' },
  'type.paths': { id: 'admin.sections.type.paths', defaultMessage: 'Percorsi' },
  'type.institutes': { id: 'admin.sections.type.institutes', defaultMessage: 'Istituti' },
  'type.newsletter': { id: 'admin.sections.type.newsletter', defaultMessage: 'Newsletter' },
  'type.contact': { id: 'admin.sections.type.contact', defaultMessage: 'Contatti' },
  'type.text': { id: 'admin.sections.type.text', defaultMessage: 'Testo' },
});
