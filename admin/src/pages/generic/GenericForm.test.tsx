// The generated create and edit form, rendered from declarations: its client-side rules and their
// Spanish messages, the fields shown or disabled by who is asking, the early duplicate warning, the
// API's errors under the right row, the confirmable warnings, and where a save lands.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clients, companies, creditNotes, taxProfiles, users } from '../../test-support/resource-meta.ts';
import { apiError, CREATED_ID, fakeDataProvider, fieldError, uuid } from '../../testing/fakes.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import GenericForm from './GenericForm.tsx';

const NEW_CLIENT = { path: '/client-info/new', resources: [clients, taxProfiles], permissions: ['ClientFullAccess'] as const };
const TAX_PROFILES = [
  { id: uuid(1), name: 'Régimen común' },
  { id: uuid(2), name: 'Exento' },
];
const PLACES = {
  countries: [{ id: 'COL', code: 'COL', name: 'Colombia' }],
  cities: [{ id: 'DC:Bogotá D.C.', code: 'DC:Bogotá D.C.', name: 'Bogotá D.C.', department: 'Bogotá D.C.' }],
};
const save = () => screen.getByRole('button', { name: /Guardar/ });

describe('the client form (create)', () => {
  it('names the thing in its title and breadcrumb, and its rules speak before anything is sent', async () => {
    const data = fakeDataProvider({ ...PLACES, 'tax-profiles': TAX_PROFILES });
    const { user, fill } = await renderScreen(<GenericForm name="clients" action="create" />, { ...NEW_CLIENT, data });
    expect(await screen.findByRole('heading', { name: 'Nuevo cliente' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: /breadcrumb/i })).toHaveTextContent(/^Inicio\s*\/\s*Clientes\s*\/\s*Crear$/);

    await fill(screen.getByLabelText('Correo electrónico'), 'no-es-un-correo');
    await user.click(save());
    expect(await screen.findByText('Este formato de email no está permitido')).toBeVisible();
    expect(screen.getByText('El nombre es requerido')).toBeVisible();
    expect(data.create).not.toHaveBeenCalled();
  });

  it('shows the default country and city by name, never by code', async () => {
    await renderScreen(<GenericForm name="clients" action="create" />, { ...NEW_CLIENT, data: fakeDataProvider(PLACES) });
    expect(await screen.findByTitle('Colombia')).toBeVisible();
    expect(await screen.findByTitle('Bogotá D.C. (Bogotá D.C.)')).toBeVisible();
    expect(screen.queryByTitle('COL')).toBeNull();
  });

  it('tells a document number another client has on leaving the field, and forgets it for a free one', async () => {
    const custom = vi.fn(async ({ query }: { query?: Record<string, string> }) => ({
      data:
        query?.documentNumber === '900123456'
          ? { exists: true, clients: [{ id: 'c9', name: 'Inversiones Los Andes S.A.S.' }] }
          : { exists: false, clients: [] },
    }));
    const { user, fill } = await renderScreen(<GenericForm name="clients" action="create" />, { ...NEW_CLIENT, data: fakeDataProvider(PLACES, { custom }) });
    const number = await screen.findByLabelText('Número de documento');
    await fill(number, '900123456');
    await user.click(screen.getByLabelText('Teléfono'));
    expect(await screen.findByText('Ya existe un cliente con este número de documento: Inversiones Los Andes S.A.S.')).toBeVisible();
    expect(custom).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/clients/exists', query: { documentNumber: '900123456' } }));

    await fill(number, '811222333');
    await user.click(screen.getByLabelText('Teléfono'));
    await waitFor(() => expect(screen.queryByText(/Ya existe un cliente con este número de documento/)).toBeNull());
  });

  it('announces the saved client by name and opens its page', async () => {
    const data = fakeDataProvider({ ...PLACES, 'tax-profiles': TAX_PROFILES });
    const { user, fill, choose, location } = await renderScreen(<GenericForm name="clients" action="create" />, { ...NEW_CLIENT, data });
    await fill(await screen.findByLabelText('Nombre'), 'Constructora Andina');
    await fill(screen.getByLabelText('Número de documento'), '811222333');
    await choose(screen.getByLabelText('Perfil tributario'), 'Régimen común');
    await user.click(save());

    expect(await screen.findByText('Cliente «Constructora Andina» creado')).toBeVisible();
    expect(data.create).toHaveBeenCalledWith(
      expect.objectContaining({
        resource: 'clients',
        variables: expect.objectContaining({ name: 'Constructora Andina', documentNumber: '811222333', taxProfileId: uuid(1), country: 'COL' }),
      }),
    );
    await waitFor(() => expect(location().pathname).toBe(`/client-info/${CREATED_ID}`));
  });

  it("writes the contacts with the client and shows the API's row error under that row only", async () => {
    const create = vi.fn().mockRejectedValue(apiError(400, 'VALIDATION_FAILED', { fields: [fieldError('contacts[1].isMain', 'CLIENT_MAIN_CONTACT_UNIQUE')] }));
    const data = fakeDataProvider({ ...PLACES, 'tax-profiles': TAX_PROFILES }, { create });
    const { user, fill, choose } = await renderScreen(<GenericForm name="clients" action="create" />, { ...NEW_CLIENT, data });
    await fill(await screen.findByLabelText('Nombre'), 'Agroindustrias');
    await fill(screen.getByLabelText('Número de documento'), '811222334');
    await choose(screen.getByLabelText('Perfil tributario'), 'Régimen común');
    await user.click(screen.getByRole('button', { name: /Agregar contacto/ }));
    await user.click(screen.getByRole('button', { name: /Agregar contacto/ }));
    const first = screen.getByRole('group', { name: 'Contacto 1' });
    const second = screen.getByRole('group', { name: 'Contacto 2' });
    await fill(within(first).getByLabelText('Nombre'), 'Sofía');
    await user.click(within(first).getByLabelText('Contacto principal'));
    await fill(within(second).getByLabelText('Nombre'), 'Andrés');
    await user.click(within(second).getByLabelText('Contacto principal'));
    await user.click(save());

    expect(await within(second).findByText('Solo un contacto puede ser el principal del cliente')).toBeVisible();
    expect(within(first).queryByText('Solo un contacto puede ser el principal del cliente')).toBeNull();
    expect(create.mock.calls[0][0].variables.contacts).toEqual([
      expect.objectContaining({ name: 'Sofía', isMain: true }),
      expect.objectContaining({ name: 'Andrés', isMain: true }),
    ]);
  });

  it("shows the company's custom fields under 'Campos adicionales', each with its options", async () => {
    const definitions = [
      {
        id: 'd1',
        entity: 'clients',
        key: 'risk',
        label: 'Nivel de riesgo',
        dataType: 'RadioGroup',
        required: false,
        options: 'Bajo\nMedio\nAlto',
        position: 1,
        active: true,
        listColumn: true,
      },
    ];
    await renderScreen(<GenericForm name="clients" action="create" />, { ...NEW_CLIENT, data: fakeDataProvider({ ...PLACES, 'custom-fields': definitions }) });
    expect(await screen.findByRole('separator', { name: 'Campos adicionales' })).toBeVisible();
    expect(screen.getByText('Nivel de riesgo')).toBeVisible();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Bajo', 'Medio', 'Alto']);
  });
});

