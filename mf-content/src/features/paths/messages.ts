import { defineMessages } from '../../lib/define-messages';

export const pathsMessages = defineMessages({
  title: { id: 'content.paths.title', defaultMessage: 'Percorsi' },
  back: { id: 'content.paths.back', defaultMessage: 'Tutti i percorsi' },
  start: { id: 'content.paths.start', defaultMessage: 'Inizia il percorso' },
  steps: { id: 'content.paths.steps', defaultMessage: 'Le tappe' },
  stepsCount: {
    id: 'content.paths.stepsCount',
    defaultMessage: '{count, plural, =0 {Nessuna tappa} one {# tappa} other {# tappe}}',
  },
  position: { id: 'content.paths.position', defaultMessage: 'Tappa {current} di {total}' },
  previous: { id: 'content.paths.previous', defaultMessage: 'Tappa precedente' },
  next: { id: 'content.paths.next', defaultMessage: 'Tappa successiva' },
  intro: { id: 'content.paths.intro', defaultMessage: 'Introduzione' },
  end: { id: 'content.paths.end', defaultMessage: 'Fine del percorso' },
  record: { id: 'content.paths.record', defaultMessage: 'Vai alla scheda: {label}' },
  stepNav: { id: 'content.paths.stepNav', defaultMessage: 'Navigazione tra le tappe' },
});
