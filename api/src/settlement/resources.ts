// The settlement domain's declared resources, in menu order.
import { settlementProjects } from './audit/settlement-projects.resource.ts';
import { activitiesToReassign, auditedActivities } from './audit/audited-activities.resource.ts';
import { settlementBlocks } from './blocks/blocks.resource.ts';
import { preinvoices } from './preinvoices/preinvoices.resource.ts';
import { preinvoiceComments } from './preinvoices/preinvoice-comments.resource.ts';
import { preinvoiceLines } from './preinvoices/preinvoice-lines.resource.ts';
import { billingNotes } from './preinvoices/billing-notes.resource.ts';
import { preinvoiceLinks } from './client/preinvoice-links.resource.ts';
import { invoices } from './invoices/invoices.resource.ts';
import { invoiceLines } from './invoices/invoice-lines.resource.ts';
import { creditNotes } from './payments/credit-notes.resource.ts';
import { cashReceipts } from './payments/cash-receipts.resource.ts';
import { creditNoteEinvoiceLog, invoiceEinvoiceLog } from './einvoicing/einvoice-log.resource.ts';

export const settlementResources = [
  settlementProjects,
  auditedActivities,
  activitiesToReassign,
  settlementBlocks,
  preinvoices,
  preinvoiceComments,
  preinvoiceLines,
  billingNotes,
  preinvoiceLinks,
  invoices,
  invoiceLines,
  creditNotes,
  cashReceipts,
  invoiceEinvoiceLog,
  creditNoteEinvoiceLog,
];
