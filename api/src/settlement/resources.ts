// The settlement domain's declared resources, in menu order.
import { settlementProjects } from './audit/settlement-projects.resource.ts';
import { settlementBlocks } from './blocks/blocks.resource.ts';
import { preinvoices } from './preinvoices/preinvoices.resource.ts';
import { invoices } from './invoices/invoices.resource.ts';
import { creditNotes } from './payments/credit-notes.resource.ts';
import { cashReceipts } from './payments/cash-receipts.resource.ts';

export const settlementResources = [settlementProjects, settlementBlocks, preinvoices, invoices, creditNotes, cashReceipts];
