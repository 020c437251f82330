import type { LocaleMessages } from './locale-messages';

/** The contracts messages in Spanish: loaded on demand in the browser (loadLocaleMessages). */
export const es: LocaleMessages = {
  // Errors (spec section 8)
  'error.notFound': 'La página no está disponible',
  'error.notAccessible': 'Esta página no está accesible en este momento',
  'error.generic': 'Lo sentimos, algo ha salido mal',
  'error.status': 'Error {status}',
  'error.backHome': 'Volver al inicio',
  'error.searchLabel': 'Buscar en el archivo',
  'error.searchSubmit': 'Buscar',
  'error.server': 'Error interno del servidor',
  'error.validation': 'Algunos datos introducidos no son válidos',
  'error.rateLimited': 'Demasiadas solicitudes: inténtalo de nuevo en un momento',
  'error.staleRevision': 'Otra persona ha modificado este contenido. Recarga la página antes de guardar',
  'error.consentRequired': 'Para continuar debes aceptar la política de privacidad',
  'error.termsRequired': 'Para enviar la solicitud debes aceptar los términos y condiciones',
  'error.sessionRequired': 'Debes iniciar sesión para continuar',
  'error.forbidden': 'No tienes permiso para esta operación',
  'error.remoteUnavailable': 'Esta sección no está disponible en este momento. Inténtalo más tarde',
  // Sign-in and passwords (spec sections 5 and 8)
  'auth.loginFailed': 'Nombre de usuario o contraseña incorrectos.',
  'auth.passwordChangeFailed': 'Error al cambiar la contraseña',
  'auth.passwordChanged': 'Contraseña cambiada',
  'auth.passwordMismatch': 'Las contraseñas no coinciden',
  'auth.passwordPolicy':
    'La contraseña debe tener al menos 6 caracteres, con al menos una letra minúscula y una mayúscula',
  'auth.resetRequested':
    'Si la dirección está registrada, recibirás un correo con un enlace para restablecer la contraseña',
  'auth.resetTokenInvalid': 'El enlace para restablecer la contraseña no es válido o ha caducado',
  // Uploads (spec section 8)
  'upload.failure': 'Lo sentimos, algo ha salido mal',
  'upload.success': '¡Subido con éxito!',
  // Forms (spec sections 3 and 8)
  'newsletter.success': '¡Gracias! Te has suscrito al boletín.',
  'contact.success': '¡Gracias! Tu solicitud ha sido enviada.',
  // Validation (spec section 5)
  'validation.required': 'Campo obligatorio',
  'validation.emailInvalid': 'Dirección de correo no válida',
  'validation.dateInvalid': 'Las fechas (o la fecha) introducidas no son válidas',
  'validation.datePlaceholder': 'AAAA o DD/MM/AAAA',
  'validation.titleRequired': 'Recuerda introducir el título',
  'validation.titleTooLong': 'El título puede tener como máximo {max} caracteres',
  'validation.headerLinksMax': 'Puedes añadir como máximo {max} enlaces',
  'validation.videoLinksOnly': 'Solo se aceptan enlaces a vídeos de YouTube o Vimeo',
  'validation.rowsMax': 'Puedes añadir como máximo {max} filas',
  // Confirmations (spec sections 4 and 5)
  'confirm.delete': '¿Seguro que quieres eliminar?',
  'confirm.leave': '¿Seguro que quieres continuar?',
  // Empty search (spec section 8)
  'search.empty.title': 'No se han encontrado fichas',
  'search.empty.tipKeywords': 'Prueba con otras palabras clave',
  'search.empty.tipFilters': 'Quita algunos filtros',
  'search.empty.tipQuery': 'Comprueba que la búsqueda esté bien escrita',
  // Cookie bar (spec sections 2 and 4)
  'cookie.message':
    'Este sitio usa cookies necesarias para el idioma y el consentimiento y, solo si aceptas, cookies de análisis',
  'cookie.accept': 'Aceptar',
  'cookie.decline': 'Rechazar',
  // Admin editing (spec section 4)
  'admin.saved': 'Cambios guardados',
  'admin.reapplied':
    'Tus cambios vuelven a estar en su sitio, sobre la versión que guardó la otra persona: pulsa Guardar para guardarlos.',
  'admin.saveFailed': 'No se ha podido guardar',
  'admin.nothingToEdit': 'No hay nada que editar en esta página',
  // Gateway answers of the users, sign-in and upload calls (were gateway-local until now)
  'users.lastAdmin': 'No se puede eliminar ni degradar al último administrador',
  'users.selfDelete': 'No puedes eliminar tu propia cuenta',
  'users.emailTaken': 'Esta dirección de correo electrónico ya la usa otro usuario',
  'users.unknownRole': 'Rol desconocido',
  'users.adminOnly': 'Solo un administrador puede gestionar administradores',
  'users.notOffered': 'En esta instalación los usuarios se gestionan en el back-office',
  'auth.tokenInvalid': 'El acceso no es válido o ha caducado: vuelve a iniciar sesión',
  'upload.tooLarge': 'El archivo es demasiado grande',
  'upload.type':
    'Solo se aceptan imágenes (JPEG, PNG, WebP, GIF, AVIF) y audio (MP3, OGG, WAV, FLAC, M4A, AAC)',
  'upload.missing': 'No se ha recibido ningún archivo',
  'upload.oneFile': 'Solo un archivo por subida: no se ha guardado nada',
};
