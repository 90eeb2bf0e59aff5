// A project's documents come from the declared project-documents, filtered by the project, 20 a page
// newest first with the total told; each name downloads the file. An upload or a deletion reads the
// page again; a refused read is told with the API's words.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, commandsOf, fakeCustom, fakeDataProvider, listCall, stubFetch, uuid } from '../../testing/fakes.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { ProjectDocuments } from './ProjectDocuments.tsx';

const PROJECT = uuid(71);
const POWER = {
  id: uuid(72),
  projectId: PROJECT,
  name: 'Poder especial.pdf',
  size: 8192,
  contentType: 'application/pdf',
  createdAt: '2026-11-03T15:00:00Z',
  createdBy: uuid(73),
};
const PLAN = { ...POWER, id: uuid(74), name: 'Cronograma.xlsx', size: 3 * 1024 * 1024, createdAt: '2026-11-04T15:00:00Z' };
const path = `/management/projects/${PROJECT}`;

describe("a project's documents", () => {
  it('reads the project-documents of the project, a page of 20, tells their total and links each to its bytes', async () => {
    const data = fakeDataProvider({ 'project-documents': [PLAN, POWER] });
    await renderScreen(<ProjectDocuments projectId={PROJECT} />, { path, data });
    const link = await screen.findByRole('link', { name: 'Descargar Poder especial.pdf' });
    expect(link).toHaveAttribute('href', `/api/projects/${PROJECT}/documents/${POWER.id}`);
    expect(within(link.closest('tr')!).getByText('8 KB')).toBeVisible();
    expect(within(screen.getByRole('link', { name: 'Descargar Cronograma.xlsx' }).closest('tr')!).getByText('3.0 MB')).toBeVisible();
    expect(screen.getByText('Total de registros: 2')).toBeVisible();
    expect(data.getList).toHaveBeenCalledWith(listCall('project-documents', 'projectId', PROJECT));
  });

  it('reads the list again after an upload and after a deletion', async () => {
    const fetch = stubFetch({ [`POST /api/projects/${PROJECT}/documents`]: POWER });
    const custom = fakeCustom({ [`DELETE /api/projects/${PROJECT}/documents/${PLAN.id}`]: '' });
    const data = fakeDataProvider({ 'project-documents': [PLAN] }, { custom });
    const { user } = await renderScreen(<ProjectDocuments projectId={PROJECT} />, { path, data });
    await screen.findByRole('link', { name: 'Descargar Cronograma.xlsx' });
    const reads = () => data.getList.mock.calls.length;
    const before = reads();

    await user.upload(screen.getByTestId('project-document-input'), new File(['%PDF-1.4'], 'Poder especial.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Se subió «Poder especial.pdf»')).toBeVisible();
    expect(fetch).toHaveBeenCalledWith(`/api/projects/${PROJECT}/documents`, expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));

    const afterUpload = reads();
    await user.click(screen.getByRole('button', { name: 'Eliminar Cronograma.xlsx' }));
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(commandsOf(custom)).toEqual([expect.objectContaining({ method: 'delete', path: `/api/projects/${PROJECT}/documents/${PLAN.id}` })]),
    );
    await waitFor(() => expect(reads()).toBeGreaterThan(afterUpload));
  });

  it("says why an upload was refused, with the API's words, and lets the next one go", async () => {
    const refused = { statusCode: 413, code: 'PROJECT_DOCUMENT_TOO_LARGE', message: 'El archivo supera el tamaño permitido' };
    const fetch = stubFetch({ [`POST /api/projects/${PROJECT}/documents`]: () => Response.json(refused, { status: 413 }) });
    const data = fakeDataProvider({ 'project-documents': [PLAN] });
    const { user } = await renderScreen(<ProjectDocuments projectId={PROJECT} />, { path, data });
    await screen.findByRole('link', { name: 'Descargar Cronograma.xlsx' });
    const reads = data.getList.mock.calls.length;

    const input = screen.getByTestId('project-document-input');
    await user.upload(input, new File(['%PDF-1.4'], 'Poder especial.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(refused.message)).toBeVisible();
    expect(fetch).toHaveBeenCalledWith(`/api/projects/${PROJECT}/documents`, expect.objectContaining({ method: 'POST' }));
    expect(data.getList.mock.calls.length).toBe(reads);
    // Not left busy: the same file can be sent again.
    await user.upload(input, new File(['%PDF-1.4'], 'Poder especial.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/documents'))).toHaveLength(2));
  });

  it("says why the documents could not be read, with the API's words", async () => {
    const refusal = apiError(403, 'FORBIDDEN');
    const data = fakeDataProvider({}, { getList: vi.fn().mockRejectedValue(refusal) });
    await renderScreen(<ProjectDocuments projectId={PROJECT} />, { path, data });
    expect(await screen.findByText(refusal.message)).toBeVisible();
  });
});
