// What settlement asks before what cannot be undone: approving a pre-invoice (the API's question,
// with the client and the total), creating one from a block or from checked blocks, sending reviewed
// work to pre-invoice and sending an invoice to the provider again. Each says what will happen; a
// cancelled question sends nothing, an answered one sends the call.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BaseRecord } from '@refinedev/core';
import type { ResourceMeta } from '../../../../api/src/contract/resource-meta.ts';
import i18n from '../../i18n/i18n.ts';
import { currencies, preinvoices } from '../../test-support/resource-meta.ts';
import { commandsOf, fakeCustom, fakeDataProvider, uuid } from '../../testing/fakes.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { RecordActionButtons, useRecordActions } from '../generic/ActionButtons.tsx';
import { AuditedActivities } from './AuditedActivities.tsx';
import { BlockAmounts } from './BlockAmounts.tsx';
import { CreatePreinvoice } from './CreatePreinvoice.tsx';
import { EinvoiceSection } from './EinvoiceSection.tsx';

const CLIENT = 'Inversiones Los Andes S.A.S.';
const SETTLEMENT = [
  'SettlementReadPreinvoicesAll',
  'SettlementReadPendingPreinvoicesAll',
  'SettlementAccessReviewedServicesAll',
  'SettlementReadLiquidatedAll',
] as const;

/** The commands a screen sent through the data provider (useApiCommand), as `path` and body. */
const posts = (custom: ReturnType<typeof fakeCustom>) => commandsOf(custom).map(({ path, body }) => ({ path, body }));

const cancel = async (user: { click: (e: Element) => Promise<void> }, dialog: HTMLElement) => {
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
};

/** A row's action buttons as a table gives them (the shared runner made once). */
function RowActions({ meta, record }: { meta: ResourceMeta; record: BaseRecord }) {
  return <RecordActionButtons actions={useRecordActions(meta)} record={record} />;
}

describe("a pre-invoice's approval", () => {
  const meta: ResourceMeta = { ...preinvoices, titleField: 'code', actions: [{ name: 'approve', permission: null, bulk: false, verify: true, payload: {} }] };
  const row: BaseRecord = { id: uuid(41), code: 'PF-000123', state: 'created', actions: ['approve'] };
  const answers = () =>
    vi.fn(async ({ url }: { url: string }) => ({
      data: url.endsWith('/preview')
        ? {
            action: 'approve',
            state: 'created',
            next: 'approved',
            affected: { activities: 3 },
            confirm: 'PREINVOICE_APPROVAL_CONFIRM',
            confirmParams: { prefix: 'FV', client: CLIENT, total: '12.448.800,01 COP' },
          }
        : { ...row, state: 'approved' },
    }));

  it('asks with the invoice it would make, its client and total; cancelled it approves nothing, answered it approves with the answer', async () => {
    const custom = answers();
    const { user } = await renderScreen(<RowActions meta={meta} record={row} />, {
      resources: [meta],
      permissions: ['SettlementReadPreinvoicesAll'],
      data: fakeDataProvider({ preinvoices: [row] }, { custom }),
    });
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Deseas aprobar «PF-000123»?' });
    expect(
      within(dialog).getByText(
        `Se creará una factura con el prefijo FV a nombre de ${CLIENT} por 12.448.800,01 COP; su número se asigna al aprobarla. Una factura no se puede deshacer, solo anular.`,
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('Actividades que cambian de estado: 3')).toBeVisible();
    await cancel(user, dialog);
    expect(custom).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'post' }));

    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Prefactura «PF-000123» aprobada')).toBeVisible();
    expect(custom).toHaveBeenLastCalledWith(
      expect.objectContaining({
        url: `/api/preinvoices/${uuid(41)}/approve`,
        method: 'post',
        headers: expect.objectContaining({ 'X-Confirm': 'PREINVOICE_APPROVAL_CONFIRM' }),
      }),
    );
  });
});

