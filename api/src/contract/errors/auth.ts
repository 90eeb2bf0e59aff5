// Identity, tenancy and sessions: signing in, registering, choosing an organisation, a session's
// end.
// Part of the one catalogue (../error-catalogue.ts); the specification's Spanish texts are verbatim.
import type { ErrorEntry } from './error-entry.ts';

export const AUTH_ERRORS = {
  // Identity, tenancy and sessions (issue 4)
  EMAIL_ALREADY_REGISTERED: { status: 409, es: 'El correo ingresado ya se encuentra registrado', en: 'The email entered is already registered' },
  REGISTRATION_REQUIRED: { status: 403, es: 'Debes completar el registro para continuar', en: 'Complete the registration to continue' },
  ALREADY_REGISTERED: {
    status: 409,
    es: 'Ya perteneces a una organización; no necesitas registrarte',
    en: 'You already belong to an organisation; no registration is needed',
  },
  REGISTRATION_EMAIL_FIXED: {
    status: 400,
    es: 'El correo es el verificado por el proveedor de identidad y no se puede cambiar',
    en: 'The email is the one verified by the identity provider and cannot be changed',
  },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    es: 'El proveedor de identidad no ha verificado tu correo. Verifícalo e intenta nuevamente',
    en: 'The identity provider has not verified your email. Verify it and try again',
  },
  SESSION_EXPIRED: {
    status: 401,
    es: 'Tu sesión se cerró por inactividad. Inicia sesión nuevamente',
    en: 'Your session ended after a period of inactivity. Sign in again',
  },
  SESSION_CLOSED_ELSEWHERE: {
    status: 401,
    es: 'Tu sesión fue cerrada desde otro navegador o dispositivo',
    en: 'Your session was closed from another browser or device',
  },
  SESSION_USER_INACTIVE: { status: 401, es: 'Tu usuario está inactivo. Contacta a tu administrador', en: 'Your user is inactive. Contact your administrator' },
  SESSION_IS_CURRENT: {
    status: 409,
    es: 'Esta es tu sesión actual; para cerrarla usa Cerrar sesión',
    en: 'This is your current session; use Sign out to close it',
  },
  INVALID_TOKEN: { status: 401, es: 'El token de acceso no es válido o expiró', en: 'The access token is not valid or has expired' },
  COMPANY_NOT_AVAILABLE: { status: 403, es: 'No perteneces a esa empresa o no está activa', en: 'You do not belong to that company or it is not active' },
  LOGIN_RATE_LIMITED: {
    status: 429,
    es: 'Demasiados intentos de inicio de sesión. Espera 15 minutos e intenta nuevamente',
    en: 'Too many sign-in attempts. Wait 15 minutes and try again',
  },
  MAIL_UNAVAILABLE: {
    status: 503,
    es: 'El servidor de correo no responde; no se envió el mensaje. Intenta más tarde',
    en: 'The mail server is not answering; the message was not sent. Try again later',
  },
  HELP_RATE_LIMITED: {
    status: 429,
    es: 'Ya recibimos varias solicitudes desde este correo o dirección. Intenta nuevamente más tarde',
    en: 'We already received several requests from this email or address. Try again later',
  },
  LOGO_TYPE_NOT_ALLOWED: { status: 400, es: 'El logo debe ser una imagen JPG, GIF o PNG', en: 'The logo must be a JPG, GIF or PNG image' },
  LOGO_TOO_LARGE: { status: 413, es: 'El logo no puede superar 5 MB', en: 'The logo cannot exceed 5 MB' },
  // A warning, not a refusal: the logo is stored and registration continues.
  LOGO_SIZE_NOT_RECOMMENDED: { status: 200, es: 'El tamaño recomendado del logo es 171x51 píxeles', en: 'The recommended logo size is 171x51 pixels' },
} as const satisfies Record<string, ErrorEntry>;
