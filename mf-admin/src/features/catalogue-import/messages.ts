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
});
