// What a project document is, read from its bytes (document 0, section 5: DOCX, XLSX, PPTX or PDF).
// The name's extension is the claim; the content must agree: a PDF starts with `%PDF-`, an Office
// Open XML file is a ZIP whose central directory lists `[Content_Types].xml` and a part under the
// folder of its kind (word/, xl/, ppt/). Only the first bytes and the last ones (where the central
// directory lives) are needed, so an upload is checked while it streams, without holding it whole.
import { DOCUMENT_KINDS, type DocumentKind } from '../../../contract/project-documents.ts';

export { DOCUMENT_KINDS, PROJECT_DOCUMENT_MAX_BYTES, kindOfName, type DocumentKind } from '../../../contract/project-documents.ts';

/** How many trailing bytes are kept to read a ZIP's central directory (Office files list few parts). */
export const TAIL_BYTES = 1024 * 1024;

const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;

/**
 * The entry names of a ZIP's central directory, read from the file's last bytes (`tail`, the last
 * `tail.length` of `total` bytes); null when it is no ZIP, or its directory is not within the tail
 * (or is ZIP64, which an Office file under 250 MB does not need).
 */
export function zipEntryNames(tail: Buffer, total: number): string[] | null {
  if (tail.length < 22) return null;
  // The end-of-central-directory record: 22 bytes plus a comment of up to 65535.
  let eocd = -1;
  for (let i = tail.length - 22; i >= Math.max(0, tail.length - 22 - 0xffff); i--) {
    if (tail.readUInt32LE(i) === EOCD) { eocd = i; break; }
  }
  if (eocd < 0) return null;
  const entries = tail.readUInt16LE(eocd + 10);
  const size = tail.readUInt32LE(eocd + 12);
  const offset = tail.readUInt32LE(eocd + 16);
  const tailStart = total - tail.length;
  const start = offset - tailStart;
  if (offset === 0xffffffff || start < 0 || start + size > eocd) return null;
  const names: string[] = [];
  let at = start;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > eocd || tail.readUInt32LE(at) !== CENTRAL_ENTRY) return null;
    const nameLength = tail.readUInt16LE(at + 28);
    const extraLength = tail.readUInt16LE(at + 30);
    const commentLength = tail.readUInt16LE(at + 32);
    if (at + 46 + nameLength > eocd) return null;
    names.push(tail.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Whether the bytes (their first ones, their last ones and their count) are a document of the kind. */
export function contentMatches(kind: DocumentKind, head: Buffer, tail: Buffer, total: number): boolean {
  if (kind === 'pdf') return head.toString('latin1', 0, 5) === '%PDF-';
  if (head.toString('latin1', 0, 4) !== 'PK\u0003\u0004') return false;
  const names = zipEntryNames(tail, total);
  if (!names?.includes('[Content_Types].xml')) return false;
  const folder = DOCUMENT_KINDS[kind].folder;
  return names.some((n) => n.startsWith(folder));
}
