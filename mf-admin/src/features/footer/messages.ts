import { defineMessages } from '../../lib/define-messages';

export const footerMessages = defineMessages({
  region: { id: 'admin.footer.region', defaultMessage: 'Blocchi del piè di pagina (modificabili qui)' },
  blockName: { id: 'admin.footer.blockName', defaultMessage: 'Piè di pagina, blocco {n}' },
  blockTitle: { id: 'admin.footer.blockTitle', defaultMessage: 'Titolo del blocco {n} del piè di pagina' },
  blockText: { id: 'admin.footer.blockText', defaultMessage: 'Testo del blocco {n} del piè di pagina' },
  add: { id: 'admin.footer.add', defaultMessage: '+ Aggiungi un blocco al piè di pagina' },
  full: { id: 'admin.footer.full', defaultMessage: 'Il piè di pagina ha già {max} blocchi, il massimo.' },
});
