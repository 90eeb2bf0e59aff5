// The reports' calls and shapes (api: production/reports/reports.routes.ts).
import type { ReportDefinition } from '../../../../api/src/contract/reports.ts';
import { deleteJson, getJson, patchJson, postJson } from '../../session/api-client.ts';

export interface SavedReport {
  id: string; name: string; description: string | null; definition: ReportDefinition; shared: boolean;
  createdBy: string | null; createdByName?: string | null; createdAt: string; updatedAt: string;
}
export interface ReportResult {
  columns: { key: string; type: string }[];
  rows: Record<string, unknown>[];
  total: number;
  groups: { key: string | null; value: number }[];
  summary: number;
  range: { from: string; to: string };
  truncated: boolean;
}
export type ReportInput = Pick<SavedReport, 'name' | 'description' | 'shared' | 'definition'>;

/** The address of a page of the reports list (searched by name from two characters). */
export const reportsPath = (search: string, page: number) =>
  `/api/reports?page=${page}${search.trim().length >= 2 ? `&search=${encodeURIComponent(search.trim())}` : ''}`;
export const fetchReport = (id: string) => getJson<SavedReport>(`/api/reports/${id}`);
export const createReport = (input: ReportInput) => postJson<SavedReport>('/api/reports', input);
export const updateReport = (id: string, input: Partial<ReportInput>) => patchJson<SavedReport>(`/api/reports/${id}`, input);
export const deleteReport = (id: string) => deleteJson<{ id: string }>(`/api/reports/${id}`);
export const runReport = (id: string) => postJson<ReportResult>(`/api/reports/${id}/run`);
export const previewReport = (definition: ReportDefinition) => postJson<ReportResult>('/api/reports/preview', { definition });
export const reportExportUrl = (id: string) => `/api/reports/${id}/export.xlsx`;
