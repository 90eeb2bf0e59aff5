// What a client sees: the pre-invoice opened from a link without signing in (the link's token
// travels in a header, a bad link says so and nothing more), and the customer portal, which is for
// a client's contacts: its rows open the records, a pre-invoice in revision takes the contact's
// comment, an invoice shows its balance. Then a project's documents, refused in the browser by their name.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CustomerPortalPage from './customer-portal/CustomerPortalPage.tsx';
import { PortalInvoicePage, PortalPreinvoicePage } from './customer-portal/PortalRecordPages.tsx';
import ExternalPreinvoicePage from './external/ExternalPreinvoicePage.tsx';
import { ProjectDocuments } from './projects/ProjectDocuments.tsx';
import { answer, apiErrorBody, commandsOf, fakeCustom, fakeDataProvider, stubFetch, stubLocation, uuid } from '../testing/fakes.ts';
import { renderScreen } from '../testing/render-screen.tsx';

const COMPANY = uuid(51);
const PREINVOICE = uuid(52);
const LINK = `/external/settlement-billing/preinvoice-client/detail/${COMPANY}/${PREINVOICE}`;
const API = `/api/external/preinvoices/${COMPANY}/${PREINVOICE}`;
const VIEW = {
  code: 'PF-000123',
  state: 'revision',
  period: '2026-02',
  clientName: 'Inversiones Los Andes S.A.S.',
  clientDocument: '900123456',
  currency: 'COP',
  companyName: 'Bufete Demo S.A.S.',
  mainColor: null,
  roundingEs: 'Redondeo: al peso más cercano',
  roundingEn: 'Rounding: to the nearest peso',
  subtotal: '950000',
  taxes: '180500',
  withholdings: '104500',
  total: '1026000',
  projects: ['Fusión Los Andes'],
  lines: [],
  lineCount: 0,
  comments: [],
  linkExpiresAt: '2026-03-01T00:00:00Z',
};
const external = () => renderScreen(<ExternalPreinvoicePage />, { path: LINK, route: '*' });

describe("the client's pre-invoice link", () => {
  it('shows the pre-invoice with its totals and takes a comment, the token in a header and never in the address', async () => {
    stubLocation(`${LINK}#t=secret-token`);
    const fetch = stubFetch({
      [`GET ${API}`]: ({ headers }: { headers: Headers }) =>
        headers.get('x-link-token') === 'secret-token' ? VIEW : answer(404, apiErrorBody(404, 'EXTERNAL_LINK_INVALID')),
      [`POST ${API}/comments`]: {},
    });
    const { user, fill } = await external();
    const view = await screen.findByTestId('external-preinvoice');
    expect(await within(view).findByText('Prefactura PF-000123')).toBeVisible();
    expect(within(view).getByTestId('external-totals')).toHaveTextContent('Total');
    expect(within(view).getByText(/^Redondeo:/)).toBeVisible();
    expect(fetch.mock.calls.every(([url]) => !String(url).includes('secret-token'))).toBe(true);

    await fill(within(view).getByLabelText('Tu nombre'), 'Ana Cliente');
    await fill(within(view).getByLabelText('Comentario'), 'Por favor detallen las horas de la segunda línea');
    await user.click(within(view).getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Comentario enviado')).toBeVisible();
    expect(fetch).toHaveBeenCalledWith(
      `${API}/comments`,
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ authorName: 'Ana Cliente', body: 'Por favor detallen las horas de la segunda línea' }),
      }),
    );
  });

  it('says an altered link is invalid or expired, and shows nothing of the pre-invoice', async () => {
    stubLocation(`${LINK}#t=altered`);
    stubFetch({ [`GET ${API}`]: answer(404, apiErrorBody(404, 'EXTERNAL_LINK_INVALID')) });
    await external();
    const invalid = await screen.findByTestId('external-invalid');
    expect(invalid).toHaveTextContent('Enlace no válido o expirado');
    expect(invalid).toHaveTextContent('El enlace no es válido o expiró');
    expect(screen.queryByText(/PF-000123/)).toBeNull();
  });
});

