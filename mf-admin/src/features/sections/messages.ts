import { defineMessages } from '../../lib/define-messages';
import { sectionTypeMessages } from '../../lib/messages';

export const sectionMessages = defineMessages({
  ...sectionTypeMessages,
  toolbar: {
    id: 'admin.sections.toolbar',
    defaultMessage: 'Sezione «{name}», posizione {position} di {total}',
  },
  drag: { id: 'admin.sections.drag', defaultMessage: 'Trascina per spostare «{name}»' },
  moveUp: { id: 'admin.sections.moveUp', defaultMessage: 'Sposta su «{name}»' },
  moveDown: { id: 'admin.sections.moveDown', defaultMessage: 'Sposta giù «{name}»' },
  moved: { id: 'admin.sections.moved', defaultMessage: '«{name}» ora è in posizione {position} di {total}' },
  visible: { id: 'admin.sections.visible', defaultMessage: 'Visibile' },
  hidden: { id: 'admin.sections.hidden', defaultMessage: 'Nascosta ai visitatori' },
  color: { id: 'admin.sections.color', defaultMessage: 'Colore del testo' },
  background: { id: 'admin.sections.background', defaultMessage: 'Colore di sfondo' },
  backgroundImage: { id: 'admin.sections.backgroundImage', defaultMessage: 'Immagine di sfondo' },
  clearColor: { id: 'admin.sections.clearColor', defaultMessage: 'Togli il colore del testo' },
  clearBackground: { id: 'admin.sections.clearBackground', defaultMessage: 'Togli lo sfondo' },
  titleInPlace: { id: 'admin.sections.titleInPlace', defaultMessage: 'Titolo del sito (modificabile qui)' },
  textInPlace: { id: 'admin.sections.textInPlace', defaultMessage: 'Testo di «{name}» (modificabile qui)' },
  textBlockInPlace: {
    id: 'admin.sections.textBlockInPlace',
    defaultMessage: 'Testo di «{name}», blocco {n} (modificabile qui)',
  },
  textSaved: { id: 'admin.sections.textSaved', defaultMessage: 'Testo salvato' },
  textLoading: { id: 'admin.sections.textLoading', defaultMessage: 'Caricamento del testo…' },
  textMissing: {
    id: 'admin.sections.textMissing',
    defaultMessage: 'Il documento «{doc}» di questa sezione non esiste ancora: crealo tra i contenuti.',
  },
  textKept: {
    id: 'admin.sections.textKept',
    defaultMessage: 'Il tuo testo è rimasto qui, non salvato. Nella loro versione c’è:',
  },
  textOverwrite: {
    id: 'admin.sections.textOverwrite',
    defaultMessage: 'Salva comunque il mio testo sopra la loro versione',
  },
  manage: { id: 'admin.sections.manage', defaultMessage: 'Gestisci' },
  delete: { id: 'admin.sections.delete', defaultMessage: 'Elimina' },
  deleteLabel: { id: 'admin.sections.deleteLabel', defaultMessage: 'Elimina «{name}»' },
  manageLabel: { id: 'admin.sections.manageLabel', defaultMessage: 'Gestisci «{name}» nelle impostazioni' },
  loading: { id: 'admin.sections.loading', defaultMessage: 'Caricamento delle sezioni…' },
  // Issue 25: home sections removed and added back.
  sectionDeleted: { id: 'admin.sections.deleted', defaultMessage: '«{name}» eliminata dalla home' },
  sectionAdded: { id: 'admin.sections.added', defaultMessage: '«{name}» aggiunta in fondo alla home' },
  addSection: { id: 'admin.sections.addSection', defaultMessage: 'Aggiungi una sezione' },
  addSectionOf: { id: 'admin.sections.addSectionOf', defaultMessage: 'Aggiungi la sezione «{name}»' },
  textSectionOf: { id: 'admin.sections.textSectionOf', defaultMessage: 'Testo: {title}' },
  allSections: {
    id: 'admin.sections.allSections',
    defaultMessage: 'Tutte le sezioni sono già nella home.',
  },
});