describe('the user form', () => {
  const LUCIA = uuid(7);
  const NEW_USER = { path: '/management/users/general-info', resources: [users], permissions: ['AdministrationUsers'] as const };

  it('groups the fields by section and disables the super administrator flag for an administrator who is not one', async () => {
    await renderScreen(<GenericForm name="users" action="create" />, NEW_USER);
    expect(await screen.findByRole('heading', { name: 'Nuevo usuario' })).toBeVisible();
    for (const section of ['Identidad', 'Perfil laboral', 'Acceso', 'Contacto']) {
      expect(screen.getByRole('separator', { name: section })).toBeVisible();
    }
    expect(screen.getByRole('switch', { name: 'Superadministrador' })).toBeDisabled();
    expect(screen.getByText('Solo un superadministrador puede cambiarlo')).toBeVisible();
  });

  it('lets a super administrator grant the flag', async () => {
    await renderScreen(<GenericForm name="users" action="create" />, { ...NEW_USER, superAdmin: true });
    expect(await screen.findByRole('switch', { name: 'Superadministrador' })).toBeEnabled();
    expect(screen.queryByText('Solo un superadministrador puede cambiarlo')).toBeNull();
  });

  it("shows only the work profile at job-profile, titled with the user's name", async () => {
    const lucia = {
      id: LUCIA,
      fullName: 'Lucía Montes',
      name: 'Lucía',
      lastName: 'Montes',
      email: 'lucia@ejemplo.co',
      workday: 'half',
      dailyWorkedHoursGoal: '8',
      active: true,
    };
    await renderScreen(<GenericForm name="users" action="edit" sections={['workProfile']} />, {
      ...NEW_USER,
      path: `/management/users/job-profile/${LUCIA}`,
      route: '/management/users/job-profile/:id',
      data: fakeDataProvider({ users: [lucia] }),
    });
    expect(await screen.findByRole('heading', { name: 'Perfil laboral: Lucía Montes' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Jornada' })).toBeInTheDocument(); // antd's search input is transparent
    expect(screen.queryByLabelText('Correo electrónico')).toBeNull();
    expect(screen.queryByRole('separator', { name: 'Identidad' })).toBeNull();
  });

  it("asks before deactivating with the API's question, and sends the save again confirmed", async () => {
    const lucia = { id: LUCIA, fullName: 'Lucía Montes', name: 'Lucía', lastName: 'Montes', email: 'lucia@ejemplo.co', workday: 'full', active: true };
    const update = vi
      .fn()
      .mockRejectedValueOnce(apiError(409, 'USER_DEACTIVATION_CONFIRM', { confirmable: true }))
      .mockResolvedValueOnce({ data: { ...lucia, active: false } });
    const { user, location } = await renderScreen(<GenericForm name="users" action="edit" />, {
      ...NEW_USER,
      path: `/management/users/general-info/${LUCIA}/edit`,
      route: '/management/users/general-info/:id/edit',
      data: fakeDataProvider({ users: [lucia] }, { update }),
    });
    await user.click(await screen.findByRole('switch', { name: 'Estado' }));
    await user.click(save());

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¿Deseas desactivar el usuario? Dejará de tener acceso a la plataforma')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar de todas formas' }));
    await waitFor(() => expect(location().pathname).toBe(`/management/users/general-info/${LUCIA}`));
    expect(update).toHaveBeenLastCalledWith(
      expect.objectContaining({
        id: LUCIA,
        variables: expect.objectContaining({ active: false }),
        meta: expect.objectContaining({ headers: { 'X-Confirm': 'USER_DEACTIVATION_CONFIRM' } }),
      }),
    );
  });
});

