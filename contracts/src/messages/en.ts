import type { LocaleMessages } from './locale-messages';

/** The contracts messages in English: loaded on demand in the browser (loadLocaleMessages). */
export const en: LocaleMessages = {
  // Errors (spec section 8)
  'error.notFound': 'The page is not available',
  'error.notAccessible': 'This page is temporarily not accessible',
  'error.generic': 'Sorry, something went wrong',
  'error.status': 'Error {status}',
  'error.backHome': 'Back to home',
  'error.searchLabel': 'Search the archive',
  'error.searchSubmit': 'Search',
  'error.server': 'Internal server error',
  'error.validation': 'Some of the data entered is not valid',
  'error.rateLimited': 'Too many requests: please try again in a moment',
  'error.staleRevision': 'Someone else has changed this content. Reload the page before saving',
  'error.consentRequired': 'To continue you must accept the privacy policy',
  'error.termsRequired': 'To send the request you must accept the terms and conditions',
  'error.sessionRequired': 'You must sign in to continue',
  'error.forbidden': 'You do not have permission for this operation',
  'error.remoteUnavailable': 'This section is not available right now. Please try again later',
  // Sign-in and passwords (spec sections 5 and 8)
  'auth.loginFailed': 'Wrong username or password.',
  'auth.passwordChangeFailed': 'Error while changing the password',
  'auth.passwordChanged': 'Password changed',
  'auth.passwordMismatch': 'The passwords do not match',
  'auth.passwordPolicy':
    'The password must be at least 6 characters long and contain at least one lowercase and one uppercase letter',
  'auth.resetRequested':
    'If the address is registered, you will receive an email with a link to reset your password',
  'auth.resetTokenInvalid': 'The password reset link is not valid or has expired',
  // Uploads (spec section 8)
  'upload.failure': 'Sorry, something went wrong',
  'upload.success': 'Successfully uploaded!',
  // Forms (spec sections 3 and 8)
  'newsletter.success': 'Thank you! You have subscribed to the newsletter.',
  'contact.success': 'Thank you! Your request has been sent.',
  // Validation (spec section 5)
  'validation.required': 'Required field',
  'validation.emailInvalid': 'Invalid email address',
  'validation.dateInvalid': 'The dates (or date) entered are not valid',
  'validation.datePlaceholder': 'YYYY or DD/MM/YYYY',
  'validation.titleRequired': 'Remember to enter the title',
  'validation.titleTooLong': 'The title can be at most {max} characters long',
  'validation.headerLinksMax': 'You can add at most {max} links',
  'validation.videoLinksOnly': 'Only YouTube or Vimeo video links are accepted',
  'validation.rowsMax': 'You can add at most {max} rows',
  // Confirmations (spec sections 4 and 5)
  'confirm.delete': 'Are you sure you want to delete?',
  'confirm.leave': 'Are you sure you want to continue?',
  // Empty search (spec section 8)
  'search.empty.title': 'No cards found',
  'search.empty.tipKeywords': 'Try different keywords',
  'search.empty.tipFilters': 'Remove some filters',
  'search.empty.tipQuery': 'Check that the search is spelled correctly',
  // Cookie bar (spec sections 2 and 4)
  'cookie.message':
    'This site uses necessary cookies for language and consent and, only if you accept, analytics cookies',
  'cookie.accept': 'Accept',
  'cookie.decline': 'Decline',
  // Admin editing (spec section 4)
  'admin.saved': 'Changes saved',
  'admin.reapplied':
    'Your changes are back in place, on top of the version the other person saved: press Save to store them.',
  'admin.saveFailed': 'Saving failed',
  'admin.nothingToEdit': 'Nothing to edit on this page',
  // Gateway answers of the users, sign-in and upload calls (were gateway-local until now)
  'users.lastAdmin': 'The last administrator cannot be deleted or demoted',
  'users.selfDelete': 'You cannot delete your own account',
  'users.emailTaken': 'This email address is already used by another user',
  'users.unknownRole': 'Unknown role',
  'users.adminOnly': 'Only an administrator can manage administrators',
  'users.notOffered': 'In this installation users are managed in the back office',
  'auth.tokenInvalid': 'Sign-in is not valid or has expired: please sign in again',
  'upload.tooLarge': 'The file is too large',
  'upload.type':
    'Only images (JPEG, PNG, WebP, GIF, AVIF) and audio (MP3, OGG, WAV, FLAC, M4A, AAC) are accepted',
  'upload.missing': 'No file received',
  'upload.oneFile': 'Only one file per upload: nothing was stored',
};
