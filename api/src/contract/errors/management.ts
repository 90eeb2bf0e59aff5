// Master data: clients and contacts, projects and their documents, taxes, roles, users and work
// groups, dynamic forms, currencies, trade agreements, the company, the functional structure, flow
// types and business groups.
// Part of the one catalogue (../error-catalogue.ts); the specification's Spanish texts are verbatim.
import type { ErrorEntry } from './error-entry.ts';

export const MANAGEMENT_ERRORS = {
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
} as const satisfies Record<string, ErrorEntry>;
