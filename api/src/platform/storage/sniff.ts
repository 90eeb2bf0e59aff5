// Whether a file's first bytes are of the type it claims (the specification's attachment types):
// the Content-Type header and the name are the client's word, the bytes are not.
const ascii = (buf: Buffer, from: number, to: number) => buf.toString('latin1', from, to);

const SIGNATURES: Readonly<Record<string, (buf: Buffer) => boolean>> = {
  'application/pdf': (b) => ascii(b, 0, 5) === '%PDF-',
  // Office Open XML documents are ZIP archives.
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (b) => ascii(b, 0, 4) === 'PK\u0003\u0004',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': (b) => ascii(b, 0, 4) === 'PK\u0003\u0004',
  'video/mp4': (b) => ascii(b, 4, 8) === 'ftyp',
  'audio/wav': (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE',
};

export function bytesMatchType(bytes: Buffer, contentType: string): boolean {
  return SIGNATURES[contentType]?.(bytes) ?? false;
}
