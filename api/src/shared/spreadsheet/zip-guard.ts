// An xlsx is a zip: before any parser touches it, walk its central directory (entry count, declared sizes) and
// inflate every entry with a hard output cap, so a zip bomb (huge declared or real uncompressed size, thousands
// of entries) is refused having cost at most the cap in memory. The directory walk alone costs microseconds and
// runs on the request's thread; the inflating walk runs with the parser on a worker thread.
import { inflateRawSync } from 'node:zlib';

export interface ZipLimits {
  maxEntries: number;
  maxTotalUncompressed: number;
}

export class ZipRefused extends Error {}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

function findEndOfCentralDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  for (let offset = zip.length - 22; offset >= lowest; offset--) {
    if (zip.readUInt32LE(offset) === EOCD_SIGNATURE) return offset;
  }
  throw new ZipRefused('no central directory');
}

/** Throws ZipRefused when the archive is malformed, encrypted, zip64, or declares more entries or bytes than the limits. */
export function checkZipDirectory(zip: Buffer, limits: ZipLimits): void {
  walkZip(zip, limits, false);
}

/** checkZipDirectory, then inflates every entry: throws ZipRefused when the real content exceeds the limits too. */
export function checkZip(zip: Buffer, limits: ZipLimits): void {
  walkZip(zip, limits, true);
}

function walkZip(zip: Buffer, limits: ZipLimits, inflate: boolean): void {
  if (zip.length < 22) throw new ZipRefused('too short');
  const eocd = findEndOfCentralDirectory(zip);
  const entries = zip.readUInt16LE(eocd + 10);
  const directoryOffset = zip.readUInt32LE(eocd + 16);
  if (entries === 0xffff || directoryOffset === 0xffffffff) throw new ZipRefused('zip64');
  if (entries > limits.maxEntries) throw new ZipRefused('too many entries');
  let budget = limits.maxTotalUncompressed;
  let cursor = directoryOffset;
  for (let index = 0; index < entries; index++) {
    if (cursor + 46 > zip.length || zip.readUInt32LE(cursor) !== CENTRAL_SIGNATURE) throw new ZipRefused('bad central entry');
    const flags = zip.readUInt16LE(cursor + 8);
    const method = zip.readUInt16LE(cursor + 10);
    const compressedSize = zip.readUInt32LE(cursor + 20);
    const declaredSize = zip.readUInt32LE(cursor + 24);
    const nameLength = zip.readUInt16LE(cursor + 28);
    const extraLength = zip.readUInt16LE(cursor + 30);
    const commentLength = zip.readUInt16LE(cursor + 32);
    const localOffset = zip.readUInt32LE(cursor + 42);
    cursor += 46 + nameLength + extraLength + commentLength;
    if (flags & 0x1) throw new ZipRefused('encrypted');
    if (declaredSize > budget) throw new ZipRefused('declared size over the limit');
    if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== LOCAL_SIGNATURE) throw new ZipRefused('bad local header');
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (data.length !== compressedSize) throw new ZipRefused('truncated entry');
    let size: number;
    if (method === 0) size = compressedSize;
    else if (method !== 8) throw new ZipRefused('unsupported compression');
    else if (!inflate) size = declaredSize;
    else {
      try {
        // maxOutputLength makes zlib stop (RangeError) instead of allocating whatever the stream expands to.
        size = inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).length;
      } catch {
        throw new ZipRefused('entry inflates beyond the limit or is corrupt');
      }
      // The parser trusts neither: an entry whose content differs from its declared size is a forged archive.
      if (size !== declaredSize) throw new ZipRefused('entry size differs from the declared one');
    }
    budget -= size;
    if (budget < 0) throw new ZipRefused('total size over the limit');
  }
}
