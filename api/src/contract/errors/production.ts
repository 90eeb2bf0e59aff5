// Production: activities, their tasks and comments, time, the leader's revision, workflows and
// cases, and the dynamic reports.
// Part of the one catalogue (../error-catalogue.ts); the specification's Spanish texts are verbatim.
import type { ErrorEntry } from './error-entry.ts';

export const PRODUCTION_ERRORS = {
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
} as const satisfies Record<string, ErrorEntry>;
