import type { Locale } from '@archive/contracts/locales';

/**
 * Gateway messages the contracts' catalogue does not hold yet (Italian first; other locales fall
 * back to English). Candidates to move into contracts/src/messages.ts.
 */
const MESSAGES = {
  lastAdmin: {
    it: "Non è possibile eliminare o declassare l'ultimo amministratore",
    en: 'The last administrator cannot be deleted or demoted',
    fr: 'Le dernier administrateur ne peut pas être supprimé ni rétrogradé',
  },
  selfDelete: {
    it: 'Non puoi eliminare il tuo account',
    en: 'You cannot delete your own account',
    fr: 'Vous ne pouvez pas supprimer votre propre compte',
  },
  emailTaken: {
    it: 'Questo indirizzo email è già usato da un altro utente',
    en: 'This email address is already used by another user',
    fr: 'Cette adresse e-mail est déjà utilisée par un autre utilisateur',
  },
  unknownRole: {
    it: 'Ruolo non valido',
    en: 'Unknown role',
    fr: 'Rôle inconnu',
  },
  tokenInvalid: {
    it: 'Accesso non valido o scaduto: ripeti il login',
    en: 'Sign-in is not valid or has expired: please sign in again',
    fr: 'Connexion invalide ou expirée : veuillez vous reconnecter',
  },
  uploadTooLarge: {
    it: 'Il file è troppo grande',
    en: 'The file is too large',
    fr: 'Le fichier est trop volumineux',
  },
  uploadType: {
    it: 'Sono accettati solo immagini (JPEG, PNG, WebP, GIF, AVIF) e audio (MP3, OGG, WAV, FLAC, M4A, AAC)',
    en: 'Only images (JPEG, PNG, WebP, GIF, AVIF) and audio (MP3, OGG, WAV, FLAC, M4A, AAC) are accepted',
    fr: 'Seules les images (JPEG, PNG, WebP, GIF, AVIF) et les fichiers audio (MP3, OGG, WAV, FLAC, M4A, AAC) sont acceptés',
  },
  uploadMissing: {
    it: 'Nessun file ricevuto',
    en: 'No file received',
    fr: 'Aucun fichier reçu',
  },
} as const;

export type LocalMessageId = keyof typeof MESSAGES;

export const tl = (id: LocalMessageId, locale: Locale): string => {
  const m = MESSAGES[id] as Partial<Record<Locale, string>> & { en: string };
  return m[locale] ?? m.en;
};