describe('the company form', () => {
  const COMPANY = { id: uuid(11), name: 'Bufete Demo S.A.S.', emails: [], mainColor: '#1F4E79', timeZone: 'America/Bogota' };
  const EDIT = {
    path: `/management/company/general/${uuid(11)}/edit`,
    route: '/management/company/general/:id/edit',
    resources: [companies],
    permissions: ['AdministrationCompany', 'AdministrationCompanyGeneralUpdate', 'AdministrationCompanyGeneralCreate'] as const,
  };

  it('requires a name for a new company', async () => {
    const { user } = await renderScreen(<GenericForm name="companies" action="create" />, {
      ...EDIT,
      path: '/management/company/add-company',
      route: undefined,
    });
    await user.click(await screen.findByRole('button', { name: /Guardar/ }));
    expect(await screen.findByText('El nombre es requerido')).toBeVisible();
  });

  it('refuses a main colour that is not hexadecimal, in Spanish, under the field', async () => {
    const data = fakeDataProvider({ companies: [COMPANY] });
    const { user, fill } = await renderScreen(<GenericForm name="companies" action="edit" />, { ...EDIT, data });
    const colour = await screen.findByLabelText('Color principal');
    await fill(colour, 'azul');
    await user.click(save());
    expect(await screen.findByText('El color debe ser hexadecimal, por ejemplo #1677FF')).toBeVisible();
    expect(data.update).not.toHaveBeenCalled();
  });

  it('opens at the section its address names (config-system: the system variables)', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderScreen(<GenericForm name="companies" action="edit" />, {
      ...EDIT,
      path: `${EDIT.path}#section-systemVariables`,
      data: fakeDataProvider({ companies: [COMPANY] }),
    });
    expect(await screen.findByRole('separator', { name: 'Variables del sistema' })).toBeVisible();
    expect(screen.getByLabelText('Zona horaria')).toBeVisible();
    await waitFor(() => expect(scrolled.mock.contexts).toContain(document.getElementById('section-systemVariables')));
  });
});

describe('a form whose fields share one sentence', () => {
  it('says "Debes diligenciar todos los campos obligatorios" once, above the form, and each field\'s own rule under it', async () => {
    const data = fakeDataProvider({});
    const { user, fill } = await renderScreen(<GenericForm name="credit-notes" action="create" />, {
      path: '/settlement-billing/credit-notes/new',
      resources: [creditNotes],
      permissions: [] as const,
      data,
    });
    await fill(await screen.findByLabelText('Código'), 'demasiado largo');
    await user.click(save());
    expect(await screen.findByTestId('form-message')).toHaveTextContent('Debes diligenciar todos los campos obligatorios');
    expect(screen.getAllByText('Debes diligenciar todos los campos obligatorios')).toHaveLength(1);
    // A field's own rule still speaks under it.
    expect(screen.getByLabelText('Código').closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
    expect(screen.getByLabelText('Causa').closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
    expect(data.create).not.toHaveBeenCalled();
  });
});
