// The reports' shapes and addresses (api: production/reports/reports.routes.ts); the pages read and
// send them through the data provider (useApiRead, useApiCommand).
import type { ReportDefinition } from '../../../../api/src/contract/reports.ts';

export interface SavedReport {
  id: string;
  name: string;
  description: string | null;
  definition: ReportDefinition;
  shared: boolean;
  createdBy: string | null;
  createdByName?: string | null;
  createdAt: string;
  updatedAt: string;
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

/** The address (under the API) of a page of the reports list (searched by name from two characters). */
export const reportsPath = (search: string, page: number) =>
  `/reports?page=${page}${search.trim().length >= 2 ? `&search=${encodeURIComponent(search.trim())}` : ''}`;
export const reportExportUrl = (id: string) => `/api/reports/${id}/export.xlsx`;
