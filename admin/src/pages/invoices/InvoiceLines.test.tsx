// An invoice's lines come from the declared invoice-lines, filtered by the invoice, 20 a page in the
// resource's order, with the total told; a failure is told with the API's words.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeDataProvider, listCall, uuid } from '../../testing/fakes.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { InvoiceLines } from './InvoiceLines.tsx';
import { sampleBillingLine } from '../settlement/billing-line-sample.ts';

const INVOICE = uuid(41);
const LINE = sampleBillingLine(42, { amount: '950000.00', taxes: '180500.00', withholdings: '104500.00' });

describe("an invoice's lines", () => {
  it('reads the invoice-lines of the invoice, a page of 20 in the resource order, and tells their total', async () => {
    const data = fakeDataProvider({ 'invoice-lines': [LINE] });
    await renderScreen(<InvoiceLines invoiceId={INVOICE} />, { path: `/settlement-billing/invoice/${INVOICE}`, data });
    const lines = await screen.findByTestId('invoice-lines');
    expect(await within(lines).findByText('Revisión de contrato')).toBeVisible();
    expect(within(lines).getByText('Camila Vargas')).toBeVisible();
    expect(within(lines).getByText('Total de registros: 1')).toBeVisible();
    expect(data.getList).toHaveBeenCalledWith(listCall('invoice-lines', 'invoiceId', INVOICE));
  });

  it("says why the lines could not be read, with the API's words", async () => {
    const refusal = apiError(403, 'FORBIDDEN');
    const data = fakeDataProvider({}, { getList: vi.fn().mockRejectedValue(refusal) });
    await renderScreen(<InvoiceLines invoiceId={INVOICE} />, { path: `/settlement-billing/invoice/${INVOICE}`, data });
    expect(await screen.findByText(refusal.message)).toBeVisible();
  });
});
