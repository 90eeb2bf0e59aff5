// Field values, requests, child collections, commands and state machines, Idempotency-Key, custom
// fields and paging: the errors any declared resource or route may answer.
// Part of the one catalogue (../error-catalogue.ts); the specification's Spanish texts are verbatim.
import type { ErrorEntry } from './error-entry.ts';

export const PLATFORM_ERRORS = {
  // Field validation (one per failed field, inside VALIDATION_FAILED)
  REQUIRED: { status: 400, es: 'Este campo es requerido', en: 'This field is required' },
  NAME_REQUIRED: { status: 400, es: 'El nombre es requerido', en: 'The name is required' },
  TOO_LONG: { status: 400, es: 'El texto supera la longitud máxima de {{max}} caracteres', en: 'The text exceeds the maximum length of {{max}} characters' },
  TOO_SHORT: { status: 400, es: 'El texto debe tener al menos {{min}} caracteres', en: 'The text must have at least {{min}} characters' },
  EMAIL_NOT_ALLOWED: { status: 400, es: 'Este formato de email no está permitido', en: 'This email format is not allowed' },
  EMAIL_LIST_TOO_LONG: { status: 400, es: 'Se permiten como máximo {{max}} correos', en: 'At most {{max}} emails are allowed' },
  EMAIL_LIST_DUPLICATE: { status: 400, es: 'El correo {{email}} está repetido', en: 'The email {{email}} is repeated' },
  DIGITS_ONLY: { status: 400, es: 'Solo se permiten números', en: 'Only digits are allowed' },
  LETTERS_ONLY: { status: 400, es: 'Solo se permiten letras', en: 'Only letters are allowed' },
  NOT_A_NUMBER: { status: 400, es: 'Debe ser un número', en: 'Must be a number' },
  OUT_OF_RANGE: { status: 400, es: 'El valor debe estar entre {{min}} y {{max}}', en: 'The value must be between {{min}} and {{max}}' },
  INVALID_OPTION: { status: 400, es: 'El valor no es una opción válida', en: 'The value is not a valid option' },
  INVALID_DATE: { status: 400, es: 'La fecha no es válida', en: 'The date is not valid' },
  INVALID_REFERENCE: { status: 400, es: 'El registro seleccionado no existe', en: 'The selected record does not exist' },
  UNKNOWN_FIELD: { status: 400, es: 'Campo desconocido', en: 'Unknown field' },
  INVALID_VALUE: { status: 400, es: 'El valor no es válido', en: 'The value is not valid' },
  PAYLOAD_TOO_DEEP: { status: 400, es: 'El contenido enviado tiene demasiados niveles anidados', en: 'The content sent is nested too deeply' },
  INVALID_CHARACTER: { status: 400, es: 'El texto contiene caracteres no permitidos', en: 'The text contains characters that are not allowed' },

  // Field types: money, datetime, json and file values, and fields a list cannot filter (issue 11, field-type registry)
  MONEY_TOO_MANY_DECIMALS: { status: 400, es: 'El valor admite como máximo {{scale}} decimales', en: 'The value allows at most {{scale}} decimals' },
  INVALID_DATETIME: { status: 400, es: 'La fecha y hora no es válida', en: 'The date and time is not valid' },
  JSON_TOO_LARGE: {
    status: 400,
    es: 'El contenido supera el tamaño máximo de {{max}} caracteres',
    en: 'The content exceeds the maximum size of {{max}} characters',
  },
  INVALID_FILE: { status: 400, es: 'El archivo no es válido', en: 'The file is not valid' },
  FILE_TOO_LARGE: { status: 400, es: 'El archivo supera el tamaño máximo de {{max}} MB', en: 'The file exceeds the maximum size of {{max}} MB' },

  // Request level
  VALIDATION_FAILED: { status: 400, es: 'Revisa los campos marcados', en: 'Check the highlighted fields' },
  INVALID_QUERY: { status: 400, es: 'Los parámetros de la consulta no son válidos', en: 'The query parameters are not valid' },
  PAYLOAD_TOO_LARGE: { status: 413, es: 'La información enviada supera el tamaño permitido', en: 'The data sent exceeds the allowed size' },
  UNAUTHENTICATED: { status: 401, es: 'Debes iniciar sesión', en: 'You must sign in' },
  FORBIDDEN: { status: 403, es: 'No tienes permiso para realizar esta acción', en: 'You are not allowed to do this' },
  NOT_FOUND: { status: 404, es: 'El registro no existe', en: 'The record does not exist' },
  ROUTE_NOT_FOUND: { status: 404, es: 'Pagina no encontrada', en: 'Page not found' },
  RECORD_IN_USE: { status: 409, es: 'El registro está en uso y no se puede eliminar', en: 'The record is in use and cannot be deleted' },
  DUPLICATE_VALUE: { status: 409, es: 'Ya existe un registro con este valor', en: 'A record with this value already exists' },
  NO_ACTIVE_COMPANY: { status: 403, es: 'No tienes una empresa activa', en: 'You have no active company' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, es: 'El contenido de la solicitud debe enviarse en formato JSON', en: 'The request body must be sent as JSON' },
  CROSS_SITE_REQUEST: { status: 403, es: 'Solicitud de otro origen rechazada', en: 'Cross-site request refused' },
  LOGIN_FAILED: { status: 400, es: 'No fue posible iniciar sesión. Intenta nuevamente', en: 'Sign-in failed. Please try again' },
  USER_INACTIVE: { status: 403, es: 'Tu usuario está inactivo. Contacta a tu administrador', en: 'Your user is inactive. Contact your administrator' },
  IDENTITY_PROVIDER_UNAVAILABLE: {
    status: 503,
    es: 'El proveedor de identidad no responde. Intenta más tarde',
    en: 'The identity provider is not answering. Try again later',
  },
  USER_NOT_REGISTERED: { status: 403, es: 'El usuario no está registrado en la plataforma', en: 'The user is not registered on the platform' },
  INTERNAL: { status: 500, es: 'Se presento el error numero {{number}}', en: 'Error number {{number}} occurred' },

  // Child collections (issue 11, H3): rows written with their parent.
  TOO_FEW_ROWS: { status: 400, es: 'Se requieren al menos {{limit}} filas', en: 'At least {{limit}} rows are required' },
  TOO_MANY_ROWS: { status: 400, es: 'Se admiten como máximo {{limit}} filas', en: 'At most {{limit}} rows are allowed' },
  CLIENT_MAIN_CONTACT_UNIQUE: {
    status: 400,
    es: 'Solo un contacto puede ser el principal del cliente',
    en: 'Only one contact can be the main contact of the client',
  },

  // Commands, state machines and Idempotency-Key (issue 11, H2)
  INVALID_TRANSITION: {
    status: 409,
    // The state stays in the answer's params; the sentence does not show its internal name.
    es: 'Esta acción no está permitida en el estado actual del registro',
    en: "This action is not allowed in the record's current state",
  },
  ACTION_REFUSED: {
    status: 409,
    es: 'La acción no se puede aplicar a {{count}} de los registros seleccionados; no se cambió ninguno',
    en: 'The action cannot be applied to {{count}} of the selected records; none was changed',
  },
  INVALID_IDEMPOTENCY_KEY: {
    status: 400,
    es: 'La clave de idempotencia debe tener entre 1 y 200 caracteres visibles',
    en: 'The Idempotency-Key must have between 1 and 200 visible characters',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    es: 'La clave de idempotencia ya se usó con otra solicitud',
    en: 'The Idempotency-Key was already used with another request',
  },
  CLIENT_DEACTIVATION_CONFIRM: {
    status: 409,
    es: '¿Deseas desactivar el cliente? También se desactivarán sus {{projects}} proyectos activos',
    en: 'Deactivate the client? Its {{projects}} active projects will be deactivated too',
  },
  CLIENT_SHUTDOWN_CONFIRM: {
    status: 409,
    es: '¿Deseas apagar el cliente? También se apagarán sus {{projects}} proyectos',
    en: 'Shut the client down? Its {{projects}} projects will be shut down too',
  },
  PROJECT_DEACTIVATION_CONFIRM: {
    status: 409,
    es: '¿Deseas desactivar el proyecto? Puede tener acuerdos, bloques, flujos, actividades y tareas asignados',
    en: 'Deactivate the project? It may have agreements, blocks, flows, activities and tasks assigned',
  },
  PROJECT_SHUTDOWN_CONFIRM: {
    status: 409,
    es: '¿Deseas apagar el proyecto? Puede tener acuerdos, bloques, flujos, actividades y tareas asignados',
    en: 'Shut the project down? It may have agreements, blocks, flows, activities and tasks assigned',
  },
  PROJECT_CLIENT_INACTIVE: {
    status: 409,
    es: 'El cliente del proyecto está inactivo. Actívalo antes de activar el proyecto',
    en: "The project's client is inactive. Activate it before activating the project",
  },

  // Custom fields (issue 11, H4): a company's own fields of clients and other opted-in entities.
  CUSTOM_FIELD_REQUIRED: { status: 400, es: 'El campo «{{label}}» es requerido', en: 'The field "{{label}}" is required' },
  CUSTOM_FIELD_UNKNOWN: { status: 400, es: 'Este campo adicional no existe o está inactivo', en: 'This custom field does not exist or is inactive' },
  CUSTOM_FIELD_OPTIONS_REQUIRED: { status: 400, es: 'Una lista de selección necesita al menos una opción', en: 'A choice list needs at least one option' },
  CUSTOM_FIELD_OPTIONS_INVALID: {
    status: 400,
    es: 'Las opciones no pueden repetirse ni superar {{max}} caracteres, y caben hasta {{count}}',
    en: 'Options cannot repeat or exceed {{max}} characters, and there can be up to {{count}}',
  },
  CUSTOM_FIELD_OPTIONS_NOT_ALLOWED: {
    status: 400,
    es: 'Solo los tipos Select y RadioGroup llevan opciones',
    en: 'Only the Select and RadioGroup types take options',
  },
  CUSTOM_FIELD_LABEL_TAKEN: { status: 409, es: 'Ya existe un campo adicional con este nombre', en: 'A custom field with this name already exists' },
  CUSTOM_FIELD_TYPE_FIXED: {
    status: 400,
    es: 'El tipo de dato y la entidad de un campo no se pueden cambiar; crea un campo nuevo',
    en: "A field's data type and entity cannot be changed; create a new field",
  },
  // Paging by key (issue 11, perf): a `_cursor` that is not one this list's sort answered.
  INVALID_CURSOR: { status: 400, es: 'El cursor de paginación no es válido para esta consulta', en: 'The paging cursor is not valid for this query' },
} as const satisfies Record<string, ErrorEntry>;
