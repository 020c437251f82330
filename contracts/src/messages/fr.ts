import type { LocaleMessages } from './locale-messages';

/** The contracts messages in French: loaded on demand in the browser (loadLocaleMessages). */
export const fr: LocaleMessages = {
  // Errors (spec section 8)
  'error.notFound': "La page n'est pas disponible",
  'error.notAccessible': 'Cette page est momentanément inaccessible',
  'error.generic': "Désolé, quelque chose s'est mal passé",
  'error.status': 'Erreur {status}',
  'error.backHome': "Retour à l'accueil",
  'error.searchLabel': "Rechercher dans l'archive",
  'error.searchSubmit': 'Rechercher',
  'error.server': 'Erreur interne du serveur',
  'error.validation': 'Certaines données saisies ne sont pas valides',
  'error.rateLimited': 'Trop de requêtes : réessayez dans un instant',
  'error.staleRevision': "Quelqu'un d'autre a modifié ce contenu. Rechargez la page avant d'enregistrer",
  'error.consentRequired': 'Pour continuer, vous devez accepter la politique de confidentialité',
  'error.termsRequired': 'Pour envoyer la demande, vous devez accepter les conditions générales',
  'error.sessionRequired': 'Vous devez vous connecter pour continuer',
  'error.forbidden': "Vous n'avez pas l'autorisation pour cette opération",
  'error.remoteUnavailable': "Cette section n'est pas disponible pour le moment. Réessayez plus tard",
  // Sign-in and passwords (spec sections 5 and 8)
  'auth.loginFailed': "Nom d'utilisateur ou mot de passe incorrect.",
  'auth.passwordChangeFailed': 'Erreur lors du changement de mot de passe',
  'auth.passwordChanged': 'Mot de passe modifié',
  'auth.passwordMismatch': 'Les mots de passe ne correspondent pas',
  'auth.passwordPolicy':
    'Le mot de passe doit comporter au moins 6 caractères, dont au moins une minuscule et une majuscule',
  'auth.resetRequested':
    "Si l'adresse est enregistrée, vous recevrez un e-mail avec un lien pour réinitialiser votre mot de passe",
  'auth.resetTokenInvalid': 'Le lien de réinitialisation du mot de passe est invalide ou a expiré',
  // Uploads (spec section 8)
  'upload.failure': "Désolé, quelque chose s'est mal passé",
  'upload.success': 'Ajouté avec succès !',
  // Forms (spec sections 3 and 8)
  'newsletter.success': 'Merci ! Vous êtes inscrit à la newsletter.',
  'contact.success': 'Merci ! Votre demande a été envoyée.',
  // Validation (spec section 5)
  'validation.required': 'Champ obligatoire',
  'validation.emailInvalid': 'Adresse e-mail non valide',
  'validation.dateInvalid': 'Les dates (ou la date) saisies ne sont pas valides',
  'validation.datePlaceholder': 'AAAA ou JJ/MM/AAAA',
  'validation.titleRequired': "N'oubliez pas de saisir le titre",
  'validation.titleTooLong': 'Le titre peut contenir au maximum {max} caractères',
  'validation.headerLinksMax': 'Vous pouvez ajouter au maximum {max} liens',
  'validation.videoLinksOnly': 'Seuls les liens vers des vidéos YouTube ou Vimeo sont acceptés',
  'validation.rowsMax': 'Vous pouvez ajouter au maximum {max} lignes',
  // Confirmations (spec sections 4 and 5)
  'confirm.delete': 'Êtes-vous sûr de vouloir supprimer ?',
  'confirm.leave': 'Êtes-vous sûr de vouloir continuer ?',
  // Empty search (spec section 8)
  'search.empty.title': 'Aucune fiche trouvée',
  'search.empty.tipKeywords': "Essayez d'autres mots-clés",
  'search.empty.tipFilters': 'Retirez certains filtres',
  'search.empty.tipQuery': "Vérifiez l'orthographe de votre recherche",
  // Cookie bar (spec sections 2 and 4)
  'cookie.message':
    "Ce site utilise des cookies nécessaires pour la langue et le consentement et, seulement si vous l'acceptez, des cookies d'analyse",
  'cookie.accept': 'Accepter',
  'cookie.decline': 'Refuser',
  // Admin editing (spec section 4)
  'admin.saved': 'Modifications enregistrées',
  'admin.reapplied':
    'Vos modifications sont de nouveau en place, par-dessus la version enregistrée par l’autre personne : appuyez sur Enregistrer pour les enregistrer.',
  'admin.saveFailed': "Échec de l'enregistrement",
  'admin.nothingToEdit': 'Rien à modifier sur cette page',
  // Gateway answers of the users, sign-in and upload calls (were gateway-local until now)
  'users.lastAdmin': 'Le dernier administrateur ne peut pas être supprimé ni rétrogradé',
  'users.selfDelete': 'Vous ne pouvez pas supprimer votre propre compte',
  'users.emailTaken': 'Cette adresse e-mail est déjà utilisée par un autre utilisateur',
  'users.unknownRole': 'Rôle inconnu',
  'users.adminOnly': 'Seul un administrateur peut gérer les administrateurs',
  'users.notOffered': 'Dans cette installation, les utilisateurs se gèrent dans le back-office',
  'auth.tokenInvalid': 'Connexion invalide ou expirée : veuillez vous reconnecter',
  'upload.tooLarge': 'Le fichier est trop volumineux',
  'upload.type':
    'Seules les images (JPEG, PNG, WebP, GIF, AVIF) et les fichiers audio (MP3, OGG, WAV, FLAC, M4A, AAC) sont acceptés',
  'upload.missing': 'Aucun fichier reçu',
  'upload.oneFile': "Un seul fichier par envoi : rien n'a été enregistré",
};