const PORTAL = '/management/customer-portal/dashboard-customer-portal';
const PORTAL_VIEW = {
  contact: { clientId: uuid(60), clientName: 'Inversiones Los Andes S.A.S.' },
  counts: { projects: 1, preinvoices: 1, invoices: 1 },
  projects: [{ id: uuid(61), name: 'Fusión Los Andes', state: 'active', clientMatterCode: 'LA-2026-07' }],
  preinvoices: [
    {
      id: PREINVOICE,
      code: 'PF-000123',
      state: 'revision',
      period: '2026-02',
      projectId: uuid(61),
      projectName: 'Fusión Los Andes',
      currency: 'COP',
      total: '11305633.34',
    },
  ],
  invoices: [
    {
      id: uuid(62),
      number: 'FV-000045',
      state: 'approved',
      issueDate: '2026-02-28',
      projectId: uuid(61),
      projectName: 'Fusión Los Andes',
      currency: 'COP',
      total: '1026000',
      balance: '526000',
    },
  ],
  balances: [{ currency: 'COP', balance: '526000' }],
};

describe('the customer portal', () => {
  // The portal's reads and its comment go through the data provider's custom calls.
  const portalApi = (answers: Parameters<typeof fakeCustom>[0]) => fakeDataProvider({}, { custom: fakeCustom(answers) });
  it("shows the contact's projects, pre-invoices and invoices with dates and months in words, and a row opens its record", async () => {
    const data = portalApi({ 'GET /api/customer-portal': PORTAL_VIEW });
    const { user, location } = await renderScreen(<CustomerPortalPage />, { path: PORTAL, routes: { '/management/customer-portal/*': <p>record</p> }, data });
    const portal = await screen.findByTestId('customer-portal');
    expect(within(screen.getByTestId('portal-preinvoices')).getByText('febrero de 2026')).toBeVisible();
    expect(within(screen.getByTestId('portal-invoices')).getByText('28 de feb de 2026')).toBeVisible();
    expect(within(portal).getByTestId('portal-balances')).toHaveTextContent('526.000');
    expect(within(screen.getByTestId('portal-projects')).getByText('LA-2026-07')).toBeVisible();
    await user.click(within(screen.getByTestId('portal-invoices')).getByText('Fusión Los Andes'));
    await waitFor(() => expect(location().pathname).toBe(`/management/customer-portal/invoices/${uuid(62)}`));
  });

  it('lets the contact comment on a pre-invoice in revision, and reads it again', async () => {
    const view = { ...VIEW, id: PREINVOICE, canComment: true };
    const data = portalApi({
      [`GET /api/customer-portal/preinvoices/${PREINVOICE}`]: view,
      [`POST /api/customer-portal/preinvoices/${PREINVOICE}/comments`]: { id: uuid(63) },
    });
    const { user, fill } = await renderScreen(<PortalPreinvoicePage />, {
      path: `/management/customer-portal/preinvoices/${PREINVOICE}`,
      route: '/management/customer-portal/preinvoices/:id',
      data,
    });
    const page = await screen.findByTestId('portal-preinvoice');
    expect(within(page).getByTestId('portal-totals')).toHaveTextContent('1.026.000');
    expect(within(page).getByRole('button', { name: /Descargar PDF/ })).toBeVisible();
    expect(within(page).queryByLabelText('Tu nombre')).toBeNull(); // the contact signs with their own name
    await fill(within(page).getByLabelText('Comentario'), 'Por favor detallen las horas de la segunda línea');
    await user.click(within(page).getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Comentario enviado')).toBeVisible();
    expect(commandsOf(data.custom)).toEqual([
      expect.objectContaining({
        path: `/api/customer-portal/preinvoices/${PREINVOICE}/comments`,
        body: { body: 'Por favor detallen las horas de la segunda línea' },
      }),
    ]);
    await waitFor(() =>
      expect(data.custom.mock.calls.filter(([p]) => p.method === 'get' && p.url === `/api/customer-portal/preinvoices/${PREINVOICE}`)).toHaveLength(2),
    );
  });

  it('says comments are closed once the pre-invoice is no longer in revision', async () => {
    const data = portalApi({ [`GET /api/customer-portal/preinvoices/${PREINVOICE}`]: { ...VIEW, id: PREINVOICE, state: 'approved', canComment: false } });
    await renderScreen(<PortalPreinvoicePage />, {
      path: `/management/customer-portal/preinvoices/${PREINVOICE}`,
      route: '/management/customer-portal/preinvoices/:id',
      data,
    });
    expect(await screen.findByText('Los comentarios se reciben mientras la prefactura está en revisión.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Comentar' })).toBeNull();
  });

  it("shows an invoice's total, credits, payments and balance", async () => {
    const invoice = uuid(62);
    const data = portalApi({
      [`GET /api/customer-portal/invoices/${invoice}`]: {
        ...VIEW,
        id: invoice,
        number: 'FV-000045',
        state: 'approved',
        issueDate: '2026-02-28',
        preinvoiceCode: 'PF-000123',
        credited: '200000',
        paid: '300000',
        balance: '526000',
        creditNotes: [{ id: uuid(65), code: 'NC-000007', createdAt: '2026-03-02T15:00:00Z', invoiceValue: '200000' }],
        payments: [{ id: uuid(66), code: 'RC-000011', createdAt: '2026-03-10T15:00:00Z', amount: '300000' }],
      },
    });
    await renderScreen(<PortalInvoicePage />, {
      path: `/management/customer-portal/invoices/${invoice}`,
      route: '/management/customer-portal/invoices/:id',
      data,
    });
    const balance = await screen.findByTestId('portal-invoice-balance');
    expect(balance).toHaveTextContent('Notas crédito');
    expect(balance).toHaveTextContent('526.000');
    const moves = screen.getAllByTestId('portal-invoice-settlement').map((m) => m.textContent);
    expect(moves[0]).toMatch(/^Nota crédito NC-000007 del 2 de mar de 2026: .*200\.000/);
    expect(moves[1]).toMatch(/^Pago con el recibo RC-000011 del 10 de mar de 2026: .*300\.000/);
    expect(screen.getByText('Factura FV-000045')).toBeVisible();
  });

  it('says a record of another client is not found, and leads back to the portal', async () => {
    const data = portalApi({ [`GET /api/customer-portal/invoices/${uuid(64)}`]: answer(404, apiErrorBody(404, 'NOT_FOUND')) });
    const { user, location } = await renderScreen(<PortalInvoicePage />, {
      path: `/management/customer-portal/invoices/${uuid(64)}`,
      route: '/management/customer-portal/invoices/:id',
      routes: { [PORTAL]: <p>portal</p> },
      data,
    });
    await user.click(await screen.findByRole('button', { name: 'Volver al portal' }));
    await waitFor(() => expect(location().pathname).toBe(PORTAL));
  });
});

describe("a project's documents", () => {
  it('refuses a file of another type before sending it, and says the project has none yet', async () => {
    const project = uuid(53);
    // The list is the declared project-documents through the data provider; an upload would go by fetch (its bytes as the body).
    const fetch = stubFetch({});
    const data = fakeDataProvider({ 'project-documents': [] });
    const { user } = await renderScreen(<ProjectDocuments projectId={project} />, { path: `/management/projects/${project}`, data });
    expect(await screen.findByText('El proyecto aún no tiene documentos')).toBeVisible();
    await user.upload(screen.getByTestId('project-document-input'), new File(['notas'], 'notas.txt', { type: 'text/plain' }));
    expect(await screen.findByText('El documento debe ser DOCX, XLSX, PPTX o PDF y su contenido debe corresponder a su extensión')).toBeVisible();
    await waitFor(() => expect(fetch).not.toHaveBeenCalledWith(`/api/projects/${project}/documents`, expect.objectContaining({ method: 'POST' })));
  });
});
