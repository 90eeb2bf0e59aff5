// The settlement domain's declared resources, in menu order.
import { settlementProjects } from './settlement-projects.resource.ts';
import { settlementBlocks } from './blocks.resource.ts';
import { preinvoices } from './preinvoices.resource.ts';
import { invoices } from './invoices.resource.ts';
import { creditNotes } from './credit-notes.resource.ts';
import { cashReceipts } from './cash-receipts.resource.ts';

export const settlementResources = [settlementProjects, settlementBlocks, preinvoices, invoices, creditNotes, cashReceipts];
