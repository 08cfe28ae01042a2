import { importSaid, type ImportMessageId, type WordedMessage } from '@pitchside/shared';
import { megabytes, type ImportLimits } from './limits';
import { WorkbookError } from './problems';

/**
 * An .xlsx is a zip archive. Before exceljs sees a byte we read the archive's central directory (the
 * table of contents at its end, reached with ranged reads) and refuse what is not a workbook, is damaged,
 * encrypted, or declares more than the limits (zip bomb). While exceljs streams the file, `zipGuard` (zip-guard.ts)
 * inflates the same bytes a second time, counting, and stops the stream when a part inflates past its
 * declared size or the total past the limit: declared sizes can lie.
 */

/** Random access to the uploaded bytes: an S3 object (ranged GETs) or a buffer (the preview). */
export interface ByteSource {
  readonly size: number;
  /** Bytes [start, end) of the file. */
  read(start: number, end: number): Promise<Buffer>;
  /** The whole file, streamed from the start. */
  stream(): Promise<NodeJS.ReadableStream>;
}

export function bufferSource(buffer: Buffer): ByteSource {
  return {
    size: buffer.length,
    read: async (start, end) => buffer.subarray(start, end),
    stream: async () => {
      const { Readable } = await import('node:stream');
      // Slices, so the guard and the parser see chunks as they would from the network.
      const chunks: Buffer[] = [];
      for (let offset = 0; offset < buffer.length; offset += 64 * 1024) chunks.push(buffer.subarray(offset, offset + 64 * 1024));
      return Readable.from(chunks);
    },
  };
}

export interface ZipEntryInfo {
  name: string;
  method: number;
  flags: number;
  /** The CRC-32 of the part's inflated bytes, as the table of contents states it. */
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

/** What the first bytes say a non-zip file is, for a message that helps. */
function identify(head: Buffer): WordedMessage<ImportMessageId> {
  if (head.length === 0) return importSaid('imports.file.empty');
  if (head.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) {
    return importSaid('imports.file.oldExcel');
  }
  if (head.subarray(0, 4).toString('latin1') === '%PDF') return importSaid('imports.file.pdf');
  const text = head.toString('utf8');
  if (/^\s*</.test(text)) return importSaid('imports.file.webPage');
  if ([...text].every((char) => char === '\t' || char === '\n' || char === '\r' || (char >= ' ' && char !== '\u007f' && char !== '\ufffd'))) return importSaid('imports.file.csv');
  return importSaid('imports.file.notWorkbook');
}

/** Reads and checks the table of contents. Throws a WorkbookError saying what is wrong. */
export async function inspectZip(source: ByteSource, limits: ImportLimits): Promise<ZipEntryInfo[]> {
  if (source.size > limits.maxFileBytes) {
    throw WorkbookError.of(importSaid('imports.tooBig', { size: megabytes(source.size), limit: megabytes(limits.maxFileBytes) }));
  }
  const head = await source.read(0, Math.min(source.size, 64));
  if (head.length < 4 || head.readUInt32LE(0) !== LOCAL_HEADER) throw WorkbookError.of(identify(head));

  const tailStart = Math.max(0, source.size - (EOCD_MIN + MAX_COMMENT));
  const tail = await source.read(tailStart, source.size);
  let eocd = -1;
  for (let at = tail.length - EOCD_MIN; at >= 0; at--) {
    if (tail.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw WorkbookError.of(importSaid('imports.file.endsEarly'));
  const entryCount = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (entryCount === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    throw WorkbookError.of(`The workbook is too large to import (a ZIP64 archive); the limit is ${megabytes(limits.maxFileBytes)}.`);
  }
  if (entryCount > limits.maxZipEntries) throw WorkbookError.of(importSaid('imports.file.tooManyParts', { count: entryCount, limit: limits.maxZipEntries }));
  if (directoryOffset + directorySize > tailStart + eocd) throw WorkbookError.of(importSaid('imports.file.tocOutside'));

  const directory =
    directoryOffset >= tailStart ? tail.subarray(directoryOffset - tailStart, directoryOffset - tailStart + directorySize) : await source.read(directoryOffset, directoryOffset + directorySize);

  const entries: ZipEntryInfo[] = [];
  let at = 0;
  for (let index = 0; index < entryCount; index++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_HEADER) {
      throw WorkbookError.of(importSaid('imports.file.tocUnreadable'));
    }
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    entries.push({
      flags: directory.readUInt16LE(at + 8),
      method: directory.readUInt16LE(at + 10),
      crc32: directory.readUInt32LE(at + 16),
      compressedSize: directory.readUInt32LE(at + 20),
      uncompressedSize: directory.readUInt32LE(at + 24),
      localHeaderOffset: directory.readUInt32LE(at + 42),
      name: directory.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }

  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('xl/workbook.xml')) {
    if (names.has('content.xml') && names.has('mimetype')) throw WorkbookError.of(importSaid('imports.file.ods'));
    if (names.has('word/document.xml')) throw WorkbookError.of(importSaid('imports.file.word'));
    throw WorkbookError.of(importSaid('imports.file.zipNotWorkbook'));
  }
  if (!entries.some((entry) => /^xl\/worksheets\/sheet\d+\.xml$/.test(entry.name))) throw WorkbookError.of(importSaid('imports.file.noWorksheets'));

  let total = 0;
  for (const entry of entries) {
    if (entry.flags & 0x1) throw WorkbookError.of(importSaid('imports.file.encrypted'));
    if (entry.method !== 0 && entry.method !== 8) throw WorkbookError.of(importSaid('imports.file.compression', { method: entry.method }));
    if (entry.compressedSize === 0xffffffff || entry.uncompressedSize === 0xffffffff || entry.localHeaderOffset === 0xffffffff) {
      throw WorkbookError.of('The workbook is too large to import (a ZIP64 archive).');
    }
    if (entry.localHeaderOffset + entry.compressedSize > directoryOffset) throw WorkbookError.of(importSaid('imports.file.partOutside'));
    total += entry.uncompressedSize;
    if (entry.name === 'xl/sharedStrings.xml' && entry.uncompressedSize > limits.maxSharedStringsBytes) {
      throw WorkbookError.of(importSaid('imports.file.textBomb', { size: megabytes(entry.uncompressedSize), limit: megabytes(limits.maxSharedStringsBytes) }));
    }
  }
  if (total > limits.maxUncompressedBytes) {
    throw WorkbookError.of(importSaid('imports.file.bomb', { size: megabytes(total), limit: megabytes(limits.maxUncompressedBytes) }));
  }
  return entries.sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
}
