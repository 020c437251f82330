import type { LocaleMessages } from './locale-messages';

/** The contracts messages in German: loaded on demand in the browser (loadLocaleMessages). */
export const de: LocaleMessages = {
  // Errors (spec section 8)
  'error.notFound': 'Die Seite ist nicht verfügbar',
  'error.notAccessible': 'Diese Seite ist vorübergehend nicht zugänglich',
  'error.generic': 'Entschuldigung, etwas ist schiefgelaufen',
  'error.status': 'Fehler {status}',
  'error.backHome': 'Zurück zur Startseite',
  'error.searchLabel': 'Im Archiv suchen',
  'error.searchSubmit': 'Suchen',
  'error.server': 'Interner Serverfehler',
  'error.validation': 'Einige eingegebene Daten sind ungültig',
  'error.rateLimited': 'Zu viele Anfragen: Bitte versuchen Sie es gleich noch einmal',
  'error.staleRevision':
    'Jemand anderes hat diesen Inhalt geändert. Laden Sie die Seite vor dem Speichern neu',
  'error.consentRequired': 'Um fortzufahren, müssen Sie die Datenschutzerklärung akzeptieren',
  'error.termsRequired': 'Um die Anfrage zu senden, müssen Sie die Nutzungsbedingungen akzeptieren',
  'error.sessionRequired': 'Sie müssen sich anmelden, um fortzufahren',
  'error.forbidden': 'Sie haben keine Berechtigung für diesen Vorgang',
  'error.remoteUnavailable':
    'Dieser Bereich ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut',
  // Sign-in and passwords (spec sections 5 and 8)
  'auth.loginFailed': 'Benutzername oder Passwort falsch.',
  'auth.passwordChangeFailed': 'Fehler beim Ändern des Passworts',
  'auth.passwordChanged': 'Passwort geändert',
  'auth.passwordMismatch': 'Die Passwörter stimmen nicht überein',
  'auth.passwordPolicy':
    'Das Passwort muss mindestens 6 Zeichen lang sein und mindestens einen Klein- und einen Großbuchstaben enthalten',
  'auth.resetRequested':
    'Wenn die Adresse registriert ist, erhalten Sie eine E-Mail mit einem Link zum Zurücksetzen des Passworts',
  'auth.resetTokenInvalid': 'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen',
  // Uploads (spec section 8)
  'upload.failure': 'Entschuldigung, etwas ist schiefgelaufen',
  'upload.success': 'Erfolgreich hochgeladen!',
  // Forms (spec sections 3 and 8)
  'newsletter.success': 'Danke! Sie haben den Newsletter abonniert.',
  'contact.success': 'Danke! Ihre Anfrage wurde gesendet.',
  // Validation (spec section 5)
  'validation.required': 'Pflichtfeld',
  'validation.emailInvalid': 'Ungültige E-Mail-Adresse',
  'validation.dateInvalid': 'Die eingegebenen Daten (oder das Datum) sind ungültig',
  'validation.datePlaceholder': 'JJJJ oder TT/MM/JJJJ',
  'validation.titleRequired': 'Denken Sie daran, den Titel einzugeben',
  'validation.titleTooLong': 'Der Titel darf höchstens {max} Zeichen lang sein',
  'validation.headerLinksMax': 'Sie können höchstens {max} Links hinzufügen',
  'validation.videoLinksOnly': 'Es werden nur Links zu YouTube- oder Vimeo-Videos akzeptiert',
  'validation.rowsMax': 'Sie können höchstens {max} Zeilen hinzufügen',
  // Confirmations (spec sections 4 and 5)
  'confirm.delete': 'Sind Sie sicher, dass Sie löschen möchten?',
  'confirm.leave': 'Sind Sie sicher, dass Sie fortfahren möchten?',
  // Empty search (spec section 8)
  'search.empty.title': 'Keine Karteikarten gefunden',
  'search.empty.tipKeywords': 'Versuchen Sie es mit anderen Suchbegriffen',
  'search.empty.tipFilters': 'Entfernen Sie einige Filter',
  'search.empty.tipQuery': 'Überprüfen Sie die Schreibweise Ihrer Suche',
  // Cookie bar (spec sections 2 and 4)
  'cookie.message':
    'Diese Website verwendet notwendige Cookies für Sprache und Einwilligung und, nur wenn Sie zustimmen, Analyse-Cookies',
  'cookie.accept': 'Akzeptieren',
  'cookie.decline': 'Ablehnen',
  // Admin editing (spec section 4)
  'admin.saved': 'Änderungen gespeichert',
  'admin.reapplied':
    'Ihre Änderungen sind wieder da, auf der von der anderen Person gespeicherten Fassung: Drücken Sie Speichern, um sie zu sichern.',
  'admin.saveFailed': 'Speichern fehlgeschlagen',
  'admin.nothingToEdit': 'Auf dieser Seite gibt es nichts zu bearbeiten',
  // Gateway answers of the users, sign-in and upload calls (were gateway-local until now)
  'users.lastAdmin': 'Der letzte Administrator kann weder gelöscht noch herabgestuft werden',
  'users.selfDelete': 'Sie können Ihr eigenes Konto nicht löschen',
  'users.emailTaken': 'Diese E-Mail-Adresse wird bereits von einem anderen Benutzer verwendet',
  'users.unknownRole': 'Unbekannte Rolle',
  'users.adminOnly': 'Nur ein Administrator kann Administratoren verwalten',
  'users.notOffered': 'In dieser Installation werden Benutzer im Backoffice verwaltet',
  'auth.tokenInvalid': 'Die Anmeldung ist ungültig oder abgelaufen: Bitte melden Sie sich erneut an',
  'upload.tooLarge': 'Die Datei ist zu groß',
  'upload.type':
    'Es werden nur Bilder (JPEG, PNG, WebP, GIF, AVIF) und Audiodateien (MP3, OGG, WAV, FLAC, M4A, AAC) angenommen',
  'upload.missing': 'Keine Datei empfangen',
  'upload.oneFile': 'Nur eine Datei pro Upload: nichts wurde gespeichert',
};
