import { defineMessages } from '../../lib/define-messages';

export const homeMessages = defineMessages({
  aboutTitle: { id: 'content.home.about.title', defaultMessage: 'Chi siamo' },
  aboutMore: { id: 'content.home.about.more', defaultMessage: 'Scopri di più' },
  searchTitle: { id: 'content.home.search.title', defaultMessage: 'Cerca nell’archivio' },
  searchLabel: { id: 'content.home.search.label', defaultMessage: 'Parole da cercare' },
  searchPlaceholder: { id: 'content.home.search.placeholder', defaultMessage: 'Es. ponte, 1890, "via Roma"' },
  searchSubmit: { id: 'content.home.search.submit', defaultMessage: 'Cerca' },
  heroExplore: { id: 'content.home.hero.explore', defaultMessage: 'Esplora l’archivio' },
  heroLead: {
    id: 'content.home.hero.lead',
    defaultMessage:
      'Lettere, fotografie, mappe e documenti della collezione: cerca tra le schede o segui un percorso.',
  },
  heroPath: { id: 'content.home.hero.path', defaultMessage: 'Percorso: {title}' },
  heroPathUntitled: { id: 'content.home.hero.pathUntitled', defaultMessage: 'Segui un percorso' },
  explore: { id: 'content.home.search.explore', defaultMessage: 'Oppure esplora l’archivio' },
  hierarchyTitle: { id: 'content.home.hierarchy.title', defaultMessage: 'L’archivio in un albero' },
  shuffleTitle: { id: 'content.home.shuffle.title', defaultMessage: 'Immagini dall’archivio' },
  mapTitle: { id: 'content.home.map.title', defaultMessage: 'I luoghi' },
  timelineTitle: { id: 'content.home.timeline.title', defaultMessage: 'Linea del tempo' },
  newsTitle: { id: 'content.home.news.title', defaultMessage: 'Notizie' },
  newsAll: { id: 'content.home.news.all', defaultMessage: 'Tutte le notizie' },
  pathsTitle: { id: 'content.home.paths.title', defaultMessage: 'Percorsi' },
  pathsAll: { id: 'content.home.paths.all', defaultMessage: 'Tutti i percorsi' },
  institutesTitle: { id: 'content.home.institutes.title', defaultMessage: 'Istituti' },
  institutesAll: { id: 'content.home.institutes.all', defaultMessage: 'Tutti gli istituti' },
  sectionUnavailable: {
    id: 'content.home.sectionUnavailable',
    defaultMessage: 'Questa sezione non è disponibile (modulo del catalogo assente).',
  },
  sectionOff: {
    id: 'content.home.sectionOff',
    defaultMessage: 'Questa sezione è disattivata dal profilo del sito.',
  },
});