describe("a block's pre-invoice", () => {
  const BLOCK = uuid(51);
  const AMOUNTS = {
    currencyId: uuid(52),
    activityCount: 3,
    lines: [],
    companyTotals: null,
    outsideWorkIds: [],
    totals: { currency: 'COP', subtotal: '10461176.48', taxes: '1987623.53', withholdings: '0.00', total: '12448800.01' },
    rounding: { text: { es: 'Sin redondeo', en: 'No rounding' } },
  };
  const block = () => {
    // The block's amounts and its pre-invoice's creation go through the data provider.
    const fetch = fakeCustom({ [`GET /api/settlement-blocks/${BLOCK}/amounts`]: AMOUNTS, 'POST /api/preinvoices/from-blocks': { ids: [uuid(53)] } });
    const data = fakeDataProvider({ 'settlement-blocks': [{ id: BLOCK, clientName: CLIENT }] }, { custom: fetch });
    return { fetch, opened: renderScreen(<BlockAmounts blockId={BLOCK} />, { permissions: [...SETTLEMENT], data }) };
  };

  it('asks with its client, its total and the work it takes; cancelled it creates nothing, answered it creates it', async () => {
    const { fetch, opened } = block();
    const { user, location } = await opened;
    await user.click(await within(await screen.findByTestId('block-amounts')).findByRole('button', { name: 'Crear prefactura' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Deseas crear la prefactura de este bloque?' });
    expect(
      within(dialog).getByText(
        `Se creará una prefactura a nombre de ${CLIENT} por 12.448.800,01 COP, calculada con el acuerdo comercial. ` +
          'Las 3 actividades del bloque pasarán a la prefactura, en revisión.',
      ),
    ).toBeVisible();
    await cancel(user, dialog);
    expect(posts(fetch)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Crear prefactura' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Crear prefactura' }));
    await waitFor(() => expect(location().pathname).toBe(`/settlement-billing/preinvoice/${uuid(53)}`));
    expect(posts(fetch)).toEqual([{ path: '/api/preinvoices/from-blocks', body: { blockIds: [BLOCK], currencyId: uuid(52) } }]);
  });

  it('says the total as English writes it when the interface is in English', async () => {
    await i18n.changeLanguage('en');
    try {
      const { opened } = block();
      const { user } = await opened;
      await user.click(await within(await screen.findByTestId('block-amounts')).findByRole('button', { name: 'Create pre-invoice' }));
      const dialog = await screen.findByRole('dialog', { name: "Create this block's pre-invoice?" });
      expect(within(dialog).getByText(/^A pre-invoice to Inversiones Los Andes S\.A\.S\. for 12,448,800\.01 COP will be created/)).toBeVisible();
    } finally {
      await i18n.changeLanguage('es');
    }
  });
});

describe('pre-invoices from checked blocks', () => {
  it('says how many pre-invoices it will make, one for all or one per project, before its button makes them', async () => {
    const rows = [
      { id: uuid(61), projectId: uuid(71) },
      { id: uuid(62), projectId: uuid(71) },
      { id: uuid(63), projectId: uuid(72) },
    ];
    const fetch = fakeCustom({});
    const { user } = await renderScreen(<CreatePreinvoice rows={rows} onDone={() => undefined} />, {
      resources: [currencies],
      permissions: [...SETTLEMENT],
      data: fakeDataProvider({}, { custom: fetch }),
    });
    await user.click(screen.getByTestId('create-preinvoice'));
    const outcome = await screen.findByTestId('create-preinvoice-outcome');
    expect(outcome).toHaveTextContent('Se creará una prefactura con los 3 bloques seleccionados; su trabajo pasará a ella, en revisión.');
    await user.click(screen.getByRole('radio', { name: 'Una prefactura por proyecto' }));
    await waitFor(() => expect(outcome).toHaveTextContent('Se crearán 2 prefacturas, una por proyecto, con los 3 bloques seleccionados'));
    expect(posts(fetch)).toEqual([]);
  });
});

describe('reviewed work sent to pre-invoice', () => {
  const PROJECT = uuid(81);
  const activity = (n: number) => ({
    id: uuid(n),
    code: `ACT-${n}`,
    title: `Concepto jurídico ${n}`,
    finishedAt: '2026-02-16T15:00:00Z',
    workedMinutes: 150,
    billableMinutes: 150,
    responsibleName: 'Camila Vargas',
    practiceId: uuid(90),
  });
  const audited = () => fakeCustom({ 'POST /api/settlement/send-to-preinvoice': { moved: 1, blockIds: [uuid(84)] } });
  // The audited work comes through the data provider (generic/use-paged-table.ts), and is sent through it.
  let fetch = audited();
  const data = () => {
    fetch = audited();
    return fakeDataProvider({ 'audited-activities': [activity(82), activity(83)] }, { custom: fetch });
  };

  it('asks how many activities leave for their blocks; cancelled it sends nothing, answered it sends the checked ones', async () => {
    const { user } = await renderScreen(<AuditedActivities projectId={PROJECT} />, { permissions: [...SETTLEMENT], data: data() });
    const card = await screen.findByTestId('audited-activities');
    await user.click(within((await within(card).findByText('Concepto jurídico 82')).closest('tr')!).getByRole('checkbox'));
    await user.click(within(card).getByRole('button', { name: 'Enviar a prefactura' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Deseas enviar 1 actividad a prefactura?' });
    expect(
      within(dialog).getByText('Pasará a espera de prefactura, en el bloque de su proyecto, acuerdo comercial y mes, y saldrá de esta lista.'),
    ).toBeVisible();
    await cancel(user, dialog);
    expect(posts(fetch)).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Enviar a prefactura' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enviar a prefactura' }));
    expect(await screen.findByText('1 actividad enviada a prefactura')).toBeVisible();
    expect(posts(fetch)).toEqual([{ path: '/api/settlement/send-to-preinvoice', body: { activityIds: [uuid(82)] } }]);
  });

  it('asks before sending all of them, naming how many', async () => {
    const { user } = await renderScreen(<AuditedActivities projectId={PROJECT} />, { permissions: [...SETTLEMENT], data: data() });
    await user.click(await screen.findByRole('button', { name: 'Enviar todas (2)' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Deseas enviar 2 actividades a prefactura?' });
    await cancel(user, dialog);
    expect(posts(fetch)).toEqual([]);
  });
});

describe('an invoice sent again to the electronic-invoicing provider', () => {
  it('asks first naming the invoice; answered, it sends it', async () => {
    const INVOICE = uuid(91);
    // The log (none yet, its declared view) and the resend go through the data provider.
    const fetch = fakeCustom({ [`POST /api/invoices/${INVOICE}/einvoice/resend`]: { einvoiceState: 'pending' } });
    const data = fakeDataProvider({ 'invoice-einvoice-log': [] }, { custom: fetch });
    const record = {
      id: INVOICE,
      number: 'FV-000045',
      state: 'approved',
      einvoiceState: 'rejected',
      einvoiceMessage: 'El cliente no tiene número de documento',
    };
    const { user } = await renderScreen(<EinvoiceSection documentPath={`/api/invoices/${INVOICE}`} record={record} canResend onChanged={() => undefined} />, {
      permissions: [...SETTLEMENT],
      data,
    });
    await user.click(await screen.findByTestId('einvoice-resend'));
    const dialog = await screen.findByRole('dialog', { name: '¿Deseas reenviar la factura FV-000045?' });
    expect(
      within(dialog).getByText(
        'Se enviará de nuevo al proveedor de facturación electrónica tal como fue emitida. Lo que el proveedor acepte ya no se puede retirar.',
      ),
    ).toBeVisible();
    await cancel(user, dialog);
    expect(posts(fetch)).toEqual([]);

    await user.click(screen.getByTestId('einvoice-resend'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByText('La factura se enviará de nuevo al proveedor de facturación electrónica')).toBeVisible();
    expect(posts(fetch)).toEqual([{ path: `/api/invoices/${INVOICE}/einvoice/resend`, body: {} }]);
  });
});
