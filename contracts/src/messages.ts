import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * User-facing messages of spec sections 4, 5 and 8, in every locale. The Italian strings quoted by
 * the spec are exact requirements; the others are translations. The gateway answers errors in the
 * caller's locale with `t`; the front ends feed `messagesFor(locale)` to react-intl.
 */
export const messages = {
  // Errors (spec section 8)
  'error.notFound': {
    it: 'La pagina non è disponibile',
    en: 'The page is not available',
    fr: "La page n'est pas disponible",
    de: 'Die Seite ist nicht verfügbar',
    es: 'La página no está disponible',
    hr: 'Stranica nije dostupna',
  },
  'error.notAccessible': {
    it: 'Questa pagina non è momentaneamente accessibile',
    en: 'This page is temporarily not accessible',
    fr: 'Cette page est momentanément inaccessible',
    de: 'Diese Seite ist vorübergehend nicht zugänglich',
    es: 'Esta página no está accesible en este momento',
    hr: 'Ova stranica trenutačno nije dostupna',
  },
  'error.generic': {
    it: 'Ci dispiace, qualcosa è andato storto',
    en: 'Sorry, something went wrong',
    fr: "Désolé, quelque chose s'est mal passé",
    de: 'Entschuldigung, etwas ist schiefgelaufen',
    es: 'Lo sentimos, algo ha salido mal',
    hr: 'Žao nam je, nešto je pošlo po zlu',
  },
  'error.status': {
    it: 'Errore {status}',
    en: 'Error {status}',
    fr: 'Erreur {status}',
    de: 'Fehler {status}',
    es: 'Error {status}',
    hr: 'Pogreška {status}',
  },
  'error.backHome': {
    it: 'Torna alla home',
    en: 'Back to home',
    fr: "Retour à l'accueil",
    de: 'Zurück zur Startseite',
    es: 'Volver al inicio',
    hr: 'Natrag na početnu',
  },
  'error.server': {
    it: 'Errore interno del server',
    en: 'Internal server error',
    fr: 'Erreur interne du serveur',
    de: 'Interner Serverfehler',
    es: 'Error interno del servidor',
    hr: 'Interna pogreška poslužitelja',
  },
  'error.validation': {
    it: 'Alcuni dati inseriti non sono validi',
    en: 'Some of the data entered is not valid',
    fr: 'Certaines données saisies ne sont pas valides',
    de: 'Einige eingegebene Daten sind ungültig',
    es: 'Algunos datos introducidos no son válidos',
    hr: 'Neki uneseni podaci nisu valjani',
  },
  'error.rateLimited': {
    it: 'Troppe richieste: riprova tra qualche istante',
    en: 'Too many requests: please try again in a moment',
    fr: 'Trop de requêtes : réessayez dans un instant',
    de: 'Zu viele Anfragen: Bitte versuchen Sie es gleich noch einmal',
    es: 'Demasiadas solicitudes: inténtalo de nuevo en un momento',
    hr: 'Previše zahtjeva: pokušajte ponovno za trenutak',
  },
  'error.staleRevision': {
    it: 'Il contenuto è stato modificato da qualcun altro. Ricarica la pagina prima di salvare',
    en: 'Someone else has changed this content. Reload the page before saving',
    fr: "Quelqu'un d'autre a modifié ce contenu. Rechargez la page avant d'enregistrer",
    de: 'Jemand anderes hat diesen Inhalt geändert. Laden Sie die Seite vor dem Speichern neu',
    es: 'Otra persona ha modificado este contenido. Recarga la página antes de guardar',
    hr: 'Netko drugi je izmijenio ovaj sadržaj. Ponovno učitajte stranicu prije spremanja',
  },
  'error.consentRequired': {
    it: "Per continuare devi accettare l'informativa sulla privacy",
    en: 'To continue you must accept the privacy policy',
    fr: 'Pour continuer, vous devez accepter la politique de confidentialité',
    de: 'Um fortzufahren, müssen Sie die Datenschutzerklärung akzeptieren',
    es: 'Para continuar debes aceptar la política de privacidad',
    hr: 'Za nastavak morate prihvatiti pravila o privatnosti',
  },
  'error.termsRequired': {
    it: 'Per inviare la richiesta devi accettare i termini e le condizioni',
    en: 'To send the request you must accept the terms and conditions',
    fr: 'Pour envoyer la demande, vous devez accepter les conditions générales',
    de: 'Um die Anfrage zu senden, müssen Sie die Nutzungsbedingungen akzeptieren',
    es: 'Para enviar la solicitud debes aceptar los términos y condiciones',
    hr: 'Za slanje zahtjeva morate prihvatiti uvjete korištenja',
  },
  'error.sessionRequired': {
    it: "Devi effettuare l'accesso per continuare",
    en: 'You must sign in to continue',
    fr: 'Vous devez vous connecter pour continuer',
    de: 'Sie müssen sich anmelden, um fortzufahren',
    es: 'Debes iniciar sesión para continuar',
    hr: 'Za nastavak se morate prijaviti',
  },
  'error.forbidden': {
    it: 'Non hai i permessi per questa operazione',
    en: 'You do not have permission for this operation',
    fr: "Vous n'avez pas l'autorisation pour cette opération",
    de: 'Sie haben keine Berechtigung für diesen Vorgang',
    es: 'No tienes permiso para esta operación',
    hr: 'Nemate dopuštenje za ovu radnju',
  },
  'error.remoteUnavailable': {
    it: 'Questa sezione non è al momento disponibile. Riprova più tardi',
    en: 'This section is not available right now. Please try again later',
    fr: "Cette section n'est pas disponible pour le moment. Réessayez plus tard",
    de: 'Dieser Bereich ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut',
    es: 'Esta sección no está disponible en este momento. Inténtalo más tarde',
    hr: 'Ovaj odjeljak trenutačno nije dostupan. Pokušajte ponovno kasnije',
  },
  // Sign-in and passwords (spec sections 5 and 8)
  'auth.loginFailed': {
    it: 'Nome utente o password errati.',
    en: 'Wrong username or password.',
    fr: "Nom d'utilisateur ou mot de passe incorrect.",
    de: 'Benutzername oder Passwort falsch.',
    es: 'Nombre de usuario o contraseña incorrectos.',
    hr: 'Pogrešno korisničko ime ili lozinka.',
  },
  'auth.passwordChangeFailed': {
    it: 'Errore nel cambio password',
    en: 'Error while changing the password',
    fr: 'Erreur lors du changement de mot de passe',
    de: 'Fehler beim Ändern des Passworts',
    es: 'Error al cambiar la contraseña',
    hr: 'Pogreška pri promjeni lozinke',
  },
  'auth.passwordChanged': {
    it: 'Password cambiata',
    en: 'Password changed',
    fr: 'Mot de passe modifié',
    de: 'Passwort geändert',
    es: 'Contraseña cambiada',
    hr: 'Lozinka je promijenjena',
  },
  'auth.passwordMismatch': {
    it: 'Le password non corrispondono',
    en: 'The passwords do not match',
    fr: 'Les mots de passe ne correspondent pas',
    de: 'Die Passwörter stimmen nicht überein',
    es: 'Las contraseñas no coinciden',
    hr: 'Lozinke se ne podudaraju',
  },
  'auth.passwordPolicy': {
    it: 'La password deve contenere almeno 6 caratteri, di cui almeno una lettera minuscola e una maiuscola',
    en: 'The password must be at least 6 characters long and contain at least one lowercase and one uppercase letter',
    fr: 'Le mot de passe doit comporter au moins 6 caractères, dont au moins une minuscule et une majuscule',
    de: 'Das Passwort muss mindestens 6 Zeichen lang sein und mindestens einen Klein- und einen Großbuchstaben enthalten',
    es: 'La contraseña debe tener al menos 6 caracteres, con al menos una letra minúscula y una mayúscula',
    hr: 'Lozinka mora imati najmanje 6 znakova, uključujući barem jedno malo i jedno veliko slovo',
  },
  'auth.resetRequested': {
    it: "Se l'indirizzo è registrato, riceverai un'email con il link per reimpostare la password",
    en: 'If the address is registered, you will receive an email with a link to reset your password',
    fr: "Si l'adresse est enregistrée, vous recevrez un e-mail avec un lien pour réinitialiser votre mot de passe",
    de: 'Wenn die Adresse registriert ist, erhalten Sie eine E-Mail mit einem Link zum Zurücksetzen des Passworts',
    es: 'Si la dirección está registrada, recibirás un correo con un enlace para restablecer la contraseña',
    hr: 'Ako je adresa registrirana, primit ćete e-poruku s poveznicom za ponovno postavljanje lozinke',
  },
  'auth.resetTokenInvalid': {
    it: 'Il link per reimpostare la password non è valido o è scaduto',
    en: 'The password reset link is not valid or has expired',
    fr: 'Le lien de réinitialisation du mot de passe est invalide ou a expiré',
    de: 'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen',
    es: 'El enlace para restablecer la contraseña no es válido o ha caducado',
    hr: 'Poveznica za ponovno postavljanje lozinke nije valjana ili je istekla',
  },
  // Uploads (spec section 8)
  'upload.failure': {
    it: 'Ci dispiace, qualcosa è andato storto',
    en: 'Sorry, something went wrong',
    fr: "Désolé, quelque chose s'est mal passé",
    de: 'Entschuldigung, etwas ist schiefgelaufen',
    es: 'Lo sentimos, algo ha salido mal',
    hr: 'Žao nam je, nešto je pošlo po zlu',
  },
  'upload.success': {
    it: 'Inserito con successo!',
    en: 'Successfully uploaded!',
    fr: 'Ajouté avec succès !',
    de: 'Erfolgreich hochgeladen!',
    es: '¡Subido con éxito!',
    hr: 'Uspješno dodano!',
  },
  // Forms (spec sections 3 and 8)
  'newsletter.success': {
    it: 'Grazie! Ti sei iscritto alla newsletter.',
    en: 'Thank you! You have subscribed to the newsletter.',
    fr: 'Merci ! Vous êtes inscrit à la newsletter.',
    de: 'Danke! Sie haben den Newsletter abonniert.',
    es: '¡Gracias! Te has suscrito al boletín.',
    hr: 'Hvala! Pretplatili ste se na newsletter.',
  },
  'contact.success': {
    it: 'Grazie! La tua richiesta è stata inviata.',
    en: 'Thank you! Your request has been sent.',
    fr: 'Merci ! Votre demande a été envoyée.',
    de: 'Danke! Ihre Anfrage wurde gesendet.',
    es: '¡Gracias! Tu solicitud ha sido enviada.',
    hr: 'Hvala! Vaš zahtjev je poslan.',
  },
  // Validation (spec section 5)
  'validation.required': {
    it: 'Campo obbligatorio',
    en: 'Required field',
    fr: 'Champ obligatoire',
    de: 'Pflichtfeld',
    es: 'Campo obligatorio',
    hr: 'Obavezno polje',
  },
  'validation.emailInvalid': {
    it: 'Indirizzo email non valido',
    en: 'Invalid email address',
    fr: 'Adresse e-mail non valide',
    de: 'Ungültige E-Mail-Adresse',
    es: 'Dirección de correo no válida',
    hr: 'Neispravna adresa e-pošte',
  },
  'validation.dateInvalid': {
    it: 'Le date (o la data) inserite non sono valide',
    en: 'The dates (or date) entered are not valid',
    fr: 'Les dates (ou la date) saisies ne sont pas valides',
    de: 'Die eingegebenen Daten (oder das Datum) sind ungültig',
    es: 'Las fechas (o la fecha) introducidas no son válidas',
    hr: 'Uneseni datumi (ili datum) nisu valjani',
  },
  'validation.datePlaceholder': {
    it: 'AAAA o GG/MM/AAAA',
    en: 'YYYY or DD/MM/YYYY',
    fr: 'AAAA ou JJ/MM/AAAA',
    de: 'JJJJ oder TT/MM/JJJJ',
    es: 'AAAA o DD/MM/AAAA',
    hr: 'GGGG ili DD/MM/GGGG',
  },
  'validation.titleRequired': {
    it: 'Ricordati di inserire il titolo',
    en: 'Remember to enter the title',
    fr: "N'oubliez pas de saisir le titre",
    de: 'Denken Sie daran, den Titel einzugeben',
    es: 'Recuerda introducir el título',
    hr: 'Ne zaboravite unijeti naslov',
  },
  'validation.titleTooLong': {
    it: 'Il titolo può contenere al massimo {max} caratteri',
    en: 'The title can be at most {max} characters long',
    fr: 'Le titre peut contenir au maximum {max} caractères',
    de: 'Der Titel darf höchstens {max} Zeichen lang sein',
    es: 'El título puede tener como máximo {max} caracteres',
    hr: 'Naslov može imati najviše {max} znakova',
  },
  'validation.headerLinksMax': {
    it: 'Puoi inserire al massimo {max} link',
    en: 'You can add at most {max} links',
    fr: 'Vous pouvez ajouter au maximum {max} liens',
    de: 'Sie können höchstens {max} Links hinzufügen',
    es: 'Puedes añadir como máximo {max} enlaces',
    hr: 'Možete dodati najviše {max} poveznice',
  },
  'validation.videoLinksOnly': {
    it: 'Sono accettati solo link a video di YouTube o Vimeo',
    en: 'Only YouTube or Vimeo video links are accepted',
    fr: 'Seuls les liens vers des vidéos YouTube ou Vimeo sont acceptés',
    de: 'Es werden nur Links zu YouTube- oder Vimeo-Videos akzeptiert',
    es: 'Solo se aceptan enlaces a vídeos de YouTube o Vimeo',
    hr: 'Prihvaćaju se samo poveznice na videozapise s YouTubea ili Vimea',
  },
  'validation.rowsMax': {
    it: 'Puoi inserire al massimo {max} righe',
    en: 'You can add at most {max} rows',
    fr: 'Vous pouvez ajouter au maximum {max} lignes',
    de: 'Sie können höchstens {max} Zeilen hinzufügen',
    es: 'Puedes añadir como máximo {max} filas',
    hr: 'Možete dodati najviše {max} redaka',
  },
  // Confirmations (spec sections 4 and 5)
  'confirm.delete': {
    it: 'Sei sicuro di voler cancellare?',
    en: 'Are you sure you want to delete?',
    fr: 'Êtes-vous sûr de vouloir supprimer ?',
    de: 'Sind Sie sicher, dass Sie löschen möchten?',
    es: '¿Seguro que quieres eliminar?',
    hr: 'Jeste li sigurni da želite izbrisati?',
  },
  'confirm.leave': {
    it: 'Sei sicuro di voler continuare?',
    en: 'Are you sure you want to continue?',
    fr: 'Êtes-vous sûr de vouloir continuer ?',
    de: 'Sind Sie sicher, dass Sie fortfahren möchten?',
    es: '¿Seguro que quieres continuar?',
    hr: 'Jeste li sigurni da želite nastaviti?',
  },
  // Empty search (spec section 8)
  'search.empty.title': {
    it: 'Nessuna scheda trovata',
    en: 'No cards found',
    fr: 'Aucune fiche trouvée',
    de: 'Keine Karteikarten gefunden',
    es: 'No se han encontrado fichas',
    hr: 'Nije pronađena nijedna kartica',
  },
  'search.empty.tipKeywords': {
    it: 'Prova a usare parole chiave diverse',
    en: 'Try different keywords',
    fr: "Essayez d'autres mots-clés",
    de: 'Versuchen Sie es mit anderen Suchbegriffen',
    es: 'Prueba con otras palabras clave',
    hr: 'Pokušajte s drugim ključnim riječima',
  },
  'search.empty.tipFilters': {
    it: 'Rimuovi alcuni filtri',
    en: 'Remove some filters',
    fr: 'Retirez certains filtres',
    de: 'Entfernen Sie einige Filter',
    es: 'Quita algunos filtros',
    hr: 'Uklonite neke filtre',
  },
  'search.empty.tipQuery': {
    it: 'Controlla di aver scritto correttamente la ricerca',
    en: 'Check that the search is spelled correctly',
    fr: "Vérifiez l'orthographe de votre recherche",
    de: 'Überprüfen Sie die Schreibweise Ihrer Suche',
    es: 'Comprueba que la búsqueda esté bien escrita',
    hr: 'Provjerite je li pretraga ispravno napisana',
  },
  // Cookie bar (spec sections 2 and 4)
  'cookie.message': {
    it: 'Questo sito usa cookie tecnici per la lingua e il consenso e, solo se accetti, cookie di analisi',
    en: 'This site uses necessary cookies for language and consent and, only if you accept, analytics cookies',
    fr: "Ce site utilise des cookies nécessaires pour la langue et le consentement et, seulement si vous l'acceptez, des cookies d'analyse",
    de: 'Diese Website verwendet notwendige Cookies für Sprache und Einwilligung und, nur wenn Sie zustimmen, Analyse-Cookies',
    es: 'Este sitio usa cookies necesarias para el idioma y el consentimiento y, solo si aceptas, cookies de análisis',
    hr: 'Ova stranica koristi nužne kolačiće za jezik i privolu te, samo ako prihvatite, analitičke kolačiće',
  },
  'cookie.accept': {
    it: 'Accetta',
    en: 'Accept',
    fr: 'Accepter',
    de: 'Akzeptieren',
    es: 'Aceptar',
    hr: 'Prihvati',
  },
  'cookie.decline': {
    it: 'Rifiuta',
    en: 'Decline',
    fr: 'Refuser',
    de: 'Ablehnen',
    es: 'Rechazar',
    hr: 'Odbij',
  },
  // Admin editing (spec section 4)
  'admin.saved': {
    it: 'Modifiche salvate',
    en: 'Changes saved',
    fr: 'Modifications enregistrées',
    de: 'Änderungen gespeichert',
    es: 'Cambios guardados',
    hr: 'Promjene su spremljene',
  },
  'admin.saveFailed': {
    it: 'Salvataggio non riuscito',
    en: 'Saving failed',
    fr: "Échec de l'enregistrement",
    de: 'Speichern fehlgeschlagen',
    es: 'No se ha podido guardar',
    hr: 'Spremanje nije uspjelo',
  },
  // Gateway answers of the users, sign-in and upload calls (were gateway-local until now)
  'users.lastAdmin': {
    it: "Non è possibile eliminare o declassare l'ultimo amministratore",
    en: 'The last administrator cannot be deleted or demoted',
    fr: 'Le dernier administrateur ne peut pas être supprimé ni rétrogradé',
    de: 'Der letzte Administrator kann weder gelöscht noch herabgestuft werden',
    es: 'No se puede eliminar ni degradar al último administrador',
    hr: 'Posljednji administrator ne može se izbrisati ni degradirati',
  },
  'users.selfDelete': {
    it: 'Non puoi eliminare il tuo account',
    en: 'You cannot delete your own account',
    fr: 'Vous ne pouvez pas supprimer votre propre compte',
    de: 'Sie können Ihr eigenes Konto nicht löschen',
    es: 'No puedes eliminar tu propia cuenta',
    hr: 'Ne možete izbrisati vlastiti račun',
  },
  'users.emailTaken': {
    it: 'Questo indirizzo email è già usato da un altro utente',
    en: 'This email address is already used by another user',
    fr: 'Cette adresse e-mail est déjà utilisée par un autre utilisateur',
    de: 'Diese E-Mail-Adresse wird bereits von einem anderen Benutzer verwendet',
    es: 'Esta dirección de correo electrónico ya la usa otro usuario',
    hr: 'Ovu adresu e-pošte već koristi drugi korisnik',
  },
  'users.unknownRole': {
    it: 'Ruolo non valido',
    en: 'Unknown role',
    fr: 'Rôle inconnu',
    de: 'Unbekannte Rolle',
    es: 'Rol desconocido',
    hr: 'Nepoznata uloga',
  },
  'auth.tokenInvalid': {
    it: 'Accesso non valido o scaduto: ripeti il login',
    en: 'Sign-in is not valid or has expired: please sign in again',
    fr: 'Connexion invalide ou expirée : veuillez vous reconnecter',
    de: 'Die Anmeldung ist ungültig oder abgelaufen: Bitte melden Sie sich erneut an',
    es: 'El acceso no es válido o ha caducado: vuelve a iniciar sesión',
    hr: 'Prijava nije valjana ili je istekla: prijavite se ponovno',
  },
  'upload.tooLarge': {
    it: 'Il file è troppo grande',
    en: 'The file is too large',
    fr: 'Le fichier est trop volumineux',
    de: 'Die Datei ist zu groß',
    es: 'El archivo es demasiado grande',
    hr: 'Datoteka je prevelika',
  },
  'upload.type': {
    it: 'Sono accettati solo immagini (JPEG, PNG, WebP, GIF, AVIF) e audio (MP3, OGG, WAV, FLAC, M4A, AAC)',
    en: 'Only images (JPEG, PNG, WebP, GIF, AVIF) and audio (MP3, OGG, WAV, FLAC, M4A, AAC) are accepted',
    fr: 'Seules les images (JPEG, PNG, WebP, GIF, AVIF) et les fichiers audio (MP3, OGG, WAV, FLAC, M4A, AAC) sont acceptés',
    de: 'Es werden nur Bilder (JPEG, PNG, WebP, GIF, AVIF) und Audiodateien (MP3, OGG, WAV, FLAC, M4A, AAC) angenommen',
    es: 'Solo se aceptan imágenes (JPEG, PNG, WebP, GIF, AVIF) y audio (MP3, OGG, WAV, FLAC, M4A, AAC)',
    hr: 'Prihvaćaju se samo slike (JPEG, PNG, WebP, GIF, AVIF) i zvuk (MP3, OGG, WAV, FLAC, M4A, AAC)',
  },
  'upload.missing': {
    it: 'Nessun file ricevuto',
    en: 'No file received',
    fr: 'Aucun fichier reçu',
    de: 'Keine Datei empfangen',
    es: 'No se ha recibido ningún archivo',
    hr: 'Nije primljena nijedna datoteka',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageId = keyof typeof messages;
export const MESSAGE_IDS = Object.keys(messages) as MessageId[];
export const isMessageId = (value: unknown): value is MessageId =>
  typeof value === 'string' && Object.hasOwn(messages, value);

export type MessageValues = Record<string, string | number>;

/** Replaces `{name}` with values.name; unknown placeholders stay visible rather than vanishing. */
export const interpolate = (template: string, values?: MessageValues): string =>
  values
    ? template.replace(/\{(\w+)\}/g, (whole, key: string) =>
        Object.hasOwn(values, key) ? String(values[key]) : whole,
      )
    : template;

/** The message in a locale, Italian when the locale is unknown; `{placeholders}` filled in. */
export const t = (id: MessageId, locale: string = DEFAULT_LOCALE, values?: MessageValues): string => {
  const entry: Record<Locale, string> = messages[id];
  const text = isLocale(locale) ? entry[locale] : entry[DEFAULT_LOCALE];
  return interpolate(text || entry[DEFAULT_LOCALE], values);
};

/** Flat catalogue of one locale, the shape react-intl and lang/{locale}.json use. */
export const messagesFor = (locale: Locale): Record<MessageId, string> =>
  Object.fromEntries(MESSAGE_IDS.map((id) => [id, messages[id][locale]])) as Record<MessageId, string>;
