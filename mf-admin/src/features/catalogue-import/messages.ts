import { defineMessages } from '../../lib/define-messages';

/** The catalogue import page (Settings > Importa catalogo). */
export const importMessages = defineMessages({
  intro: {
    id: 'admin.import.intro',
    defaultMessage:
      'Carica i file NDJSON esportati dal sistema di catalogazione (data_it.ndjson, summary_en.ndjson, relations_fr.ndjson…) o un file ZIP che li contiene. Un record già presente, con la stessa tabella e lo stesso id, viene aggiornato.',
  },
  dates: {
    id: 'admin.import.dates',
    defaultMessage:
      'Date in data.start e data.end: un numero intero tra -9999 e 9999 è un anno; ogni altro numero indica i secondi dal 1° gennaio 1970 (UTC); un testo è un anno («1789») o una data ISO («1789-07-14»).',
  },
  files: { id: 'admin.import.files', defaultMessage: 'File da importare' },
  submit: { id: 'admin.import.submit', defaultMessage: 'Importa' },
  noFiles: { id: 'admin.import.noFiles', defaultMessage: 'Scegli almeno un file.' },
  uploading: { id: 'admin.import.uploading', defaultMessage: 'Invio dei file: {percent}%' },
  reading: { id: 'admin.import.reading', defaultMessage: '{file}: {lines} righe lette' },
  skipped: { id: 'admin.import.skipped', defaultMessage: '{file} non importato: {reason}' },
  reportTitle: { id: 'admin.import.reportTitle', defaultMessage: "Esito dell'importazione" },
  colFile: { id: 'admin.import.colFile', defaultMessage: 'File' },
  colInserted: { id: 'admin.import.colInserted', defaultMessage: 'Inseriti' },
  colUpdated: { id: 'admin.import.colUpdated', defaultMessage: 'Aggiornati' },
  colNormalised: { id: 'admin.import.colNormalised', defaultMessage: 'Normalizzati' },
  colRefused: { id: 'admin.import.colRefused', defaultMessage: 'Rifiutati' },
  totals: {
    id: 'admin.import.totals',
    defaultMessage:
      'Totale: {inserted} inseriti, {updated} aggiornati, {normalised} normalizzati, {refused} rifiutati',
  },
  refusedLine: { id: 'admin.import.refusedLine', defaultMessage: 'riga {line}: {reason}' },
  moreRefused: {
    id: 'admin.import.moreRefused',
    defaultMessage: '… e altre {count} righe rifiutate',
  },
  refusedHint: {
    id: 'admin.import.refusedHint',
    defaultMessage:
      'Le righe rifiutate non sono state importate: correggile nel file e importalo di nuovo. Le altre sono già pubblicate.',
  },
  done: {
    id: 'admin.import.done',
    defaultMessage: 'Importazione completata: il catalogo pubblico la mostra già.',
  },
  failed: { id: 'admin.import.failed', defaultMessage: 'Importazione non riuscita: {reason}' },
  historyTitle: { id: 'admin.import.historyTitle', defaultMessage: 'Importazioni precedenti' },
  historyEmpty: {
    id: 'admin.import.historyEmpty',
    defaultMessage: 'Nessuna importazione da questa pagina finora.',
  },
  historyWhen: { id: 'admin.import.historyWhen', defaultMessage: 'Quando' },
  historyWho: { id: 'admin.import.historyWho', defaultMessage: 'Chi' },
  // Issue 25: undoing an import of the list.
  historyUndoColumn: { id: 'admin.import.historyUndoColumn', defaultMessage: 'Annulla' },
  historyUndo: { id: 'admin.import.historyUndo', defaultMessage: "Annulla l'importazione del {when}" },
  historyUndone: { id: 'admin.import.historyUndone', defaultMessage: 'Annullata il {when} da {by}' },
  historyNotUndoable: {
    id: 'admin.import.historyNotUndoable',
    defaultMessage: 'Non più annullabile',
  },
  undoHint: {
    id: 'admin.import.undoHint',
    defaultMessage:
      "Annullare un'importazione rimuove i record che ha inserito e riporta alla versione precedente quelli che ha aggiornato. Si possono annullare le 10 importazioni più recenti degli ultimi 30 giorni; se due hanno toccato gli stessi record, prima la più recente.",
  },
  undoConfirm: {
    id: 'admin.import.undoConfirm',
    defaultMessage:
      "Sei sicuro di voler annullare l'importazione del {when}? Verranno rimossi i record inseriti ({inserted}) e riportati alla versione precedente quelli aggiornati ({updated}).",
  },
  undoDone: {
    id: 'admin.import.undoDone',
    defaultMessage: 'Importazione del {when} annullata: record rimossi {removed}, ripristinati {restored}.',
  },
  undoLater: {
    id: 'admin.import.undoLater',
    defaultMessage:
      "Non si può annullare: un'importazione successiva ha modificato alcuni degli stessi record ({records}). Annulla prima quella più recente.",
  },
  undoUnavailable: {
    id: 'admin.import.undoUnavailable',
    defaultMessage:
      'Questa importazione non si può più annullare: si conservano le modifiche solo delle 10 importazioni più recenti degli ultimi 30 giorni.',
  },
  undoUnsupported: {
    id: 'admin.import.undoUnsupported',
    defaultMessage:
      'Con il catalogo su MongoDB le importazioni non si possono annullare: importa di nuovo i file precedenti.',
  },
  undoAlready: {
    id: 'admin.import.undoAlready',
    defaultMessage: 'Questa importazione è già stata annullata.',
  },
  undoBusy: {
    id: 'admin.import.undoBusy',
    defaultMessage: "È in corso un'importazione: riprova quando è finita.",
  },
  undoFailed: {
    id: 'admin.import.undoFailed',
    defaultMessage: "Non è stato possibile annullare l'importazione: riprova più tardi.",
  },
  normalisedHint: {
    id: 'admin.import.normalisedHint',
    defaultMessage:
      'Normalizzati: righe importate dopo aver convertito qualcosa (numeri o id scritti come testo, anni o date ISO in data.start/data.end, date ricavate da dates_value).',
  },
  'reason.json': { id: 'admin.import.reason.json', defaultMessage: 'la riga non è un JSON valido' },
  'reason.notObject': {
    id: 'admin.import.reason.notObject',
    defaultMessage: 'la riga non è un oggetto JSON come una scheda',
  },
  'reason.date': {
    id: 'admin.import.reason.date',
    defaultMessage:
      'la data in {field} non si legge: «{value}» (serve un anno come 1789 o una data come 1789-07-14)',
  },
  'reason.datesReversed': {
    id: 'admin.import.reason.datesReversed',
    defaultMessage: 'le date sono invertite: data.start viene dopo data.end',
  },
  'reason.missing': { id: 'admin.import.reason.missing', defaultMessage: 'manca {field}' },
  'reason.type': { id: 'admin.import.reason.type', defaultMessage: '{field} ha un tipo di valore sbagliato' },
  'reason.oneOf': { id: 'admin.import.reason.oneOf', defaultMessage: '{field} deve essere uno di: {values}' },
  'reason.tooLong': {
    id: 'admin.import.reason.tooLong',
    defaultMessage: '{field} è troppo lungo (al massimo {max})',
  },
  'reason.empty': { id: 'admin.import.reason.empty', defaultMessage: '{field} è vuoto' },
  'field.preferred_label': {
    id: 'admin.import.field.preferredLabel',
    defaultMessage: 'il titolo (preferred_label)',
  },
  'field.table': { id: 'admin.import.field.table', defaultMessage: 'la tabella (table)' },
  'field.id': { id: 'admin.import.field.id', defaultMessage: 'l’identificativo (id)' },
  'field.type_id': { id: 'admin.import.field.typeId', defaultMessage: 'il tipo (type_id)' },
  'field.access': { id: 'admin.import.field.access', defaultMessage: 'l’accesso (access, 1 = pubblico)' },
});
