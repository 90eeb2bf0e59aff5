// Whether a file's bytes are of the type it claims (the specification's attachment types): the
// Content-Type header and the name are the client's word, the bytes are not. An Office file is a ZIP
// that lists its content types and its kind's main part; any other ZIP is not one.
import { zipEntryNames } from './zip-entries.ts';

const ascii = (buf: Buffer, from: number, to: number) => buf.toString('latin1', from, to);

function officeFile(bytes: Buffer, mainPart: string): boolean {
  if (ascii(bytes, 0, 4) !== 'PK\u0003\u0004') return false;
  const names = zipEntryNames(bytes, bytes.length);
  return !!names?.includes('[Content_Types].xml') && names.includes(mainPart);
}

const SIGNATURES: Readonly<Record<string, (buf: Buffer) => boolean>> = {
  'application/pdf': (b) => ascii(b, 0, 5) === '%PDF-',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (b) => officeFile(b, 'word/document.xml'),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': (b) => officeFile(b, 'xl/workbook.xml'),
  'video/mp4': (b) => ascii(b, 4, 8) === 'ftyp',
  'audio/wav': (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE',
};

export function bytesMatchType(bytes: Buffer, contentType: string): boolean {
  return SIGNATURES[contentType]?.(bytes) ?? false;
}
