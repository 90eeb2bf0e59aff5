// Every error the API answers with: a stable code, its HTTP status and its es/en message.
// The specification's Spanish texts are verbatim. Pure data: the admin loads it into i18next too.
export const ERRORS = {
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
  // Dynamic reports (issue 13, item 11): the specification's two outcomes, texts not given there.
  REPORT_COLUMNS_REQUIRED: { status: 400, es: 'Elige al menos una columna para el informe', en: 'Choose at least one column for the report' },
  REPORT_DATES_ORDER: { status: 400, es: 'La fecha final debe ser igual o posterior a la inicial', en: 'The end date must be on or after the start date' },
  REPORT_NO_DATA: {
    status: 422,
    es: 'No hay datos en las fechas del informe ({{from}} a {{to}})',
    en: 'There is no data in the report dates ({{from}} to {{to}})',
  },
  REPORT_GENERATION_FAILED: {
    status: 500,
    es: 'Ocurrió un error al generar el informe. Intenta nuevamente o revisa su definición.',
    en: 'The report could not be generated. Try again or check its definition.',
  },
  FILE_NOT_FOUND: { status: 404, es: 'No se encontró el archivo', en: 'The file was not found' },
  FILE_TYPE_NOT_ALLOWED: { status: 400, es: 'El tipo de archivo no está permitido', en: 'The file type is not allowed' },
  NOT_FILTERABLE: { status: 400, es: 'Este campo no admite filtros ni orden', en: 'This field cannot be filtered or sorted' },

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
  TAX_VALUE_OUT_OF_RANGE: { status: 400, es: 'El valor del impuesto debe estar entre 0,000001 y 100', en: 'The tax value must be between 0.000001 and 100' },
  TAX_PROFILE_TAXES_REQUIRED: { status: 400, es: 'El perfil tributario necesita al menos un impuesto', en: 'The tax profile needs at least one tax' },
  TAX_PROFILE_NAME_TAKEN: { status: 409, es: 'Ya existe un perfil tributario con este nombre', en: 'A tax profile with this name already exists' },
  TAX_PROFILE_IN_USE: {
    status: 409,
    es: 'El perfil tributario está asociado a clientes y no se puede desactivar',
    en: 'The tax profile is bound to clients and cannot be deactivated',
  },
  // Authorization and people (issue 5)
  ROLE_IN_USE: {
    status: 409,
    es: 'El rol está asignado a {{count}} usuarios y no se puede desactivar',
    en: 'The role is assigned to {{count}} users and cannot be deactivated',
  },
  ROLE_CODE_TAKEN: { status: 409, es: 'Ya existe un rol con este código', en: 'A role with this code already exists' },
  ROLE_CHANGE_CONFIRM: {
    status: 409,
    es: '¿Deseas modificar el rol? Los cambios aplican a todos los usuarios que lo tienen',
    en: 'Modify the role? The changes apply to every user who holds it',
  },
  USER_HAS_PEOPLE_IN_CHARGE: {
    status: 409,
    es: 'El usuario tiene personas a cargo en su grupo de trabajo y no se puede desactivar',
    en: 'The user supervises people in their work group and cannot be deactivated',
  },
  USER_LIMIT_REACHED: {
    status: 409,
    es: 'La empresa alcanzó su límite de {{limit}} usuarios activos',
    en: 'The company has reached its limit of {{limit}} active users',
  },
  USER_DEACTIVATION_CONFIRM: {
    status: 409,
    es: '¿Deseas desactivar el usuario? Dejará de tener acceso a la plataforma',
    en: 'Deactivate the user? They will no longer have access to the platform',
  },
  WORK_GROUP_ONLY_ACTIVE_IN_PROJECT: {
    status: 409,
    es: 'El grupo de trabajo es el único activo del proyecto {{project}} y no se puede desactivar',
    en: 'The work group is the only active one of project {{project}} and cannot be deactivated',
  },
  WORK_GROUP_ACTIVE_IN_PROJECTS: {
    status: 409,
    es: 'El grupo de trabajo está activo en {{count}} proyectos y no se puede desactivar',
    en: 'The work group is active in {{count}} projects and cannot be deactivated',
  },
  VIEW_AS_READ_ONLY: {
    status: 403,
    es: 'Mientras ves el panel de otro usuario no puedes hacer cambios',
    en: "While viewing another user's panel you cannot make changes",
  },
  VIEW_AS_NOT_ALLOWED: { status: 403, es: 'No puedes ver el panel de este usuario', en: "You cannot view this user's panel" },
  MATTER_CODE_TAKEN: { status: 409, es: 'Ya existe un proyecto con este código de asunto', en: 'A project with this matter code already exists' },
  WORK_GROUP_CODE_TAKEN: { status: 409, es: 'Ya existe un grupo de trabajo con este código', en: 'A work group with this code already exists' },
  WORK_GROUP_MEMBER_ALSO_EXTERNAL: {
    status: 400,
    es: 'Un usuario no puede ser miembro y usuario externo del mismo grupo',
    en: 'A user cannot be both a member and an external user of the same group',
  },
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
  // Projects (issue 12, item 7): documents, and the specification's rules of the project form.
  PROJECT_DOCUMENT_TOO_LARGE: {
    status: 413,
    es: 'El documento supera el tamaño máximo de {{max}} MB',
    en: 'The document exceeds the maximum size of {{max}} MB',
  },
  PROJECT_DOCUMENT_TYPE_NOT_ALLOWED: {
    status: 415,
    es: 'El documento debe ser DOCX, XLSX, PPTX o PDF y su contenido debe corresponder a su extensión',
    en: 'The document must be DOCX, XLSX, PPTX or PDF and its content must match its extension',
  },
  PROJECT_SERVICE_UNIT_OUTSIDE_PRACTICES: {
    status: 400,
    es: 'La unidad de servicio no pertenece a las prácticas seleccionadas',
    en: 'The service unit does not belong to the selected practices',
  },
  PROJECT_ACTIVITY_NOT_OFFERED: {
    status: 400,
    es: 'El tipo de actividad no está activo, está repetido o no es de las prácticas o unidades de servicio del proyecto',
    en: "The activity type is inactive, repeated or not of the project's practices or service units",
  },
  PROJECT_ACTIVITY_HOURS_INVALID: {
    status: 400,
    es: 'Las horas estimadas deben ser un número mayor que cero con máximo 2 decimales',
    en: 'The estimated hours must be a number above zero with at most 2 decimals',
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
  // Dynamic forms (issue 12, item 4): the design of a form and the answers given to it.
  DYNAMIC_FORM_CODE_TAKEN: { status: 409, es: 'Ya existe un formulario dinámico con este código', en: 'A dynamic form with this code already exists' },
  DYNAMIC_FORM_FIELDS_REQUIRED: { status: 400, es: 'El formulario dinámico necesita al menos un campo', en: 'A dynamic form needs at least one field' },
  DYNAMIC_FIELD_MIN_ABOVE_MAX: {
    status: 400,
    es: 'La longitud mínima ({{min}}) no puede ser mayor que la longitud máxima ({{max}})',
    en: 'The minimum length ({{min}}) cannot be greater than the maximum length ({{max}})',
  },
  DYNAMIC_FIELD_PROPERTY_NOT_ALLOWED: {
    status: 400,
    es: 'Esta propiedad no aplica a los campos de tipo {{kind}}',
    en: 'This property does not apply to fields of kind {{kind}}',
  },
  DYNAMIC_FIELD_TITLE_REPEATED: {
    status: 400,
    es: 'Dos campos del formulario no pueden tener el mismo título',
    en: 'Two fields of the form cannot have the same title',
  },
  DYNAMIC_FIELD_LIMIT_ABOVE_OPTIONS: {
    status: 400,
    es: 'El límite de selección no puede superar el número de opciones ({{count}}); 0 significa sin límite',
    en: 'The selection limit cannot exceed the number of options ({{count}}); 0 means unlimited',
  },
  DYNAMIC_FIELD_LIMIT_NEEDS_MULTIPLE: {
    status: 400,
    es: 'El límite de selección solo aplica a una lista de selección múltiple',
    en: 'The selection limit only applies to a multiple-selection list',
  },
  DYNAMIC_FIELD_MASK_INVALID: {
    status: 400,
    es: 'La máscara debe tener al menos un 9 (dígito), una A (letra) o un * (letra o dígito)',
    en: 'The mask needs at least one 9 (digit), A (letter) or * (letter or digit)',
  },
  DYNAMIC_FIELD_MASK_LENGTH: {
    status: 400,
    es: 'La longitud máxima no puede ser menor que la de la máscara ({{length}})',
    en: 'The maximum length cannot be shorter than the mask ({{length}})',
  },
  DYNAMIC_FORM_HAS_FLOW_TYPES: {
    status: 409,
    es: 'No se puede desactivar el formulario dinámico: lo usan {{count}} tipos de flujo ({{names}})',
    en: 'The dynamic form cannot be deactivated: {{count}} flow types use it ({{names}})',
  },
  DYNAMIC_ANSWER_MASK: { status: 400, es: 'El valor no tiene el formato {{mask}}', en: 'The value does not match the format {{mask}}' },
  DYNAMIC_ANSWER_TOO_MANY_OPTIONS: { status: 400, es: 'Se pueden elegir como máximo {{max}} opciones', en: 'At most {{max}} options can be chosen' },
  DYNAMIC_ANSWER_UNKNOWN_FIELD: { status: 400, es: 'El formulario no tiene este campo', en: 'The form does not have this field' },
  // Clients, contacts and business partners (issue 12, h-clients)
  COUNTRY_UNKNOWN: { status: 400, es: 'El país seleccionado no existe', en: 'The selected country does not exist' },
  CITY_UNKNOWN: { status: 400, es: 'La ciudad seleccionada no existe en el país', en: 'The selected city does not exist in the country' },
  CONTACT_DEACTIVATION_LINKS: {
    status: 409,
    es: 'El contacto está vinculado: contacto principal del cliente ({{main}}), usuarios de contacto ({{users}}), proyectos que solicitó ({{projects}}). Al desactivarlo se perderán estos vínculos. ¿Deseas desactivarlo?',
    en: 'The contact is linked: main contact of the client ({{main}}), contact users ({{users}}), projects it requested ({{projects}}). Deactivating it loses these links. Deactivate it?',
  },
  // Currencies, indexing units and tariffs (issue 12, h-money).
  CURRENCY_CODE_TAKEN: {
    status: 409,
    es: 'Ya existe una moneda o unidad de indexación con este código',
    en: 'A currency or indexing unit with this code already exists',
  },
  CURRENCY_MAIN_CANNOT_DEACTIVATE: {
    status: 409,
    es: 'La moneda {{name}} es la moneda principal y no se puede desactivar; primero marca otra moneda como principal',
    en: 'Currency {{name}} is the main currency and cannot be deactivated; make another currency the main one first',
  },
  CURRENCY_MAIN_REQUIRED: {
    status: 409,
    es: 'Debe haber una moneda principal; marca otra moneda como principal',
    en: 'There must be a main currency; make another currency the main one',
  },
  CURRENCY_DEFAULT_NOT_CURRENCY: {
    status: 409,
    es: 'Solo una moneda puede ser la principal, no una unidad de indexación',
    en: 'Only a currency can be the main one, not an indexing unit',
  },
  CURRENCY_DEFAULT_INACTIVE: { status: 409, es: 'Una moneda inactiva no puede ser la principal', en: 'An inactive currency cannot be the main one' },
  CURRENCY_TYPE_FIXED: {
    status: 400,
    es: 'Una moneda no puede pasar a ser unidad de indexación ni al revés',
    en: 'A currency cannot become an indexing unit, nor the other way round',
  },
  INDEXING_UNIT_STANDARD_REQUIRED: {
    status: 400,
    es: 'La unidad de indexación necesita su moneda estándar',
    en: 'The indexing unit needs its standard currency',
  },
  INDEXING_UNIT_EQUIVALENCY_REQUIRED: {
    status: 400,
    es: 'La unidad de indexación necesita al menos una equivalencia',
    en: 'The indexing unit needs at least one equivalency',
  },
  CURRENCY_HAS_NO_STANDARD: { status: 400, es: 'Una moneda no tiene moneda estándar', en: 'A currency has no standard currency' },
  CURRENCY_HAS_NO_EQUIVALENCIES: { status: 400, es: 'Una moneda no tiene equivalencias', en: 'A currency has no equivalencies' },
  EQUIVALENCY_VALUE_POSITIVE: { status: 400, es: 'La equivalencia debe ser mayor que cero', en: 'The equivalency must be greater than zero' },
  EQUIVALENCY_DATE_REPEATED: { status: 400, es: 'Ya hay una equivalencia con esta fecha', en: 'There is already an equivalency on this date' },
  CONVERSION_BEFORE_FIRST_EQUIVALENCY: {
    status: 400,
    es: 'No hay equivalencia vigente el {{date}}; la primera rige desde el {{first}}',
    en: 'There is no equivalency in force on {{date}}; the first one applies from {{first}}',
  },
  TARIFF_CATEGORY_NAME_TAKEN: { status: 409, es: 'Ya existe una categoría tarifaria con este nombre', en: 'A tariff category with this name already exists' },
  TARIFF_CATEGORY_USER_TAKEN: {
    status: 400,
    es: 'El profesional ya está en la categoría {{category}}',
    en: 'The professional is already in category {{category}}',
  },
  TARIFF_VALUE_REPEATED: { status: 400, es: 'Ya hay un valor en esta moneda desde esta fecha', en: 'There is already a value in this currency from this date' },
  EXPENSE_TYPE_CODE_TAKEN: { status: 409, es: 'Ya existe un tipo de gasto con este código', en: 'An expense type with this code already exists' },
  RATE_BOOK_DATES: { status: 400, es: 'La fecha final debe ser igual o posterior a la inicial', en: 'The end date must be on or after the start date' },
  RATE_BOOK_LINE_REPEATED: {
    status: 400,
    es: 'Esta línea repite otra con el mismo alcance y fecha de inicio',
    en: 'This line repeats another with the same scope and start date',
  },
  RATE_NOT_FOUND: {
    status: 404,
    es: 'No hay tarifa para este profesional, actividad y proyecto en esta fecha',
    en: 'There is no rate for this professional, activity and project on this date',
  },
  // Trade agreements (issue 12, item 8; document 0, sections 4-5; document 1, sections 4-5)
  TRADE_AGREEMENT_TYPE_REQUIRED: { status: 400, es: 'Debes seleccionar un tipo de acuerdo', en: 'Select an agreement type' },
  TRADE_AGREEMENT_GRID_REQUIRED: { status: 400, es: 'La grilla necesita al menos una fila', en: 'The grid needs at least one row' },
  TRADE_AGREEMENT_END_BEFORE_START: {
    status: 400,
    es: 'La fecha de inicio debe ser anterior a la fecha de fin',
    en: 'The start date must be before the end date',
  },
  TRADE_AGREEMENT_AMOUNT_POSITIVE: { status: 400, es: 'El valor debe ser mayor que cero', en: 'The value must be greater than zero' },
  TRADE_AGREEMENT_FIELD_NOT_USED: {
    status: 400,
    es: 'Este tipo de acuerdo no usa este campo; déjalo vacío',
    en: 'This agreement type does not use this field; leave it empty',
  },
  TRADE_AGREEMENT_INTERVALS_CONTIGUOUS: {
    status: 400,
    es: 'Los intervalos deben empezar en 0 horas y cada uno donde termina el anterior, sin huecos ni traslapes',
    en: 'Intervals must start at 0 hours and each where the previous one ends, without gaps or overlaps',
  },
  TRADE_AGREEMENT_INTERVAL_RANGE: { status: 400, es: 'El fin del intervalo debe ser mayor que su inicio', en: 'The interval must end after it starts' },
  TRADE_AGREEMENT_INTERVAL_OPEN_LAST: {
    status: 400,
    es: 'Solo el último intervalo puede quedar sin fin',
    en: 'Only the last interval may be left without an end',
  },
  TRADE_AGREEMENT_RATE_TARGET: {
    status: 400,
    es: 'Cada tarifa es para un profesional, una categoría o un tipo de actividad (solo uno)',
    en: 'Each rate is for one professional, one category or one activity type (only one)',
  },
  TRADE_AGREEMENT_RATE_ACTIVITY_TYPE: {
    status: 400,
    es: 'Cada tarifa de este tipo de acuerdo es para un tipo de actividad',
    en: 'Each rate of this agreement type is for an activity type',
  },
  TRADE_AGREEMENT_RATE_DUPLICATE: { status: 400, es: 'Esta tarifa ya está en la grilla', en: 'This rate is already in the grid' },
  TRADE_AGREEMENT_MILESTONE_OUTSIDE: {
    status: 400,
    es: 'La fecha del hito debe estar dentro de la vigencia del acuerdo',
    en: "The milestone date must fall within the agreement's validity",
  },
  TRADE_AGREEMENT_RATE_BOOK_MISMATCH: {
    status: 400,
    es: 'El tarifario debe estar activo, ser del tipo del acuerdo (por hora o por servicio) y de su misma moneda',
    en: "The rate book must be active, of the agreement's kind (by hour or by service) and in its currency",
  },
  TRADE_AGREEMENT_PROJECT_INACTIVE: {
    status: 409,
    es: 'Para editar el acuerdo comercial su proyecto debe estar activo',
    en: 'The project must be active to edit its trade agreement',
  },
  TRADE_AGREEMENT_PROJECT_FIXED: {
    status: 400,
    es: 'El proyecto de un acuerdo comercial no se puede cambiar; crea uno nuevo',
    en: "A trade agreement's project cannot be changed; create a new one",
  },
  TRADE_AGREEMENT_CLOSED: {
    status: 409,
    es: 'El acuerdo comercial está cerrado; reábrelo para editarlo',
    en: 'The trade agreement is closed; reopen it to edit it',
  },
  TRADE_AGREEMENT_NOT_LATEST: {
    status: 409,
    es: 'Los acuerdos anteriores no se pueden reactivar; debe crear uno nuevo',
    en: 'Older agreements cannot be reactivated; a new one must be created',
  },
  TRADE_AGREEMENT_OVERLAP: {
    status: 409,
    es: 'El proyecto ya tiene un acuerdo comercial abierto en esas fechas ({{start}} a {{end}}); ciérralo primero',
    en: 'The project already has an open trade agreement on those dates ({{start}} to {{end}}); close it first',
  },
  // Company and system variables (issue 12, h-company)
  COLOUR_NOT_HEX: { status: 400, es: 'El color debe ser hexadecimal, por ejemplo #1677FF', en: 'The colour must be hexadecimal, for example #1677FF' },
  TIME_ZONE_UNKNOWN: { status: 400, es: 'La zona horaria no es válida', en: 'The time zone is not valid' },
  COMPANY_MAIN_REQUIRED: {
    status: 409,
    es: 'Debe existir una empresa principal; marca otra como principal en su lugar',
    en: 'There must be a main company; mark another one as main instead',
  },
  // Functional structure (issue 12, integration)
  PRACTICE_DEACTIVATION_CONFIRM: {
    status: 409,
    es: 'La práctica tiene {{users}} usuarios y {{projects}} proyectos asociados. ¿Deseas desactivarla?',
    en: 'The practice has {{users}} associated users and {{projects}} associated projects. Deactivate it?',
  },
  SERVICE_UNIT_DEACTIVATION_CONFIRM: {
    status: 409,
    es: 'La unidad de servicio tiene {{projects}} proyectos, {{activityTypes}} tipos de actividad y {{flowTypes}} tipos de flujo asociados. ¿Deseas desactivarla?',
    en: 'The service unit has {{projects}} associated projects, {{activityTypes}} activity types and {{flowTypes}} flow types. Deactivate it?',
  },
  UTBMS_CODE_FORMAT: {
    status: 400,
    es: 'El código UTBMS es una letra y tres dígitos, por ejemplo L120 o A101',
    en: 'A UTBMS code is a letter and three digits, such as L120 or A101',
  },
  ACTIVITY_TYPE_SERVICE_UNIT_OUTSIDE_PRACTICE: {
    status: 400,
    es: 'La unidad de servicio no pertenece a la práctica elegida',
    en: 'The service unit does not belong to the chosen practice',
  },
  // Flow types (issue 12, item 4): the diagram's verdict, its alerts and what a flow type blocks
  FLOW_TYPE_CODE_TAKEN: { status: 409, es: 'Ya existe un tipo de flujo con este código', en: 'A flow type with this code already exists' },
  FLOW_DIAGRAM_EMPTY: { status: 400, es: 'El diagrama debe tener al menos una actividad', en: 'The diagram needs at least one activity' },
  FLOW_DIAGRAM_UNCONNECTED: {
    status: 400,
    es: 'El diagrama tiene partes sin conectar: une cada actividad con las demás',
    en: 'The diagram has unconnected parts: connect every activity with the others',
  },
  FLOW_DIAGRAM_CYCLE: {
    status: 400,
    es: 'El diagrama tiene un ciclo: las actividades deben seguir un orden',
    en: 'The diagram has a cycle: the activities must follow an order',
  },
  FLOW_DIAGRAM_EDGE_UNKNOWN: {
    status: 400,
    es: 'El diagrama tiene conexiones repetidas o que no unen dos actividades',
    en: 'The diagram has repeated connections or connections that do not join two activities',
  },
  FLOW_DIAGRAM_ACTIVITY_UNKNOWN: {
    status: 400,
    es: 'El diagrama usa tipos de actividad que no existen o están inactivos',
    en: 'The diagram uses activity types that do not exist or are inactive',
  },
  FLOW_ALERT_DAYS_REQUIRED: { status: 400, es: 'Los días son requeridos para este tipo de alerta', en: 'The days are required for this type of alert' },
  FLOW_ALERT_DATE_REQUIRED: {
    status: 400,
    es: 'La fecha de referencia es requerida para este tipo de alerta',
    en: 'The reference date is required for this type of alert',
  },
  COMPANY_NOTIFICATION_EVENT_REPEATED: {
    status: 400,
    es: 'Este evento ya está en la lista de notificaciones',
    en: 'This event is already in the notification list',
  },
  INTEGRATION_URL_INVALID: {
    status: 400,
    es: 'La dirección debe ser una URL https completa, por ejemplo https://api.proveedor.com',
    en: 'The address must be a full https URL, for example https://api.provider.com',
  },
  INTEGRATION_NAME_TAKEN: { status: 409, es: 'Ya existe una integración con este nombre', en: 'An integration with this name already exists' },
  // Business groups (EnterpriseGroups)
  BUSINESS_GROUP_NAME_TAKEN: { status: 409, es: 'Ya existe un grupo empresarial con este nombre', en: 'A business group with this name already exists' },
  BUSINESS_GROUP_HAS_CLIENTS: {
    status: 409,
    es: 'No se puede desactivar el grupo empresarial: tiene {{count}} clientes activos ({{names}})',
    en: 'The business group cannot be deactivated: it has {{count}} active clients ({{names}})',
  },
  FLOW_ALERT_ACTIVITY_NOT_IN_DIAGRAM: { status: 400, es: 'La actividad de la alerta no está en el diagrama', en: "The alert's activity is not in the diagram" },
  // Production (issue 13): activities, their tasks and comments, time, the leader's revision, workflows
  ACTIVITY_REQUIRED: { status: 400, es: 'Debes crear una actividad primero', en: 'You must create an activity first' },
  TASK_REQUIRED: { status: 400, es: 'Debes crear una tarea primero', en: 'You must create a task first' },
  TASK_UPDATE_FAILED: { status: 409, es: 'Ocurrió un error al actualizar la tarea', en: 'An error occurred while updating the task' },
  COMMENT_REQUIRED: { status: 400, es: 'Debes crear el comentario primero', en: 'You must create the comment first' },
  MESSAGE_REQUIRED: { status: 400, es: 'Debes escribir un mensaje', en: 'You must write a message' },
  WORKFLOW_CLOSED: {
    status: 409,
    es: 'El flujo de la actividad está cerrado: no se puede trabajar en sus actividades',
    en: "The activity's workflow is closed: its activities cannot be worked on",
  },
  ACTIVITY_TURNED_OFF: { status: 409, es: 'La actividad está apagada', en: 'The activity is turned off' },
  ACTIVITY_NO_WORKED_TIME: { status: 409, es: 'La actividad no tiene tiempo trabajado', en: 'The activity has no worked time' },
  ACTIVITY_OPEN_TASKS: { status: 409, es: 'La actividad tiene {{count}} tareas pendientes o abiertas', en: 'The activity has {{count}} pending or open tasks' },
  ACTIVITY_DOCUMENT_REQUIRED: { status: 409, es: 'El tipo de actividad requiere un documento adjunto', en: 'The activity type requires an attached document' },
  ACTIVITY_AGREEMENT_EXPIRING: {
    status: 409,
    es: 'El acuerdo comercial de la actividad está vencido o por vencer ({{endDate}})',
    en: "The activity's trade agreement has expired or is about to expire ({{endDate}})",
  },
  ACTIVITY_CUSTOM_FIELDS_MISSING: {
    status: 409,
    es: 'Faltan campos personalizados obligatorios: {{fields}}',
    en: 'Required custom fields are missing: {{fields}}',
  },
  ACTIVITY_RESPONSIBLE_REQUIRED: { status: 400, es: 'La actividad debe tener un responsable', en: 'The activity must have a responsible person' },
  ACTIVITY_RESPONSIBLE_NOT_ELIGIBLE: {
    status: 400,
    es: 'El responsable no puede realizar esta actividad: debe estar activo y pertenecer a su práctica, unidad de servicio y tipo de actividad',
    en: 'The responsible person cannot perform this activity: they must be active and belong to its practice, service unit and activity type',
  },
  ACTIVITY_AUTOASSIGN_NOT_MEMBER: {
    status: 409,
    es: 'Para tomar la actividad debes pertenecer a su tipo de actividad, unidad de servicio y práctica',
    en: 'To take the activity you must belong to its activity type, service unit and practice',
  },
  ACTIVITY_NOT_AUTOASSIGNABLE: {
    status: 409,
    es: 'Esta actividad no admite autoasignación o ya tiene responsable',
    en: 'This activity cannot be self-assigned or already has a responsible person',
  },
  ACTIVITY_DATES_ORDER: {
    status: 400,
    es: 'La fecha de inicio no puede ser posterior a la fecha de fin de la actividad',
    en: "The start date cannot be later than the activity's end date",
  },
  ACTIVITY_PROJECT_OTHER_CLIENT: { status: 400, es: 'El proyecto no pertenece al cliente elegido', en: 'The project does not belong to the chosen client' },
  ACTIVITY_TYPE_OTHER_PRACTICE: {
    status: 400,
    es: 'El tipo de actividad no pertenece a la práctica elegida',
    en: 'The activity type does not belong to the chosen practice',
  },
  ACTIVITY_NOT_YOURS: {
    status: 403,
    es: 'Solo el responsable de la actividad o las personas con quienes se comparte pueden trabajar en ella',
    en: "Only the activity's responsible person or the people it is shared with can work on it",
  },
  ACTIVITY_LOCKED: {
    status: 409,
    es: 'La actividad está en estado {{state}}: ya no se puede modificar',
    en: 'The activity is in state {{state}}: it can no longer be changed',
  },
  REVISION_NOT_ALLOWED: {
    status: 403,
    es: 'Solo el líder del responsable o quien revisa los servicios puede aprobar o devolver esta actividad',
    en: "Only the responsible person's leader or a services reviewer can approve or return this activity",
  },
  RETURN_REASON_REQUIRED: { status: 400, es: 'Debes escribir el motivo de la devolución', en: 'You must write the reason for the return' },
  WORK_STATE_CLOSED: {
    status: 409,
    es: 'No se puede registrar tiempo en una actividad en estado {{state}}',
    en: 'Time cannot be registered on an activity in state {{state}}',
  },
  WORK_DATE_RESTRICTED: {
    status: 409,
    es: 'El registro de tiempo de esa fecha está cerrado: {{restriction}}',
    en: 'Time registration for that date is closed: {{restriction}}',
  },
  WORK_DATE_FUTURE: { status: 400, es: 'No se puede registrar tiempo en una fecha futura', en: 'Time cannot be registered on a future date' },
  WORK_DAILY_LIMIT: {
    status: 409,
    es: 'Con este registro superas el límite diario de {{limit}} ({{total}} el {{date}})',
    en: 'This registration exceeds the daily limit of {{limit}} ({{total}} on {{date}})',
  },
  WORK_ABOVE_ESTIMATE: {
    status: 409,
    es: 'El tiempo de la actividad ({{time}}) supera el triple del estimado de su tipo ({{estimate}}). ¿Deseas continuar?',
    en: "The activity's time ({{time}}) exceeds three times its type's estimate ({{estimate}}). Continue?",
  },
  WORK_TIME_OUT_OF_RANGE: { status: 400, es: 'El tiempo debe estar entre {{min}} min y 24 h', en: 'The time must be between {{min}} min and 24 h' },
  WORK_BILLABLE_ABOVE_WORKED: { status: 400, es: 'El tiempo facturable no puede superar el tiempo trabajado', en: 'Billable time cannot exceed worked time' },
  WORK_NOT_YOURS: { status: 403, es: 'Solo quien registró el tiempo puede modificarlo', en: 'Only whoever registered the time can change it' },
  CHRONOMETER_BUSY: {
    status: 409,
    es: 'Ya tienes el cronómetro en marcha en otra actividad: detenlo primero',
    en: 'Your chronometer is already running on another activity: stop it first',
  },
  CHRONOMETER_NOT_STARTED: { status: 409, es: 'El cronómetro no está en marcha', en: 'The chronometer is not running' },
  CHRONOMETER_NOTHING_TO_DISCARD: { status: 409, es: 'No hay un cronómetro que descartar', en: 'There is no chronometer to discard' },
  CHRONOMETER_TOO_SHORT: {
    status: 409,
    es: 'El cronómetro marcó menos de un minuto: no hay tiempo que registrar',
    en: 'The chronometer ran for less than a minute: there is no time to register',
  },
  APPOINTMENT_ENDS_BEFORE_START: { status: 400, es: 'La cita debe terminar después de empezar', en: 'The appointment must end after it starts' },
  EXPENSE_VALUE_ZERO: { status: 400, es: 'El valor del gasto no puede ser cero', en: 'The expense value cannot be zero' },
  WORKFLOW_HAS_OPEN_ACTIVITIES: {
    status: 409,
    es: 'No se puede finalizar el flujo: tiene {{count}} actividades asignadas, en proceso o en espera de aclaración',
    en: 'The workflow cannot be finished: it has {{count}} activities assigned, in process or awaiting clarification',
  },
  WORKFLOW_HAS_STARTED_ACTIVITIES: {
    status: 409,
    es: 'No se puede eliminar el flujo: ya tiene actividades asignadas o descargadas',
    en: 'The workflow cannot be deleted: it already has assigned or downloaded activities',
  },
  WORKFLOW_FLOW_TYPE_INACTIVE: { status: 400, es: 'El tipo de flujo está inactivo', en: 'The flow type is inactive' },
  WORKFLOW_PROJECT_INACTIVE: { status: 409, es: 'El proyecto o el cliente del flujo está inactivo', en: "The workflow's project or client is inactive" },
  // Settlement and billing (issue 14). Verbatim where document 1 gives the text (blocks, shutdown).
  SETTLEMENT_SELECT_ONE: { status: 400, es: 'Debes seleccionar al menos un elemento', en: 'Select at least one item' },
  SETTLEMENT_NOT_AUDITED: {
    status: 409,
    es: 'La actividad {{code}} no está revisada por el líder',
    en: 'Activity {{code}} has not been audited by the leader',
  },
  SETTLEMENT_NO_AGREEMENT: {
    status: 409,
    es: 'La actividad {{code}} no tiene proyecto con acuerdo comercial abierto',
    en: 'Activity {{code}} has no project with an open trade agreement',
  },
  SETTLEMENT_BEFORE_VALIDITY: {
    status: 409,
    es: 'La vigencia del acuerdo comercial aún no permite enviar a prefactura: inicia el {{start}}',
    en: "The trade agreement's validity does not allow sending to pre-invoice yet: it starts on {{start}}",
  },
  SETTLEMENT_NO_RATE: {
    status: 422,
    es: 'El acuerdo comercial no tiene tarifa para una actividad ({{detail}}). Completa sus tarifas para continuar',
    en: 'The trade agreement has no rate for an activity ({{detail}}). Complete its rates to continue',
  },
  SETTLEMENT_NO_EQUIVALENCY: {
    status: 422,
    es: 'La unidad de indexación no tiene equivalencia vigente en la fecha de una línea ({{detail}})',
    en: "The indexing unit has no equivalency in force on a line's date ({{detail}})",
  },
  SETTLEMENT_AGREEMENT_INCOMPLETE: {
    status: 422,
    es: 'Al acuerdo comercial le falta un dato para liquidar ({{detail}})',
    en: 'The trade agreement lacks a value needed to settle ({{detail}})',
  },
  // Audit by leader: moving audited work between projects and reassigning it (decision 224).
  SETTLEMENT_SAME_PROJECT: {
    status: 409,
    es: 'La actividad {{code}} ya está en ese proyecto con su acuerdo comercial vigente',
    en: 'Activity {{code}} is already in that project under its current trade agreement',
  },
  SETTLEMENT_OTHER_CLIENT: {
    status: 409,
    es: 'El proyecto destino es de otro cliente: la actividad {{code}} solo puede pasar a un proyecto de su cliente',
    en: 'The target project belongs to another client: activity {{code}} can only move to a project of its client',
  },
  SETTLEMENT_TARGET_INACTIVE: { status: 409, es: 'El proyecto destino no está activo', en: 'The target project is not active' },
  SETTLEMENT_TARGET_NO_AGREEMENT: {
    status: 409,
    es: 'El proyecto destino no tiene un acuerdo comercial abierto vigente para la actividad {{code}}',
    en: 'The target project has no open trade agreement in force for activity {{code}}',
  },
  SETTLEMENT_MIGRATE_ONE_PROJECT: {
    status: 409,
    es: 'Las actividades a migrar deben ser de un mismo proyecto',
    en: 'The activities to migrate must belong to one project',
  },
  SETTLEMENT_RESPONSIBLE_NOT_ELIGIBLE: {
    status: 422,
    es: 'El responsable elegido no puede realizar la actividad {{code}}: debe estar activo y pertenecer a su práctica',
    en: 'The chosen responsible cannot perform activity {{code}}: they must be active and belong to its practice',
  },
  BLOCK_NOT_EMPTY: {
    status: 409,
    es: 'Los bloques deben estar vacíos antes de ser cerrados. Elimina sus actividades para continuar',
    en: 'Blocks must be empty before they are closed. Remove their activities to continue',
  },
  BLOCK_SHUTDOWN_FAILED: {
    status: 409,
    es: 'La operación de apagado ha presentado un error. Intenta nuevamente o contacta a tu administrador.',
    en: 'The shutdown operation failed. Try again or contact your administrator.',
  },
  BLOCK_CLIENT_INACTIVE: { status: 409, es: 'El cliente del bloque está inactivo', en: "The block's client is inactive" },
  BLOCK_PROJECT_INACTIVE: {
    status: 409,
    es: 'El proyecto del bloque está inactivo: actívalo para activar sus bloques',
    en: "The block's project is inactive: activate it to activate its blocks",
  },
  FUTURE_BLOCK_NOT_AVAILABLE: {
    status: 409,
    es: 'El mes {{period}} no tiene un bloque futuro por activar: ya tiene su bloque, ya se facturó o el acuerdo no factura en él',
    en: 'The month {{period}} has no future block to activate: it already has its block, it was billed, or the agreement bills nothing in it',
  },
  FUTURE_BLOCK_NOT_PRICED: {
    status: 422,
    es: 'El acuerdo comercial no se puede liquidar en ese mes: {{detail}}',
    en: 'The trade agreement cannot be settled in that month: {{detail}}',
  },
  BLOCK_NOT_OPEN: {
    status: 409,
    es: 'El bloque está apagado o cerrado: actívalo para prefacturarlo',
    en: 'The block is shut down or closed: activate it to pre-invoice it',
  },
  BLOCK_IN_PREINVOICE: { status: 409, es: 'El bloque ya está en una prefactura en curso', en: 'The block is already in a pre-invoice in progress' },
  PREINVOICE_MIXED_CLIENTS: {
    status: 409,
    es: 'Los proyectos de una prefactura deben ser del mismo cliente',
    en: 'The projects of a pre-invoice must belong to the same client',
  },
  PREINVOICE_MIXED_TYPES: {
    status: 409,
    es: 'Los proyectos de una prefactura deben tener el mismo tipo de acuerdo comercial',
    en: 'The projects of a pre-invoice must have the same trade agreement type',
  },
  PREINVOICE_MIXED_CURRENCIES: {
    status: 409,
    es: 'Los proyectos de una prefactura deben tener la misma moneda de facturación',
    en: 'The projects of a pre-invoice must have the same billing currency',
  },
  PREINVOICE_CHARGE_UNIT_REQUIRED: { status: 400, es: 'Debes seleccionar la unidad de cobro', en: 'Select the charge unit' },
  PREINVOICE_CHARGE_UNIT_MISMATCH: {
    status: 409,
    es: 'La unidad de cobro debe ser la moneda de facturación de los proyectos ({{code}})',
    en: "The charge unit must be the projects' billing currency ({{code}})",
  },
  PREINVOICE_EMPTY: { status: 409, es: 'No hay nada que prefacturar en los bloques elegidos', en: 'There is nothing to pre-invoice in the chosen blocks' },
  // Editing a pre-invoice before approval and its billing notes (decisions 220 and 221).
  PREINVOICE_NOT_EDITABLE: {
    status: 409,
    es: 'Solo se puede editar una prefactura creada o en revisión',
    en: 'Only a created pre-invoice or one in revision can be edited',
  },
  PREINVOICE_LINE_UNKNOWN: { status: 400, es: 'La línea no pertenece a esta prefactura', en: 'The line does not belong to this pre-invoice' },
  PREINVOICE_LINE_REPEATED: { status: 400, es: 'Una línea aparece dos veces', en: 'A line appears twice' },
  PREINVOICE_LINE_DESCRIPTION_REQUIRED: { status: 400, es: 'Debes escribir la descripción de la línea', en: "Write the line's description" },
  PREINVOICE_LINE_QUANTITY_INVALID: {
    status: 400,
    es: 'La cantidad debe ser un número mayor o igual a 0 con hasta 6 decimales',
    en: 'The quantity must be a number of at least 0 with up to 6 decimals',
  },
  PREINVOICE_LINE_HOURS_DECIMALS: {
    status: 400,
    es: 'Las horas se facturan en centésimas: escribe la cantidad con hasta 2 decimales',
    en: 'Hours are billed in hundredths: write the quantity with up to 2 decimals',
  },
  PREINVOICE_LINE_PRICE_INVALID: {
    status: 400,
    es: 'El valor unitario debe ser un número mayor o igual a 0 con hasta 6 decimales',
    en: 'The unit price must be a number of at least 0 with up to 6 decimals',
  },
  PREINVOICE_LINE_DISCOUNT_INVALID: { status: 400, es: 'El descuento debe estar entre 0 y 100 %', en: 'The discount must be between 0 and 100 %' },
  PREINVOICE_LINE_NEGATIVE: { status: 409, es: 'El valor de la línea {{position}} quedaría negativo', en: "Line {{position}}'s amount would be negative" },
  PREINVOICE_NOTES_OPEN: {
    status: 409,
    es: 'La prefactura tiene notas de facturación sin cerrar: ciérralas antes de aprobar',
    en: 'The pre-invoice has billing notes not closed: close them before approving',
  },
  BILLING_NOTE_DESCRIPTION_REQUIRED: { status: 400, es: 'Debes escribir una nota', en: 'You must write a note' },
  BILLING_NOTE_CHARGE_TYPE_REQUIRED: {
    status: 400,
    es: 'Debes elegir el tipo de cobro: por hora o tarifa plana',
    en: 'Choose the charge type: by hour or flat',
  },
  BILLING_NOTE_CURRENCY_MISMATCH: {
    status: 400,
    es: 'La moneda de la nota debe ser la moneda de facturación de la prefactura ({{code}})',
    en: "The note's currency must be the pre-invoice's billing currency ({{code}})",
  },
  BILLING_NOTE_HOURS_DECIMALS: {
    status: 400,
    es: 'Las horas se facturan en centésimas: escribe el valor con hasta 2 decimales',
    en: 'Hours are billed in hundredths: write the value with up to 2 decimals',
  },
  BILLING_NOTE_VALUE_INVALID: { status: 400, es: 'El valor debe ser un número con hasta 6 decimales', en: 'The value must be a number with up to 6 decimals' },
  BILLING_NOTE_MENTION_UNKNOWN: {
    status: 400,
    es: 'Debes elegir un usuario de la lista para la mención {{mention}}',
    en: 'Choose a user from the list for the mention {{mention}}',
  },
  BILLING_NOTE_CLOSED: { status: 409, es: 'La nota está cerrada: reábrela para cambiarla', en: 'The note is closed: reopen it to change it' },
  INVOICE_ANNUL_REASON_REQUIRED: { status: 400, es: 'Debes escribir el motivo de la anulación', en: 'Write the reason for the annulment' },
  PREINVOICE_TOTAL_ZERO: {
    status: 409,
    es: 'La prefactura suma 0,00 y una factura sin valor no se puede aprobar. Cancela la prefactura o agrégale trabajo antes de aprobarla',
    en: 'The pre-invoice totals 0.00 and an invoice without value cannot be approved. Cancel the pre-invoice or add work to it before approving it',
  },
  INVOICE_HAS_MOVEMENTS: {
    status: 409,
    es: 'La factura tiene notas crédito o recibos de caja: no se puede anular',
    en: 'The invoice has credit notes or cash receipts: it cannot be annulled',
  },
  // Electronic invoicing (issue 14, item 7)
  EINVOICE_NOT_RESENDABLE: {
    status: 409,
    es: 'Solo se puede reenviar una factura aprobada que fue rechazada o falló en la facturación electrónica',
    en: 'Only an approved invoice that was rejected or failed at electronic invoicing can be sent again',
  },
  EINVOICE_REPORT_RANGE: {
    status: 400,
    es: 'La fecha inicial debe ser anterior o igual a la fecha final',
    en: 'The start date must be on or before the end date',
  },
  CREDIT_NOTE_INVOICE_REQUIRED: {
    status: 400,
    es: 'Debes seleccionar una factura para crear una nota de credito',
    en: 'Select an invoice to create a credit note',
  },
  CREDIT_NOTE_FIELDS_REQUIRED: { status: 400, es: 'Debes diligenciar todos los campos obligatorios', en: 'Fill in every required field' },
  CREDIT_NOTE_VALUE_POSITIVE: { status: 400, es: 'El valor de la nota crédito debe ser mayor que 0', en: "The credit note's value must be greater than 0" },
  CREDIT_NOTE_ABOVE_BALANCE: {
    status: 409,
    es: 'El valor supera el saldo de la factura ({{balance}})',
    en: "The value exceeds the invoice's balance ({{balance}})",
  },
  CREDIT_NOTE_CURRENCY_MISMATCH: {
    status: 400,
    es: 'La moneda debe ser la de la factura o una unidad de indexación de ella con equivalencia vigente',
    en: "The currency must be the invoice's or an indexing unit of it with an equivalency in force",
  },
  INVOICE_FULLY_COMPENSATED: { status: 409, es: 'La factura ya está totalmente compensada', en: 'The invoice is already fully compensated' },
  INVOICE_ANNULLED: { status: 409, es: 'La factura está anulada', en: 'The invoice is annulled' },
  CASH_RECEIPT_VALUE_POSITIVE: { status: 400, es: 'El valor debe ser mayor que 0', en: 'The value must be greater than 0' },
  CASH_RECEIPT_INVOICES_REQUIRED: { status: 400, es: 'Debes relacionar al menos una factura', en: 'Relate at least one invoice' },
  CASH_RECEIPT_INVOICE_REPEATED: { status: 400, es: 'Una factura aparece dos veces en el recibo', en: 'An invoice appears twice in the receipt' },
  CASH_RECEIPT_SUM_MISMATCH: {
    status: 400,
    es: 'El valor del recibo debe ser igual a la suma aplicada a las facturas',
    en: "The receipt's value must equal the sum applied to the invoices",
  },
  CASH_RECEIPT_CURRENCY_MISMATCH: { status: 400, es: 'La factura está en otra moneda', en: 'The invoice is in another currency' },
  CASH_RECEIPT_CLIENT_MISMATCH: { status: 400, es: 'La factura es de otro cliente', en: 'The invoice belongs to another client' },
  CASH_RECEIPT_DATE_FUTURE: { status: 400, es: 'La fecha de recibo no puede ser posterior a hoy', en: 'The date received cannot be later than today' },
  CASH_RECEIPT_ABOVE_BALANCE: {
    status: 409,
    es: 'El valor aplicado supera el saldo de la factura ({{balance}})',
    en: "The amount applied exceeds the invoice's balance ({{balance}})",
  },
  // Questions before a fiscal act that cannot be undone (issue 29, item 2): confirmable with X-Confirm.
  // An invoice's number is taken only inside the approval (gapless): the question names its prefix.
  PREINVOICE_APPROVAL_CONFIRM: {
    status: 409,
    es: 'Se creará una factura con el prefijo {{prefix}} a nombre de {{client}} por {{total}}; su número se asigna al aprobarla. Una factura no se puede deshacer, solo anular.',
    en: 'An invoice with the prefix {{prefix}} will be issued to {{client}} for {{total}}; its number is assigned on approval. An invoice cannot be undone, only annulled.',
  },
  CREDIT_NOTE_CONFIRM: {
    status: 409,
    es: 'Se emitirá una nota crédito con el prefijo {{prefix}} por {{amount}} sobre la factura {{invoice}} y se enviará al proveedor de facturación electrónica. Una nota crédito no se puede modificar ni deshacer.',
    en: 'A credit note with the prefix {{prefix}} for {{amount}} will be issued on invoice {{invoice}} and sent to the electronic-invoicing provider. A credit note cannot be changed or undone.',
  },
  CASH_RECEIPT_CONFIRM: {
    status: 409,
    es: 'Se registrará un recibo de caja con el prefijo {{prefix}} por {{amount}}, aplicado a {{invoices}}. Un recibo de caja no se puede modificar ni eliminar.',
    en: 'A cash receipt with the prefix {{prefix}} for {{amount}} will be recorded, applied to {{invoices}}. A cash receipt cannot be changed or deleted.',
  },
  INVOICE_NOT_LEDES: {
    status: 409,
    es: 'El acuerdo comercial de esta factura no tiene exportación LEDES',
    en: "This invoice's trade agreement has no LEDES export",
  },
  // The client's external pre-invoice (issue 14, item 5): one answer for every bad link (no oracle).
  EXTERNAL_LINK_INVALID: {
    status: 404,
    es: 'El enlace no es válido o expiró. Solicita uno nuevo a la firma',
    en: 'The link is not valid or has expired. Ask the firm for a new one',
  },
  EXTERNAL_RATE_LIMITED: {
    status: 429,
    es: 'Demasiadas solicitudes desde esta dirección. Intenta nuevamente más tarde',
    en: 'Too many requests from this address. Try again later',
  },
  PREINVOICE_NOT_IN_REVISION: {
    status: 409,
    es: 'La prefactura ya no está en revisión: no se pueden agregar comentarios',
    en: 'The pre-invoice is no longer in revision: comments cannot be added',
  },
  EXTERNAL_PREINVOICE_CANCELED: {
    status: 409,
    es: 'La prefactura está cancelada: no se puede compartir con el cliente',
    en: 'The pre-invoice is canceled: it cannot be shared with the client',
  },
} as const satisfies Record<string, { status: number; es: string; en: string }>;

export type ErrorCode = keyof typeof ERRORS;
