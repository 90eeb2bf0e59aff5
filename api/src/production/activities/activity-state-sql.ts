// An activity's state as read (decisions 263 and 290). Settlement keeps the state of settled work
// once, on its pre-invoice: including work in a pre-invoice writes a (pre-invoice, activity) row in
// preinvoice_work and leaves the activity's own row at AwaitingPreInvoice. Such work reads
// PreInvoiceInRevision while that pre-invoice is created or in revision, Billed once it is approved,
// and AwaitingPreInvoice again once it is canceled: neither the inclusion, the approval nor the
// cancellation rewrites an activity. Work billed before this platform (brought from the former
// tool) has no pre-invoice and keeps a stored Billed. Every reader of an activity's state (grids,
// exports, reports, indicators, the settlement's guards, the fee engine's pending work) goes
// through these expressions.

/** The states of a pre-invoice that hold its work: under revision, or billed by its approval. */
const UNDER_REVISION = `('created', 'revision')`;
const HOLDING = `('created', 'revision', 'approved')`;

/** SQL: the activity aliased `a` is in a pre-invoice in one of `states`. */
const inPreinvoice = (a: string, states: string) =>
  `exists (select 1 from preinvoice_work pw join preinvoices pwp on pwp.id = pw.preinvoice_id where pw.activity_id = ${a}.id and pwp.state in ${states})`;

/** SQL of the state of the activity aliased `a`, as every reader shows, filters and sorts it. */
export const activityStateSql = (a: string) =>
  `case when ${a}.state = 'AwaitingPreInvoice' then coalesce((select case pwp.state when 'approved' then 'Billed' else 'PreInvoiceInRevision' end
    from preinvoice_work pw join preinvoices pwp on pwp.id = pw.preinvoice_id where pw.activity_id = ${a}.id and pwp.state in ${HOLDING} limit 1),
    'AwaitingPreInvoice') else ${a}.state end`;

/** SQL: the activity aliased `a` is work in a pre-invoice still under revision (it holds its block; a cancellation sends it back). */
export const inPreinvoiceUnderRevisionSql = (a: string) => `(${a}.state = 'AwaitingPreInvoice' and ${inPreinvoice(a, UNDER_REVISION)})`;

/** SQL: the activity aliased `a` awaits a pre-invoice: in its block, in no pre-invoice that holds it. */
export const awaitingPreinvoiceSql = (a: string) => `(${a}.state = 'AwaitingPreInvoice' and not ${inPreinvoice(a, HOLDING)})`;

/** SQL: the activity aliased `a` is in its block's queue and not billed yet: awaiting a pre-invoice or in one under revision. */
export const unbilledInBlockSql = (a: string) => `(${a}.state = 'AwaitingPreInvoice' and not ${inPreinvoice(a, `('approved')`)})`;
