import type { LocaleMessages } from './locale-messages';

/** The contracts messages in Croatian: loaded on demand in the browser (loadLocaleMessages). */
export const hr: LocaleMessages = {
  // Errors (spec section 8)
  'error.notFound': 'Stranica nije dostupna',
  'error.notAccessible': 'Ova stranica trenutačno nije dostupna',
  'error.generic': 'Žao nam je, nešto je pošlo po zlu',
  'error.status': 'Pogreška {status}',
  'error.backHome': 'Natrag na početnu',
  'error.searchLabel': 'Pretraži arhiv',
  'error.searchSubmit': 'Traži',
  'error.server': 'Interna pogreška poslužitelja',
  'error.validation': 'Neki uneseni podaci nisu valjani',
  'error.rateLimited': 'Previše zahtjeva: pokušajte ponovno za trenutak',
  'error.staleRevision': 'Netko drugi je izmijenio ovaj sadržaj. Ponovno učitajte stranicu prije spremanja',
  'error.consentRequired': 'Za nastavak morate prihvatiti pravila o privatnosti',
  'error.termsRequired': 'Za slanje zahtjeva morate prihvatiti uvjete korištenja',
  'error.sessionRequired': 'Za nastavak se morate prijaviti',
  'error.forbidden': 'Nemate dopuštenje za ovu radnju',
  'error.remoteUnavailable': 'Ovaj odjeljak trenutačno nije dostupan. Pokušajte ponovno kasnije',
  // Sign-in and passwords (spec sections 5 and 8)
  'auth.loginFailed': 'Pogrešno korisničko ime ili lozinka.',
  'auth.passwordChangeFailed': 'Pogreška pri promjeni lozinke',
  'auth.passwordChanged': 'Lozinka je promijenjena',
  'auth.passwordMismatch': 'Lozinke se ne podudaraju',
  'auth.passwordPolicy':
    'Lozinka mora imati najmanje 6 znakova, uključujući barem jedno malo i jedno veliko slovo',
  'auth.resetRequested':
    'Ako je adresa registrirana, primit ćete e-poruku s poveznicom za ponovno postavljanje lozinke',
  'auth.resetTokenInvalid': 'Poveznica za ponovno postavljanje lozinke nije valjana ili je istekla',
  // Uploads (spec section 8)
  'upload.failure': 'Žao nam je, nešto je pošlo po zlu',
  'upload.success': 'Uspješno dodano!',
  // Forms (spec sections 3 and 8)
  'newsletter.success': 'Hvala! Pretplatili ste se na newsletter.',
  'contact.success': 'Hvala! Vaš zahtjev je poslan.',
  // Validation (spec section 5)
  'validation.required': 'Obavezno polje',
  'validation.emailInvalid': 'Neispravna adresa e-pošte',
  'validation.dateInvalid': 'Uneseni datumi (ili datum) nisu valjani',
  'validation.datePlaceholder': 'GGGG ili DD/MM/GGGG',
  'validation.titleRequired': 'Ne zaboravite unijeti naslov',
  'validation.titleTooLong': 'Naslov može imati najviše {max} znakova',
  'validation.headerLinksMax': 'Možete dodati najviše {max} poveznice',
  'validation.videoLinksOnly': 'Prihvaćaju se samo poveznice na videozapise s YouTubea ili Vimea',
  'validation.rowsMax': 'Možete dodati najviše {max} redaka',
  // Confirmations (spec sections 4 and 5)
  'confirm.delete': 'Jeste li sigurni da želite izbrisati?',
  'confirm.leave': 'Jeste li sigurni da želite nastaviti?',
  // Empty search (spec section 8)
  'search.empty.title': 'Nije pronađena nijedna kartica',
  'search.empty.tipKeywords': 'Pokušajte s drugim ključnim riječima',
  'search.empty.tipFilters': 'Uklonite neke filtre',
  'search.empty.tipQuery': 'Provjerite je li pretraga ispravno napisana',
  // Cookie bar (spec sections 2 and 4)
  'cookie.message':
    'Ova stranica koristi nužne kolačiće za jezik i privolu te, samo ako prihvatite, analitičke kolačiće',
  'cookie.accept': 'Prihvati',
  'cookie.decline': 'Odbij',
  // Admin editing (spec section 4)
  'admin.saved': 'Promjene su spremljene',
  'admin.reapplied':
    'Vaše su izmjene ponovno na mjestu, na verziji koju je spremila druga osoba: pritisnite Spremi da ih spremite.',
  'admin.saveFailed': 'Spremanje nije uspjelo',
  'admin.nothingToEdit': 'Na ovoj stranici nema ništa za uređivanje',
  // Gateway answers of the users, sign-in and upload calls (were gateway-local until now)
  'users.lastAdmin': 'Posljednji administrator ne može se izbrisati ni degradirati',
  'users.selfDelete': 'Ne možete izbrisati vlastiti račun',
  'users.emailTaken': 'Ovu adresu e-pošte već koristi drugi korisnik',
  'users.unknownRole': 'Nepoznata uloga',
  'users.adminOnly': 'Samo administrator može upravljati administratorima',
  'users.notOffered': 'U ovoj instalaciji korisnicima se upravlja u back-officeu',
  'auth.tokenInvalid': 'Prijava nije valjana ili je istekla: prijavite se ponovno',
  'upload.tooLarge': 'Datoteka je prevelika',
  'upload.type':
    'Prihvaćaju se samo slike (JPEG, PNG, WebP, GIF, AVIF) i zvuk (MP3, OGG, WAV, FLAC, M4A, AAC)',
  'upload.missing': 'Nije primljena nijedna datoteka',
  'upload.oneFile': 'Samo jedna datoteka po prijenosu: ništa nije spremljeno',
};
