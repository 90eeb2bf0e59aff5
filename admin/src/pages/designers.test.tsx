// The two designers whose preview renders what is being designed: a dynamic form (its fields'
// rules applied live as one types in the preview) and a company's custom field (a choice needs its
// options). Their own rules speak before anything is sent.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CustomFieldDefinition } from '../../../api/src/contract/custom-fields.ts';
import { clients, customFields, dynamicForms } from '../test-support/resource-meta.ts';
import { fakeDataProvider, uuid } from '../testing/fakes.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { DefinitionEditor } from './custom-fields/DefinitionEditor.tsx';
import FormDesigner from './dynamic-forms/FormDesigner.tsx';

const designer = () =>
  renderScreen(<FormDesigner name="dynamic-forms" action="create" />, {
    path: '/management/functional-structure/dynamic-forms/general-info',
    resources: [dynamicForms],
    permissions: ['AdministrationfunctionalStructure'],
  });

describe('the dynamic-form designer', () => {
  it('refuses a form without fields before the server', async () => {
    const { user, fill, data } = await designer();
    await fill(await screen.findByLabelText('Nombre'), 'Formulario de prueba');
    await fill(screen.getByLabelText('Código'), 'E2E-1');
    await user.click(screen.getByRole('button', { name: /Guardar/ }));
    expect(await screen.findByText('El formulario dinámico necesita al menos un campo')).toBeVisible();
    expect(data.create).not.toHaveBeenCalled();
  });

  it("renders a text box live, and its preview applies the mask and the field's own required message", async () => {
    const { user, fill } = await designer();
    await user.click(await screen.findByRole('button', { name: /Agregar campo/ }));
    const field = screen.getByTestId('design-field-0');
    await fill(within(field).getByLabelText('Título'), 'Radicado');
    await fill(within(field).getByLabelText('Máscara'), '99999');
    await user.click(within(field).getByRole('switch', { name: 'Requerido' }));
    await fill(await within(field).findByLabelText('Mensaje de requerido'), 'Escribe el radicado');

    const preview = screen.getByTestId('dynamic-form-preview');
    const radicado = await within(preview).findByLabelText('Radicado');
    await fill(radicado, '12a');
    expect(await within(preview).findByText('El valor no tiene el formato 99999')).toBeVisible();
    await user.clear(radicado);
    expect(await within(preview).findByText('Escribe el radicado')).toBeVisible();
    await fill(radicado, '12345');
    await waitFor(() => expect(within(preview).queryByText('Escribe el radicado')).toBeNull());
  });

  it('moves a field up in the list and in the preview', async () => {
    const { user, fill, choose } = await designer();
    await user.click(await screen.findByRole('button', { name: /Agregar campo/ }));
    await fill(within(screen.getByTestId('design-field-0')).getByLabelText('Título'), 'Radicado');
    await choose(screen.getByRole('combobox', { name: 'Tipo del campo nuevo' }), 'Lista de selección');
    await user.click(screen.getByRole('button', { name: /Agregar campo/ }));
    const second = screen.getByTestId('design-field-1');
    await fill(within(second).getByLabelText('Título'), 'Juzgado');
    await fill(within(second).getByLabelText('Opciones'), 'Civil\nLaboral');

    await user.click(screen.getByRole('button', { name: 'Subir: Juzgado' }));
    expect(screen.getByTestId('design-field-0')).toHaveTextContent('1. Juzgado');
    expect(within(screen.getByTestId('dynamic-form-preview')).getByTestId('dynamic-field-0')).toHaveTextContent('Juzgado');
  });
});

describe('the custom-field designer', () => {
  const editor = (definition?: CustomFieldDefinition) =>
    renderScreen(<DefinitionEditor resource="custom-fields" entity="clients" definition={definition} onClose={vi.fn()} />, {
      path: '/management/custom-fields',
      resources: [customFields, clients],
      permissions: ['AdministrationCompany'],
      data: fakeDataProvider(),
    });

  it('asks a choice type for its options, previews the field as the forms will show it, and saves it', async () => {
    const { user, fill, choose, data } = await editor();
    const drawer = await screen.findByRole('dialog');
    await fill(within(drawer).getByLabelText('Nombre del campo'), 'Nivel de riesgo');
    await choose(within(drawer).getByLabelText('Tipo de dato'), 'Opción única (RadioGroup)');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await within(drawer).findByText('Una lista de selección necesita al menos una opción')).toBeVisible();

    for (const [i, option] of ['Bajo', 'Medio', 'Alto'].entries()) {
      await user.click(within(drawer).getByRole('button', { name: /Agregar opción/ }));
      await fill(within(drawer).getByLabelText(`Opción ${i + 1}`), option);
    }
    const preview = within(drawer).getByTestId('custom-field-preview');
    expect(within(preview).getByText('Nivel de riesgo')).toBeVisible();
    expect(await within(preview).findByRole('radio', { name: 'Medio' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Campo adicional «Nivel de riesgo» creado')).toBeVisible();
    expect(data.create).toHaveBeenCalledWith(
      expect.objectContaining({
        resource: 'custom-fields',
        variables: expect.objectContaining({ entity: 'clients', label: 'Nivel de riesgo', dataType: 'RadioGroup', options: 'Bajo\nMedio\nAlto' }),
      }),
    );
  });

  it("keeps an existing field's data type fixed", async () => {
    await editor({
      id: uuid(41),
      entity: 'clients',
      key: 'sector',
      label: 'Sector económico',
      dataType: 'Select',
      required: false,
      options: 'Industria\nComercio',
      position: 1,
      active: true,
      listColumn: false,
    });
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByLabelText('Tipo de dato')).toBeDisabled();
    expect(within(within(drawer).getByTestId('custom-field-preview')).getByText('Sector económico')).toBeVisible();
  });
});
