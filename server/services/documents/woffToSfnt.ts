import { inflateSync } from 'node:zlib';

/*
 * A WOFF font unwrapped into the TrueType file it packs: the PDF library reads a WOFF's tables
 * afresh, inflating them, for every document, which costs each PDF some 20 ms a font; a plain
 * font file costs it a fraction of that. Done once, as the server starts.
 */

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const padded = (length: number) => (length + 3) & ~3;

export const woffToSfnt = (woff: Buffer): Buffer => {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font.');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });

  const power = 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(SFNT_HEADER + numTables * SFNT_ENTRY);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);

  let offset = header.length;
  const bodies = tables.map(({ tag, checksum, data }, index) => {
    const entry = SFNT_HEADER + index * SFNT_ENTRY;
    tag.copy(header, entry);
    header.writeUInt32BE(checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(data.length, entry + 12);
    offset += padded(data.length);
    return Buffer.concat([data, Buffer.alloc(padded(data.length) - data.length)]);
  });
  return Buffer.concat([header, ...bodies]);
};
