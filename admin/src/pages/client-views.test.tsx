// What a client sees: the pre-invoice opened from a link without signing in (the link's token
// travels in a header, a bad link says so and nothing more), and the customer portal, which is for
// a client's contacts. Then a project's documents, refused in the browser by their name.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CustomerPortalPage from './customer-portal/CustomerPortalPage.tsx';
import ExternalPreinvoicePage from './external/ExternalPreinvoicePage.tsx';
import { ProjectDocuments } from './projects/ProjectDocuments.tsx';
import { answer, apiErrorBody, stubFetch, stubLocation, uuid } from '../testing/fakes.ts';
import { renderScreen } from '../testing/render-screen.tsx';

const COMPANY = uuid(51);
const PREINVOICE = uuid(52);
const LINK = `/external/settlement-billing/preinvoice-client/detail/${COMPANY}/${PREINVOICE}`;
const API = `/api/external/preinvoices/${COMPANY}/${PREINVOICE}`;
const VIEW = {
  code: 'PF-000123', state: 'revision', period: '2026-02', clientName: 'Inversiones Los Andes S.A.S.', clientDocument: '900123456', currency: 'COP',
  companyName: 'Bufete Demo S.A.S.', mainColor: null, roundingEs: 'Redondeo: al peso más cercano', roundingEn: 'Rounding: to the nearest peso',
  subtotal: '950000', taxes: '180500', withholdings: '104500', total: '1026000', projects: ['Fusión Los Andes'], lines: [], lineCount: 0,
  comments: [], linkExpiresAt: '2026-03-01T00:00:00Z',
};
const external = () => renderScreen(<ExternalPreinvoicePage />, { path: LINK, route: '*' });

describe("the client's pre-invoice link", () => {
  it('shows the pre-invoice with its totals and takes a comment, the token in a header and never in the address', async () => {
    stubLocation(`${LINK}#t=secret-token`);
    const fetch = stubFetch({
      [`GET ${API}`]: ({ headers }: { headers: Headers }) => (headers.get('x-link-token') === 'secret-token' ? VIEW : answer(404, apiErrorBody(404, 'EXTERNAL_LINK_INVALID'))),
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
    expect(fetch).toHaveBeenCalledWith(`${API}/comments`, expect.objectContaining({
      method: 'POST', body: JSON.stringify({ authorName: 'Ana Cliente', body: 'Por favor detallen las horas de la segunda línea' }),
    }));
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

describe('the customer portal', () => {
  it('tells a member who is not a client contact that the portal is for contacts', async () => {
    stubFetch({ 'GET /api/customer-portal': { contact: null } });
    await renderScreen(<CustomerPortalPage />, { path: '/management/customer-portal/dashboard-customer-portal' });
    expect(await screen.findByTestId('portal-not-contact')).toHaveTextContent('El portal de clientes es para los contactos de un cliente');
    expect(screen.queryByTestId('customer-portal')).toBeNull();
  });
});

describe("a project's documents", () => {
  it('refuses a file of another type before sending it, and says the project has none yet', async () => {
    const project = uuid(53);
    const fetch = stubFetch({ [`GET /api/projects/${project}/documents`]: { data: [], hasMore: false } });
    const { user } = await renderScreen(<ProjectDocuments projectId={project} />, { path: `/management/projects/${project}` });
    expect(await screen.findByText('El proyecto aún no tiene documentos')).toBeVisible();
    await user.upload(screen.getByTestId('project-document-input'), new File(['notas'], 'notas.txt', { type: 'text/plain' }));
    expect(await screen.findByText('El documento debe ser DOCX, XLSX, PPTX o PDF y su contenido debe corresponder a su extensión')).toBeVisible();
    await waitFor(() => expect(fetch).not.toHaveBeenCalledWith(`/api/projects/${project}/documents`, expect.objectContaining({ method: 'POST' })));
  });
});
