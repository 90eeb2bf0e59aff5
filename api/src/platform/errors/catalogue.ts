// Every error the API answers with: a stable code, its HTTP status and its es/en message.
// The specification's Spanish texts are verbatim. Pure data: the admin loads it into i18next too.
export const ERRORS = {
  // Field validation (one per failed field, inside VALIDATION_FAILED)
  REQUIRED: { status: 400, es: 'Este campo es requerido', en: 'This field is required' },
  NAME_REQUIRED: { status: 400, es: 'El nombre es requerido', en: 'The name is required' },
  TOO_LONG: { status: 400, es: 'El texto supera la longitud máxima de {{max}} caracteres', en: 'The text exceeds the maximum length of {{max}} characters' },
  TOO_SHORT: { status: 400, es: 'El texto debe tener al menos {{min}} caracteres', en: 'The text must have at least {{min}} characters' },
  EMAIL_NOT_ALLOWED: { status: 400, es: 'Este formato de email no está permitido', en: 'This email format is not allowed' },
  DIGITS_ONLY: { status: 400, es: 'Solo se permiten números', en: 'Only digits are allowed' },
  LETTERS_ONLY: { status: 400, es: 'Solo se permiten letras', en: 'Only letters are allowed' },
  NOT_A_NUMBER: { status: 400, es: 'Debe ser un número', en: 'Must be a number' },
  OUT_OF_RANGE: { status: 400, es: 'El valor debe estar entre {{min}} y {{max}}', en: 'The value must be between {{min}} and {{max}}' },
  INVALID_OPTION: { status: 400, es: 'El valor no es una opción válida', en: 'The value is not a valid option' },
  INVALID_DATE: { status: 400, es: 'La fecha no es válida', en: 'The date is not valid' },
  INVALID_REFERENCE: { status: 400, es: 'El registro seleccionado no existe', en: 'The selected record does not exist' },
  UNKNOWN_FIELD: { status: 400, es: 'Campo desconocido', en: 'Unknown field' },
  INVALID_VALUE: { status: 400, es: 'El valor no es válido', en: 'The value is not valid' },

  // Request level
  VALIDATION_FAILED: { status: 400, es: 'Revisa los campos marcados', en: 'Check the highlighted fields' },
  INVALID_QUERY: { status: 400, es: 'Los parámetros de la consulta no son válidos', en: 'The query parameters are not valid' },
  UNAUTHENTICATED: { status: 401, es: 'Debes iniciar sesión', en: 'You must sign in' },
  FORBIDDEN: { status: 403, es: 'No tienes permiso para realizar esta acción', en: 'You are not allowed to do this' },
  NOT_FOUND: { status: 404, es: 'El registro no existe', en: 'The record does not exist' },
  ROUTE_NOT_FOUND: { status: 404, es: 'Pagina no encontrada', en: 'Page not found' },
  RECORD_IN_USE: { status: 409, es: 'El registro está en uso y no se puede eliminar', en: 'The record is in use and cannot be deleted' },
  DUPLICATE_VALUE: { status: 409, es: 'Ya existe un registro con este valor', en: 'A record with this value already exists' },
  NO_ACTIVE_COMPANY: { status: 403, es: 'No tienes una empresa activa', en: 'You have no active company' },
  CROSS_SITE_REQUEST: { status: 403, es: 'Solicitud de otro origen rechazada', en: 'Cross-site request refused' },
  LOGIN_FAILED: { status: 400, es: 'No fue posible iniciar sesión. Intenta nuevamente', en: 'Sign-in failed. Please try again' },
  USER_INACTIVE: { status: 403, es: 'Tu usuario está inactivo. Contacta a tu administrador', en: 'Your user is inactive. Contact your administrator' },
  IDENTITY_PROVIDER_UNAVAILABLE: { status: 503, es: 'El proveedor de identidad no responde. Intenta más tarde', en: 'The identity provider is not answering. Try again later' },
  USER_NOT_REGISTERED: { status: 403, es: 'El usuario no está registrado en la plataforma', en: 'The user is not registered on the platform' },
  INTERNAL: { status: 500, es: 'Se presento el error numero {{number}}', en: 'Error number {{number}} occurred' },

  // Clients and contacts (document 1, section 5)
  CLIENT_DOCUMENT_REQUIRED: { status: 400, es: 'El número de documento (NIT) es requerido', en: 'The document number (NIT) is required' },
  CLIENT_DOCUMENT_DUPLICATE: {
    status: 409,
    es: 'Ya existe un cliente con este número de documento. ¿Deseas guardarlo de todas formas?',
    en: 'A client with this document number already exists. Save it anyway?',
  },
  CLIENT_TAX_PROFILE_REQUIRED: { status: 400, es: 'El cliente necesita un perfil tributario', en: 'The client needs a tax profile' },

  // Projects
  PROJECT_STRUCTURE_REQUIRED: {
    status: 400,
    es: 'El proyecto necesita al menos una práctica o unidad de servicio',
    en: 'The project needs at least one practice or service unit',
  },
  PROJECT_COMMERCIAL_MANAGERS_REQUIRED: { status: 400, es: 'El proyecto necesita gerentes comerciales', en: 'The project needs commercial managers' },
  PROJECT_WORK_GROUP_REQUIRED: { status: 400, es: 'El proyecto necesita un grupo de trabajo', en: 'The project needs a work group' },
  PROJECT_CLIENT_REQUIRED: { status: 400, es: 'Debes seleccionar el cliente del proyecto', en: 'Select the project client' },

  // Taxes and tax profiles
  TAX_VALUE_OUT_OF_RANGE: {
    status: 400,
    es: 'El valor del impuesto debe estar entre 0,000001 y 100',
    en: 'The tax value must be between 0.000001 and 100',
  },
  TAX_PROFILE_TAXES_REQUIRED: { status: 400, es: 'El perfil tributario necesita al menos un impuesto', en: 'The tax profile needs at least one tax' },
  TAX_PROFILE_NAME_TAKEN: { status: 409, es: 'Ya existe un perfil tributario con este nombre', en: 'A tax profile with this name already exists' },
  TAX_PROFILE_IN_USE: {
    status: 409,
    es: 'El perfil tributario está asociado a clientes y no se puede desactivar',
    en: 'The tax profile is bound to clients and cannot be deactivated',
  },
} as const satisfies Record<string, { status: number; es: string; en: string }>;

export type ErrorCode = keyof typeof ERRORS;
