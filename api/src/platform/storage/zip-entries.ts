// The names a ZIP archive lists in its central directory, read from its last bytes: enough to tell
// an Office Open XML file (a ZIP of known parts) from any other ZIP, without unpacking it.
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
    if (tail.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
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
