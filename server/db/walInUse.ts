/** A tar file's blocks, and the pages PostgreSQL writes its WAL in. */
const BLOCK = 512;
const WAL_PAGE = 8192;

/** A WAL segment file: 24 hexadecimal digits, in pg_wal. */
const WAL_SEGMENT = /(^|\/)pg_wal\/([0-9A-F]{24})$/;

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes).replace(/\0.*$/s, '');

const octal = (bytes: Uint8Array) => parseInt(text(bytes).trim() || '0', 8);

/** Writes a header's size and checksum fields as ustar has them. */
const setSize = (header: Uint8Array, size: number) => {
  header.set(new TextEncoder().encode(`${size.toString(8).padStart(11, '0')}\0`), 124);
  header.fill(0x20, 148, 156);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.set(new TextEncoder().encode(`${sum.toString(8).padStart(6, '0')}\0 `), 148);
};

/** The length of the segment up to its last page that holds anything: the rest was never written. */
const writtenLength = (data: Uint8Array) => {
  let end = data.length;
  while (end > 0 && data[end - 1] === 0) end -= 1;
  return Math.min(data.length, Math.max(WAL_PAGE, Math.ceil(end / WAL_PAGE) * WAL_PAGE));
};

/**
 * A data directory's tar file with its WAL cut down to what a start reads: the segment `current`
 * (the checkpoint just taken) up to its last page written, without the segments before it
 * (replayed already) or those kept for reuse (old contents under future names). PostgreSQL ends
 * its reading of the WAL at the end of the file, as at the first page never written, and writes
 * on past it. A copy made from it starts without reading 16 MB of WAL it does not need.
 */
export const withWalInUse = (tar: Uint8Array, current: string): Uint8Array<ArrayBuffer> => {
  const parts: Uint8Array[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = octal(header.subarray(124, 136));
    const padded = Math.ceil(size / BLOCK) * BLOCK;
    const data = tar.subarray(offset + BLOCK, offset + BLOCK + size);
    offset += BLOCK + padded;
    const prefix = text(header.subarray(345, 500));
    const name = `${prefix ? `${prefix}/` : ''}${text(header.subarray(0, 100))}`;
    const segment = WAL_SEGMENT.exec(name)?.[2];
    if (!segment) {
      parts.push(tar.subarray(offset - BLOCK - padded, offset));
      continue;
    }
    if (segment !== current) continue;
    const kept = data.subarray(0, writtenLength(data));
    const newHeader = new Uint8Array(header);
    setSize(newHeader, kept.length);
    parts.push(
      newHeader,
      kept,
      new Uint8Array(Math.ceil(kept.length / BLOCK) * BLOCK - kept.length),
    );
  }
  parts.push(new Uint8Array(2 * BLOCK));
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
