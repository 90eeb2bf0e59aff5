// The door of the admin: without a session the browser goes to the login (and back to the same
// path), a login that did not stick says so instead of looping, a session the platform ended is told
// after the next sign-in, four idle hours log out; what /api/me asks first (register, no company,
// pick an organisation); the offer to close the other sessions; and the help form, which needs no session.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_COOKIE } from '../../../api/src/contract/session.ts';
import NeedHelpPage from '../pages/auth/NeedHelpPage.tsx';
import { MySessionsModal } from '../shell/MySessionsModal.tsx';
import { answer, apiErrorBody, stubFetch, stubLocation, testSession } from '../testing/fakes.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { SessionGate } from './SessionGate.tsx';
import { useSession } from './session-context.ts';
import type { Me, Session, SessionView } from './types.ts';

const INSIDE = 'La página pedida';
// The gate stays whatever the path: its register and organisation pages move to their own.
const gate = (path = '/grid-clients') =>
  renderScreen(
    <SessionGate>
      <p>{INSIDE}</p>
    </SessionGate>,
    { path, route: '*' },
  );
const me = async (extra: Partial<Me> = {}) => ({ ...(await testSession()).me, ...extra });
const signedIn = async (extra: Partial<Me> = {}) => stubFetch({ 'GET /api/me': await me(extra), 'GET /api/meta/resources': { resources: [] } });
const view = (id: string, browserInfo: string, current = false): SessionView => ({
  id,
  browserInfo,
  current,
  createdAt: '2026-03-02T13:00:00Z',
  lastActivityAt: '2026-03-02T14:30:00Z',
  expiresAt: null,
});
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

afterEach(() => {
  vi.useRealTimers();
});

