// An activity's state as read (decision 263). Settlement keeps the state of settled work once, on
// its pre-invoice: from the moment work is included in a pre-invoice until a cancellation sends it
// back, its row says PreInvoiceInRevision, and it reads Billed while that pre-invoice is approved.
// Approving a pre-invoice therefore writes none of its activities. Work billed before this platform
// (brought from the former tool) has no pre-invoice and keeps a stored Billed; the table's check
// refuses a stored Billed on work that has a pre-invoice. Every reader of an activity's state
// (grids, exports, reports, indicators, the settlement's guards) goes through these expressions.

/** SQL: the pre-invoice of the activity aliased `a` is approved. */
const preinvoiceApproved = (a: string) => `exists (select 1 from preinvoices settled where settled.id = ${a}.preinvoice_id and settled.state = 'approved')`;

/** SQL of the state of the activity aliased `a`, as every reader shows, filters and sorts it. */
export const activityStateSql = (a: string) => `case when ${a}.state = 'PreInvoiceInRevision' and ${preinvoiceApproved(a)} then 'Billed' else ${a}.state end`;

/** SQL: the activity aliased `a` is work in a pre-invoice still under revision (it holds its block; a cancellation sends it back). */
export const inPreinvoiceUnderRevisionSql = (a: string) => `(${a}.state = 'PreInvoiceInRevision' and not ${preinvoiceApproved(a)})`;
