// Settlement and billing: blocks, pre-invoices and their editing, invoices, credit notes, receipts,
// electronic invoicing, the questions before a fiscal act, the client's external pre-invoice.
// Part of the one catalogue (../error-catalogue.ts); the specification's Spanish texts are verbatim.
import type { ErrorEntry } from './error-entry.ts';

export const SETTLEMENT_ERRORS = {
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
} as const satisfies Record<string, ErrorEntry>;
