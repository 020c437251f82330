import { defineMessages } from '../../lib/define-messages';

export const styleguideMessages = defineMessages({
  title: { id: 'content.styleguide.title', defaultMessage: 'Guida di stile' },
  intro: {
    id: 'content.styleguide.intro',
    defaultMessage: 'Tutti i componenti dell’interfaccia condivisa, con dati di esempio.',
  },
  contents: { id: 'content.styleguide.contents', defaultMessage: 'Indice' },
  colours: { id: 'content.styleguide.colours', defaultMessage: 'Colori' },
  typography: { id: 'content.styleguide.typography', defaultMessage: 'Testi' },
  buttons: { id: 'content.styleguide.buttons', defaultMessage: 'Pulsanti e link' },
  controls: { id: 'content.styleguide.controls', defaultMessage: 'Interruttore e casella di spunta' },
  collapse: { id: 'content.styleguide.collapse', defaultMessage: 'Pannello richiudibile' },
  dropdown: { id: 'content.styleguide.dropdown', defaultMessage: 'Menu a tendina' },
  modal: { id: 'content.styleguide.modal', defaultMessage: 'Finestra modale e popup a tutto schermo' },
  openModal: { id: 'content.styleguide.openModal', defaultMessage: 'Apri la finestra modale' },
  openPopup: { id: 'content.styleguide.openPopup', defaultMessage: 'Apri il popup a tutto schermo' },
  close: { id: 'content.styleguide.close', defaultMessage: 'Chiudi' },
  modalText: { id: 'content.styleguide.modalText', defaultMessage: 'Si chiude con Esc o con il pulsante.' },
  images: { id: 'content.styleguide.images', defaultMessage: 'Immagini (caricamento pigro e segnaposto)' },
  video: { id: 'content.styleguide.video', defaultMessage: 'Video (solo YouTube e Vimeo)' },
  charts: { id: 'content.styleguide.charts', defaultMessage: 'Grafici e numeri' },
  upload: { id: 'content.styleguide.upload', defaultMessage: 'Caricamento file' },
  change: { id: 'content.styleguide.change', defaultMessage: 'Cambia' },
  uploadLabel: { id: 'content.styleguide.uploadLabel', defaultMessage: 'Carica' },
  blocks: { id: 'content.styleguide.blocks', defaultMessage: 'Blocchi di contenuto e schede' },
  sections: { id: 'content.styleguide.sections', defaultMessage: 'Sezioni della home' },
  forms: { id: 'content.styleguide.forms', defaultMessage: 'Moduli' },
  status: { id: 'content.styleguide.status', defaultMessage: 'Pagine di stato ed errori' },
  statusSample: {
    id: 'content.styleguide.statusSample',
    defaultMessage: 'Apri una pagina 404 di esempio',
  },
  catalogue: { id: 'content.styleguide.catalogue', defaultMessage: 'Componenti del catalogo' },
  catalogueMissing: {
    id: 'content.styleguide.catalogueMissing',
    defaultMessage: '{name}: non esposto dal catalogo in questa versione.',
  },
  sampleSwitch: { id: 'content.styleguide.sampleSwitch', defaultMessage: 'Modalità di modifica' },
  sampleCheckbox: {
    id: 'content.styleguide.sampleCheckbox',
    defaultMessage: 'Mostra solo schede con immagini',
  },
  sampleParagraph: {
    id: 'content.styleguide.sampleParagraph',
    defaultMessage: 'Un paragrafo di testo corrente con un <link>collegamento</link>.',
  },
});
