// The commercial-agreement editor: its terms follow the chosen type (its own fields and grid, none
// before a type is chosen), and the shared validator speaks before anything is sent.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activityTypes, currencies, projects, rateBooks, tariffCategories, tradeAgreements, users } from '../../test-support/resource-meta.ts';
import { CREATED_ID, fakeDataProvider, uuid } from '../../testing/fakes.ts';
import { renderScreen, type Screen } from '../../testing/render-screen.tsx';
import { AgreementEditor } from './AgreementEditor.tsx';

const PROJECT = uuid(21);
const COP = uuid(22);
// The general part comes filled from the address (as a project's page links it), so each test is about the terms.
const PATH = `/management/projects/commercial-agreement?projectId=${PROJECT}&currencyId=${COP}&startDate=2026-01-01&endDate=2026-12-31`;

async function openEditor() {
  const data = fakeDataProvider({
    projects: [{ id: PROJECT, name: 'Proyecto acuerdos' }],
    currencies: [{ id: COP, name: 'Peso colombiano' }],
    'tariff-categories': [{ id: uuid(23), name: 'Socio' }],
  });
  const screenOf = await renderScreen(<AgreementEditor name="trade-agreements" action="create" />, {
    path: PATH,
    route: '/management/projects/commercial-agreement',
    resources: [tradeAgreements, projects, currencies, rateBooks, tariffCategories, activityTypes, users],
    permissions: ['AdministrationProjects'],
    data,
  });
  expect(await screen.findByRole('heading', { name: 'Nuevo acuerdo comercial' })).toBeVisible();
  return screenOf;
}

/** Picks an option of the select labelled `label`. */
const pick = ({ choose }: Screen, label: string, option: string) => choose(screen.getByLabelText(label), option);

describe('the agreement editor', () => {
  it('asks for the type first, then shows an hourly agreement its rate grid and refuses it empty', async () => {
    const editor = await openEditor();
    expect(screen.getByText('Selecciona el tipo de acuerdo para ver sus condiciones')).toBeVisible();
    expect(screen.queryByRole('separator', { name: 'Tarifas' })).toBeNull();

    await pick(editor, 'Tipo', 'Por hora');
    expect(await screen.findByRole('separator', { name: 'Tarifas' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Agregar tarifa/ })).toBeVisible();
    expect(screen.queryByLabelText('Periodicidad')).toBeNull();
    expect(screen.queryByText('Selecciona el tipo de acuerdo para ver sus condiciones')).toBeNull();

    await editor.user.click(screen.getByRole('button', { name: /Guardar/ }));
    expect(await screen.findByText('La grilla necesita al menos una fila')).toBeVisible();
    expect(editor.data.create).not.toHaveBeenCalled();
  });

  it('saves an hourly agreement with a rate for a tariff category', async () => {
    const editor = await openEditor();
    await pick(editor, 'Tipo', 'Por hora');
    await editor.user.click(await screen.findByRole('button', { name: /Agregar tarifa/ }));
    const rate = screen.getByRole('group', { name: 'Tarifa 1' });
    await editor.choose(within(rate).getByLabelText('Categoría tarifaria'), 'Socio');
    await editor.fill(within(rate).getByLabelText('Tarifa'), '600000');
    await editor.user.click(screen.getByRole('button', { name: /Guardar/ }));

    await waitFor(() => expect(editor.location().pathname).toBe(`/management/projects/trade-agreement/${CREATED_ID}`));
    const sent = (editor.data.create.mock.calls[0][0] as { variables: Record<string, unknown> }).variables;
    expect(sent).toMatchObject({
      type: 1,
      projectId: PROJECT,
      currencyId: COP,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      rates: [{ tariffCategoryId: uuid(23), rate: '600000' }],
    });
    // What other types use is left out of an hourly agreement.
    expect(sent).not.toHaveProperty('validity');
    expect(sent).not.toHaveProperty('milestones');
  });

  it("gives a retainer its own terms, no rate grid, and asks for the extra hours' rate and accumulation when hours are included", async () => {
    const editor = await openEditor();
    await pick(editor, 'Tipo', 'Retainer');
    expect(await screen.findByLabelText('Periodicidad')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Agregar tarifa/ })).toBeNull();
    await editor.fill(screen.getByLabelText('Valor'), '8000000');
    await pick(editor, 'Periodicidad', 'Trimestral');
    await pick(editor, 'Distribución', 'Mensual');
    await editor.fill(screen.getByLabelText('Horas incluidas'), '20');
    await editor.user.click(screen.getByRole('button', { name: /Guardar/ }));

    expect((await screen.findAllByText('Este campo es requerido')).length).toBeGreaterThan(0);
    expect(editor.data.create).not.toHaveBeenCalled();
    await editor.fill(screen.getByLabelText('Tarifa por hora'), '300000');
    await pick(editor, 'Acumulación', 'Por mes');
    await editor.user.click(screen.getByRole('button', { name: /Guardar/ }));
    await waitFor(() => expect(editor.data.create).toHaveBeenCalled());
    expect((editor.data.create.mock.calls[0][0] as { variables: Record<string, unknown> }).variables).toMatchObject({
      type: 3,
      amount: '8000000',
      validity: 'quarterly',
      distribution: 'monthly',
      hours: '20',
      rate: '300000',
      accumulation: 'byMonth',
    });
  });

  it('gives an agreement by hour intervals its interval rows', async () => {
    const editor = await openEditor();
    await pick(editor, 'Tipo', 'Por hora por intervalos');
    await editor.user.click(await screen.findByRole('button', { name: /Agregar intervalo/ }));
    expect(within(screen.getByRole('group', { name: 'Intervalo 1' })).getByLabelText('Desde (horas)')).toBeVisible();
  });
});
