// What a project document is, read from its bytes (document 0, section 5: DOCX, XLSX, PPTX or PDF).
// The name's extension is the claim; the content must agree: a PDF starts with `%PDF-`, an Office
// Open XML file is a ZIP whose central directory lists `[Content_Types].xml` and a part under the
// folder of its kind (word/, xl/, ppt/). Only the first bytes and the last ones (where the central
// directory lives) are needed, so an upload is checked while it streams, without holding it whole.
import { DOCUMENT_KINDS, type DocumentKind } from '../../../contract/project-documents.ts';

export { DOCUMENT_KINDS, PROJECT_DOCUMENT_MAX_BYTES, kindOfName, type DocumentKind } from '../../../contract/project-documents.ts';
import { zipEntryNames } from '../../../platform/storage/zip-entries.ts';

export { zipEntryNames };

/** How many trailing bytes are kept to read a ZIP's central directory (Office files list few parts). */
export const TAIL_BYTES = 1024 * 1024;

/** Whether the bytes (their first ones, their last ones and their count) are a document of the kind. */
export function contentMatches(kind: DocumentKind, head: Buffer, tail: Buffer, total: number): boolean {
  if (kind === 'pdf') return head.toString('latin1', 0, 5) === '%PDF-';
  if (head.toString('latin1', 0, 4) !== 'PK\u0003\u0004') return false;
  const names = zipEntryNames(tail, total);
  if (!names?.includes('[Content_Types].xml')) return false;
  const folder = DOCUMENT_KINDS[kind].folder;
  return names.some((n) => n.startsWith(folder));
}
