// Project documents (document 0, sections 5 and 8): DOCX, XLSX, PPTX or PDF up to 250 MB. Pure:
// the admin checks a chosen file's name and size with it before the bytes travel; the API also
// reads the kind from the bytes (api/src/management/projects/documents/document-type.ts).

export const DOCUMENT_KINDS = {
  pdf: { contentType: 'application/pdf', folder: null },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', folder: 'word/' },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', folder: 'xl/' },
  pptx: { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', folder: 'ppt/' },
} as const;

export type DocumentKind = keyof typeof DOCUMENT_KINDS;

/** 250 MB (document 0, sections 5 and 8). */
export const PROJECT_DOCUMENT_MAX_BYTES = 250 * 1024 * 1024;

/** The kind the name claims, or null for any other extension. */
export function kindOfName(name: string): DocumentKind | null {
  const ext = /\.([A-Za-z]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext && Object.hasOwn(DOCUMENT_KINDS, ext) ? (ext as DocumentKind) : null;
}
