// Whether a file's bytes are of the type it claims (the specification's attachment types): the
// Content-Type header and the name are the client's word, the bytes are not. An Office file is a ZIP
// that lists its content types and its kind's main part; any other ZIP is not one. An image (a
// company's logo, drawn on the PDFs too) is read for its type and size.
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

export interface ImageInfo {
  type: 'png' | 'jpg' | 'gif';
  width: number;
  height: number;
}

function jpegSize(buf: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < buf.length) {
    if (buf[i] !== 0xff) return null;
    const marker = buf[i + 1];
    if (marker === 0xff) {
      i += 1;
      continue;
    } // fill byte
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += 2;
      continue;
    } // no length
    // Start of frame (baseline, progressive, ...): not DHT (C4), JPG (C8) or DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
    }
    i += 2 + buf.readUInt16BE(i + 2);
  }
  return null;
}

/** The image type and size from its first bytes, or null when it is none of PNG, GIF or JPEG. */
export function sniffImage(buf: Buffer): ImageInfo | null {
  if (
    buf.length >= 24 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) &&
    buf.toString('latin1', 12, 16) === 'IHDR'
  ) {
    return { type: 'png', width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  }
  if (buf.length >= 10 && ['GIF87a', 'GIF89a'].includes(buf.toString('latin1', 0, 6))) {
    return { type: 'gif', width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) };
  }
  if (buf.length >= 4 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) {
    const size = jpegSize(buf);
    return size ? { type: 'jpg', ...size } : null;
  }
  return null;
}
