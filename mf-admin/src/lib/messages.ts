import { defineMessages } from './define-messages';

/** Messages of the shared editing pieces (fields, multiple editor, uploads, conflicts). */
export const libMessages = defineMessages({
  save: { id: 'admin.lib.save', defaultMessage: 'Salva' },
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
  conflictField: { id: 'admin.lib.conflict.field', defaultMessage: 'Campo' },
  conflictTheirs: { id: 'admin.lib.conflict.theirs', defaultMessage: 'La loro versione' },
  conflictMine: { id: 'admin.lib.conflict.mine', defaultMessage: 'La tua versione' },
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
    defaultMessage: 'Riapplica le mie modifiche sulla loro versione',
  },
  empty: { id: 'admin.lib.empty', defaultMessage: '(vuoto)' },
  fieldErrors: { id: 'admin.lib.fieldErrors', defaultMessage: 'Correggi questi campi:' },
});
