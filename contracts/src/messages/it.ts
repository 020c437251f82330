/**
 * The contracts messages in Italian, the default locale: bundled wherever messages.ts is, and the
 * list of message ids (every other locale must translate exactly these). The strings the spec quotes
 * are exact requirements.
 */
export const it = {
  // Errors (spec section 8)
  'error.notFound': 'La pagina non è disponibile',
  'error.notAccessible': 'Questa pagina non è momentaneamente accessibile',
  'error.generic': 'Ci dispiace, qualcosa è andato storto',
  'error.status': 'Errore {status}',
  'error.backHome': 'Torna alla home',
  'error.searchLabel': "Cerca nell'archivio",
  'error.searchSubmit': 'Cerca',
  'error.server': 'Errore interno del server',
  'error.validation': 'Alcuni dati inseriti non sono validi',
  'error.rateLimited': 'Troppe richieste: riprova tra qualche istante',
  'error.staleRevision':
    'Il contenuto è stato modificato da qualcun altro. Ricarica la pagina prima di salvare',
  'error.consentRequired': "Per continuare devi accettare l'informativa sulla privacy",
  'error.termsRequired': 'Per inviare la richiesta devi accettare i termini e le condizioni',
  'error.sessionRequired': "Devi effettuare l'accesso per continuare",
  'error.forbidden': 'Non hai i permessi per questa operazione',
  'error.remoteUnavailable': 'Questa sezione non è al momento disponibile. Riprova più tardi',
  // Sign-in and passwords (spec sections 5 and 8)
  'auth.loginFailed': 'Nome utente o password errati.',
  'auth.passwordChangeFailed': 'Errore nel cambio password',
  'auth.passwordChanged': 'Password cambiata',
  'auth.passwordMismatch': 'Le password non corrispondono',
  'auth.passwordPolicy':
    'La password deve contenere almeno 6 caratteri, di cui almeno una lettera minuscola e una maiuscola',
  'auth.resetRequested':
    "Se l'indirizzo è registrato, riceverai un'email con il link per reimpostare la password",
  'auth.resetTokenInvalid': 'Il link per reimpostare la password non è valido o è scaduto',
  // Uploads (spec section 8)
  'upload.failure': 'Ci dispiace, qualcosa è andato storto',
  'upload.success': 'Inserito con successo!',
  // Forms (spec sections 3 and 8)
  'newsletter.success': 'Grazie! Ti sei iscritto alla newsletter.',
  'contact.success': 'Grazie! La tua richiesta è stata inviata.',
  // Validation (spec section 5)
  'validation.required': 'Campo obbligatorio',
  'validation.emailInvalid': 'Indirizzo email non valido',
  'validation.dateInvalid': 'Le date (o la data) inserite non sono valide',
  'validation.datePlaceholder': 'AAAA o GG/MM/AAAA',
  'validation.titleRequired': 'Ricordati di inserire il titolo',
  'validation.titleTooLong': 'Il titolo può contenere al massimo {max} caratteri',
  'validation.headerLinksMax': 'Puoi inserire al massimo {max} link',
  'validation.videoLinksOnly': 'Sono accettati solo link a video di YouTube o Vimeo',
  'validation.rowsMax': 'Puoi inserire al massimo {max} righe',
  // Confirmations (spec sections 4 and 5)
  'confirm.delete': 'Sei sicuro di voler cancellare?',
  'confirm.leave': 'Sei sicuro di voler continuare?',
  // Empty search (spec section 8)
  'search.empty.title': 'Nessuna scheda trovata',
  'search.empty.tipKeywords': 'Prova a usare parole chiave diverse',
  'search.empty.tipFilters': 'Rimuovi alcuni filtri',
  'search.empty.tipQuery': 'Controlla di aver scritto correttamente la ricerca',
  // Cookie bar (spec sections 2 and 4)
  'cookie.message':
    'Questo sito usa cookie tecnici per la lingua e il consenso e, solo se accetti, cookie di analisi',
  'cookie.accept': 'Accetta',
  'cookie.decline': 'Rifiuta',
  // Admin editing (spec section 4)
  'admin.saved': 'Modifiche salvate',
  'admin.reapplied':
    'Le tue modifiche sono di nuovo al loro posto, sopra la versione salvata dall’altra persona: premi Salva per salvarle.',
  'admin.saveFailed': 'Salvataggio non riuscito',
  'admin.nothingToEdit': 'Niente da modificare in questa pagina',
  // Gateway answers of the users, sign-in and upload calls (were gateway-local until now)
  'users.lastAdmin': "Non è possibile eliminare o declassare l'ultimo amministratore",
  'users.selfDelete': 'Non puoi eliminare il tuo account',
  'users.emailTaken': 'Questo indirizzo email è già usato da un altro utente',
  'users.unknownRole': 'Ruolo non valido',
  'users.adminOnly': 'Solo un amministratore può gestire gli amministratori',
  'users.notOffered': 'In questa installazione gli utenti si gestiscono nel back-office',
  'auth.tokenInvalid': 'Accesso non valido o scaduto: ripeti il login',
  'upload.tooLarge': 'Il file è troppo grande',
  'upload.type':
    'Sono accettati solo immagini (JPEG, PNG, WebP, GIF, AVIF) e audio (MP3, OGG, WAV, FLAC, M4A, AAC)',
  'upload.missing': 'Nessun file ricevuto',
  'upload.oneFile': 'Si può caricare un solo file alla volta: non è stato salvato nulla',
} as const;