describe('the session gate', () => {
  it("tells the page above the active company with the session, and again when the session is read again (the theme's colours)", async () => {
    stubLocation('/grid-clients');
    const company = { ...(await me()).company!, mainColor: '#7b1fa2' };
    let answered = await me({ company });
    stubFetch({ 'GET /api/me': () => answered, 'GET /api/meta/resources': { resources: [] } });
    const onCompany = vi.fn();
    function ReadAgain() {
      const session = useSession();
      return <button onClick={() => void session.refresh()}>Leer de nuevo</button>;
    }
    const { user } = await renderScreen(
      <SessionGate onCompany={onCompany}>
        <ReadAgain />
      </SessionGate>,
      { path: '/grid-clients', route: '*' },
    );
    await screen.findByRole('button', { name: 'Leer de nuevo' });
    expect(onCompany).toHaveBeenLastCalledWith(company);
    answered = await me({ company: { ...company, mainColor: '#1f4e79' } });
    await user.click(screen.getByRole('button', { name: 'Leer de nuevo' }));
    await waitFor(() => expect(onCompany).toHaveBeenLastCalledWith(expect.objectContaining({ mainColor: '#1f4e79' })));
  });

  it('sends a browser without a session to the login, to come back to the same path', async () => {
    const location = stubLocation('/grid-clients?filters=x');
    stubFetch({ 'GET /api/me': answer(401, {}) });
    await gate();
    expect(await screen.findByText('Redirigiendo al inicio de sesión…')).toBeVisible();
    expect(location.assign).toHaveBeenCalledWith(`/api/auth/login?returnTo=${encodeURIComponent('/grid-clients?filters=x')}`);
    expect(screen.queryByText(INSIDE)).toBeNull();
    expect(screen.queryByText('No fue posible iniciar sesión. Intenta nuevamente')).toBeNull();
  });

  it('reports no activity for a session the API has not answered for (a page loaded just after a logout)', async () => {
    stubLocation('/grid-clients');
    const fetch = stubFetch({ 'GET /api/me': answer(401, {}) });
    await gate();
    window.dispatchEvent(new KeyboardEvent('keydown'));
    window.dispatchEvent(new MouseEvent('mousemove'));
    expect(await screen.findByText('Redirigiendo al inicio de sesión…')).toBeVisible();
    window.dispatchEvent(new KeyboardEvent('keydown'));
    const pings = fetch.mock.calls.filter(([url, init]) => String(url).endsWith('/api/sessions/current/activity') && init?.method === 'POST');
    expect(pings).toEqual([]);
  });

  it('says the sign-in failed when a login just completed and still no session came, instead of looping', async () => {
    const location = stubLocation('/grid-clients');
    document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
    stubFetch({ 'GET /api/me': answer(401, {}) });
    await gate();
    expect(await screen.findByText('No fue posible iniciar sesión. Intenta nuevamente')).toBeVisible();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('asks the password again after a session closed elsewhere, and tells why once signed in again', async () => {
    const location = stubLocation('/grid-clients');
    stubFetch({ 'GET /api/me': answer(401, apiErrorBody(401, 'SESSION_CLOSED_ELSEWHERE')) });
    const ended = await gate();
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(`/api/auth/login?returnTo=${encodeURIComponent('/grid-clients')}&prompt=login`));
    ended.unmount();

    await signedIn();
    await gate();
    expect(await screen.findByText(INSIDE)).toBeVisible();
    expect(await screen.findByText('Tu sesión anterior terminó')).toBeVisible();
    expect(screen.getByText('Se cerró desde otro navegador o dispositivo.')).toBeVisible();
  });

  it('logs out after four hours without activity, and says so at the next sign-in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const location = stubLocation('/info-cards');
    stubFetch({ 'GET /api/me': await me(), 'GET /api/meta/resources': { resources: [] }, 'POST /api/auth/logout': { redirectTo: '/idp/logout' } });
    const idle = await gate('/info-cards');
    expect(await screen.findByText(INSIDE)).toBeVisible();

    await vi.advanceTimersByTimeAsync(4 * 60 * 60 * 1000 - 60_000);
    expect(location.assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(61_000);
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/idp/logout'));
    idle.unmount();
    vi.useRealTimers();

    await signedIn();
    await gate('/info-cards');
    expect(await screen.findByText('Se cerró tras 4 horas sin actividad.')).toBeVisible();
  });

  it('tells a user without any company so, and logs them out once the notice is closed', async () => {
    const location = stubLocation('/grid-clients');
    const fetch = stubFetch({ 'GET /api/me': await me({ next: 'no-company' }), 'POST /api/auth/logout': { redirectTo: '/idp/logout' } });
    const { user } = await gate();
    const notice = await screen.findByRole('dialog', { name: 'No tienes empresas asignadas' });
    await user.click(within(notice).getByRole('button', { name: /^(Close|Cerrar)$/ }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/idp/logout'));
    expect(fetch).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
  });

  it('builds the pages from the metadata /api/me brought (with=resources), without a second read', async () => {
    const fetch = stubFetch({ 'GET /api/me': { ...(await me()), resources: [] } });
    await gate();
    expect(await screen.findByText(INSIDE)).toBeVisible();
    expect(fetch).toHaveBeenCalledWith('/api/me?with=resources', expect.anything());
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/meta/resources');
  });

  it("holds the first render until the opened page's code is in, with the session it was asked with", async () => {
    await signedIn();
    let done: () => void = () => {};
    const preparePage = vi.fn((_session: Session) => new Promise<void>((resolve) => (done = resolve)));
    renderScreen(
      <SessionGate preparePage={preparePage}>
        <p>{INSIDE}</p>
      </SessionGate>,
      { path: '/grid-clients', route: '*' },
    );
    await waitFor(() => expect(preparePage).toHaveBeenCalledTimes(1));
    expect(preparePage.mock.calls[0][0]).toMatchObject({ me: { user: { id: (await me()).user.id } } });
    expect(screen.queryByText(INSIDE)).toBeNull();
    done();
    expect(await screen.findByText(INSIDE)).toBeVisible();
  });

  it("renders without the page's code when it does not come (its page tells so), and after two seconds at most", async () => {
    await signedIn();
    renderScreen(
      <SessionGate preparePage={() => Promise.reject(new Error('Failed to fetch dynamically imported module'))}>
        <p>{INSIDE}</p>
      </SessionGate>,
      { path: '/grid-clients', route: '*' },
    );
    expect(await screen.findByText(INSIDE)).toBeVisible();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderScreen(
      <SessionGate preparePage={() => new Promise(() => {})}>
        <p>Otra página</p>
      </SessionGate>,
      { path: '/grid-clients', route: '*' },
    );
    await vi.advanceTimersByTimeAsync(2_100);
    expect(await screen.findByText('Otra página')).toBeVisible();
  });

  it('offers once to close the sessions open elsewhere, and closes them', async () => {
    const fetch = stubFetch({
      'GET /api/me': await me({ session: { id: 's1', via: 'cookie', otherOpenSessions: 1 } }),
      'GET /api/meta/resources': { resources: [] },
      'GET /api/sessions/others': [view('s0', CHROME)],
      'DELETE /api/sessions/others': { closed: 1 },
    });
    const { user } = await gate();
    const offer = await screen.findByRole('dialog', { name: 'Tienes otra sesión abierta' });
    const item = within(offer).getByTestId('session-item');
    expect(item).toHaveTextContent('Chrome');
    expect(item).toHaveTextContent('Última actividad:');
    await user.click(within(offer).getByRole('button', { name: 'Cerrar la otra sesión y continuar aquí' }));
    expect(await screen.findByText('Las otras sesiones se cerraron')).toBeVisible();
    expect(fetch).toHaveBeenCalledWith('/api/sessions/others', expect.objectContaining({ method: 'DELETE' }));
  });
});

describe('what /api/me asks first', () => {
  it('registers a new person in two steps, letters only in the name and digits only in the phone', async () => {
    stubFetch({
      'GET /api/me': await me({ next: 'register' }),
      'GET /api/register': { email: 'nuevo@demo.test', name: null, lastName: null, defaults: { country: 'COL', timeZone: 'America/Bogota', language: 'es' } },
      'GET /api/countries': [{ id: 'COL', code: 'COL', name: 'Colombia' }],
    });
    const { user, fill } = await gate();
    expect(await screen.findByLabelText('Correo electrónico')).toHaveValue('nuevo@demo.test');
    await fill(screen.getByLabelText('Nombre'), 'Nora 2');
    await fill(screen.getByLabelText('Apellido'), 'Nueva');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Solo se permiten letras')).toBeVisible();

    await fill(screen.getByLabelText('Nombre'), 'Nora');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByLabelText('Nombre de la empresa')).toBeVisible();
    await fill(screen.getByLabelText('Nombre de la empresa'), 'Estudio Nuevo S.A.S.');
    await fill(screen.getByLabelText('Teléfono'), '60-1');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Solo se permiten números')).toBeVisible();

    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File(['no soy una imagen'], 'logo.txt', { type: 'text/plain' }));
    expect(await screen.findByText('El logo debe ser una imagen JPG, GIF o PNG')).toBeVisible();
  });

  it('shows the registration form to a registration session that may not read /api/me', async () => {
    stubFetch({
      'GET /api/me': answer(403, apiErrorBody(403, 'REGISTRATION_REQUIRED')),
      'GET /api/register': {
        email: 'nueva@demo.test',
        name: 'Natalia',
        lastName: 'Cárdenas',
        defaults: { country: 'COL', timeZone: 'America/Bogota', language: 'es' },
      },
      'GET /api/countries': [],
    });
    await gate();
    expect(await screen.findByLabelText('Correo electrónico')).toHaveValue('nueva@demo.test');
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeVisible();
  });

  it('lets a user of several organisations pick one', async () => {
    const location = stubLocation('/grid-clients');
    const fetch = stubFetch({
      'GET /api/me': await me({ next: 'select-tenant' }),
      'GET /api/me/tenants': [
        { id: 't1', name: 'Consultores Andinos S.A.S.', companies: [] },
        { id: 't2', name: 'Bufete Demo', companies: [] },
      ],
      'POST /api/me/company': await me(),
    });
    const { user } = await gate();
    expect(await screen.findByText('Selecciona la organización')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Ingresar a Consultores Andinos S.A.S.' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith('/api/me/company', expect.objectContaining({ body: JSON.stringify({ tenantId: 't1' }) }));
  });
});

describe('the screens around the session', () => {
  it("lists one's sessions, this one marked, and says when there are no others", async () => {
    stubFetch({ 'GET /api/sessions/current': view('s1', CHROME), 'GET /api/sessions/others': [] });
    await renderScreen(<MySessionsModal open onClose={() => {}} />);
    const mine = await screen.findByRole('dialog', { name: 'Mis sesiones' });
    expect(await within(mine).findByTestId('session-item')).toHaveTextContent('Esta sesión');
    expect(within(mine).getByText('No tienes sesiones abiertas en otros lugares')).toBeVisible();
  });

  it('takes a request for help without a session', async () => {
    const fetch = stubFetch({ 'POST /api/auth/need-help': {} });
    const { user, fill } = await renderScreen(<NeedHelpPage />, { path: '/auth/need-help' });
    expect(await screen.findByText('¿Necesitas ayuda?')).toBeVisible();
    await fill(screen.getByLabelText('Correo electrónico'), 'alguien@ejemplo.co');
    await fill(screen.getByLabelText('¿En qué podemos ayudarte?'), 'No recuerdo mi contraseña');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/^Recibimos tu solicitud/)).toBeVisible();
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/need-help',
      expect.objectContaining({ body: JSON.stringify({ email: 'alguien@ejemplo.co', concern: 'No recuerdo mi contraseña' }) }),
    );
  });
});
