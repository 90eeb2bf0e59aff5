// A billing line as the declared preinvoice-lines and invoice-lines answer it, for the screens'
// tests: 2,5 h at 380 000 of the demo's fusion work, with its IVA and withholding.
import { uuid } from '../../testing/fakes.ts';

export const sampleBillingLine = (n: number, amounts: { amount: string; taxes: string; withholdings: string }) => ({
  id: uuid(n),
  position: 1,
  concept: 'fees',
  description: 'Revisión de contrato',
  lineDate: '2026-01-20',
  quantity: '2.5',
  unitPrice: '380000',
  discountPercent: '0',
  ...amounts,
  projectName: 'Fusión Los Andes',
  userName: 'Camila Vargas',
});
