import { Transform, type TransformCallback } from 'node:stream';
import { crc32, createInflateRaw, type Inflate } from 'node:zlib';
import { importSaid } from '@pitchside/shared';
import { megabytes, type ImportLimits } from './limits';
import { WorkbookError } from './problems';
import { LOCAL_HEADER, type ZipEntryInfo } from './zip-inspector';

/*
 * The second check of an .xlsx, while exceljs streams it: `zipGuard` inflates the same bytes again,
 * counting, and stops the stream when a part inflates past its declared size or the total past the limit
 * (declared sizes can lie; zip-inspector.ts read them from the table of contents first).
 */

const SLICE = 16 * 1024;

function damagedPart(entry: ZipEntryInfo): WorkbookError {
  return WorkbookError.of(importSaid('imports.file.partUnreadable', { part: entry.name }));
}

interface CurrentEntry {
  entry: ZipEntryInfo;
  dataStart: number;
  dataEnd: number;
  inflater: Inflate | null;
  inflated: number;
  /** Running CRC-32 of the inflated bytes, checked against the table of contents at the part's end. */
  crc: number;
  /** The inflater failed or ended: nothing more will come from it (its events must not be awaited again). */
  settled: boolean;
  failed: WorkbookError | null;
}

/**
 * Passes the archive through unchanged while inflating each part itself and counting. A part may not
 * inflate past its declared size (nor past the per-kind limit), and all parts together not past the
 * total limit; the stream fails with a WorkbookError the moment one does. Pieces are at most 16 KB, each
 * inflated before it is passed on, so the parser behind never inflates more than the guard has counted.
 */
export function zipGuard(entries: readonly ZipEntryInfo[], limits: ImportLimits): Transform {
  let position = 0;
  let next = 0;
  let header: Buffer[] = [];
  let headerBytes = 0;
  let current: CurrentEntry | null = null;
  let total = 0;

  const bomb = () => WorkbookError.of(importSaid('imports.file.bombOver', { limit: megabytes(limits.maxUncompressedBytes) }));
  const overflow = (entry: ZipEntryInfo) => WorkbookError.of(importSaid('imports.file.partOverflow', { part: entry.name }));
  const count = (state: CurrentEntry, bytes: Buffer) => {
    state.inflated += bytes.length;
    state.crc = crc32(bytes, state.crc);
    total += bytes.length;
    if (state.inflated > state.entry.uncompressedSize) state.failed ??= overflow(state.entry);
    if (total > limits.maxUncompressedBytes) state.failed ??= bomb();
  };

  const startEntry = (entry: ZipEntryInfo, localHeader: Buffer): CurrentEntry => {
    if (localHeader.readUInt32LE(0) !== LOCAL_HEADER) throw WorkbookError.of(importSaid('imports.file.partMissing'));
    const flags = localHeader.readUInt16LE(6);
    const localCompressed = localHeader.readUInt32LE(18);
    const nameLength = localHeader.readUInt16LE(26);
    const extraLength = localHeader.readUInt16LE(28);
    if (!(flags & 0x08) && localCompressed !== entry.compressedSize) throw WorkbookError.of(importSaid('imports.file.partDisagrees', { part: entry.name }));
    const dataStart = entry.localHeaderOffset + 30 + nameLength + extraLength;
    const state: CurrentEntry = { entry, dataStart, dataEnd: dataStart + entry.compressedSize, inflater: null, inflated: 0, crc: 0, settled: false, failed: null };
    if (entry.method === 8) {
      const inflater = createInflateRaw();
      inflater.on('data', (chunk: Buffer) => count(state, chunk));
      inflater.on('error', () => {
        state.settled = true;
        state.failed ??= damagedPart(entry);
      });
      inflater.on('end', () => {
        state.settled = true;
      });
      state.inflater = inflater;
    }
    return state;
  };

  // A damaged deflate stream errors the inflater; a write whose callback then never comes, or an 'end'
  // awaited after the error was emitted, would stall the whole pipeline (and exceljs behind it) forever.
  // So each wait also ends on the inflater's error, and nothing waits on an inflater that has settled.
  const feed = (state: CurrentEntry, piece: Buffer): Promise<void> => {
    if (!state.inflater) {
      count(state, piece);
      return Promise.resolve();
    }
    const inflater = state.inflater;
    if (state.settled) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        inflater.off('error', done);
        resolve();
      };
      inflater.once('error', done);
      inflater.write(piece, done);
    });
  };

  const finish = (state: CurrentEntry): Promise<void> => {
    const inflater = state.inflater;
    if (!inflater || state.settled) return Promise.resolve().then(() => verify(state));
    return new Promise<void>((resolve) => {
      inflater.once('end', () => resolve());
      inflater.once('error', () => resolve());
      inflater.end();
    }).then(() => verify(state));
  };

  /** A part must inflate to exactly the size and checksum its table of contents states. */
  const verify = (state: CurrentEntry) => {
    if (state.failed) return;
    if (state.inflated !== state.entry.uncompressedSize || state.crc >>> 0 !== state.entry.crc32 >>> 0) state.failed = damagedPart(state.entry);
  };

  /** Consumes `piece` (which starts at `position`) up to the next boundary; returns how many bytes it used. */
  const step = async (piece: Buffer): Promise<number> => {
    if (current) {
      const take = Math.min(piece.length, current.dataEnd - position);
      if (take > 0) await feed(current, piece.subarray(0, take));
      if (current.failed) throw current.failed;
      if (position + take >= current.dataEnd) {
        const done = current;
        current = null;
        await finish(done);
        if (done.failed) throw done.failed;
      }
      return take;
    }
    const entry = entries[next];
    if (!entry) return piece.length;
    if (position < entry.localHeaderOffset && headerBytes === 0) return Math.min(piece.length, entry.localHeaderOffset - position);
    // Collect the local header: 30 bytes, then its name and extra field.
    const needed = () => {
      const joined = Buffer.concat(header);
      return joined.length < 30 ? 30 : 30 + joined.readUInt16LE(26) + joined.readUInt16LE(28);
    };
    let used = 0;
    while (used < piece.length) {
      const want = needed() - headerBytes;
      if (want <= 0) break;
      const take = Math.min(want, piece.length - used);
      header.push(piece.subarray(used, used + take));
      headerBytes += take;
      used += take;
    }
    if (needed() - headerBytes <= 0) {
      current = startEntry(entry, Buffer.concat(header));
      header = [];
      headerBytes = 0;
      next++;
      if (current.dataEnd === current.dataStart) {
        const done = current;
        current = null;
        await finish(done);
        if (done.failed) throw done.failed;
      }
    }
    return used;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      (async () => {
        for (let sliceStart = 0; sliceStart < chunk.length; sliceStart += SLICE) {
          let piece = chunk.subarray(sliceStart, Math.min(chunk.length, sliceStart + SLICE));
          const out = piece;
          while (piece.length > 0) {
            const used = await step(piece);
            position += used;
            piece = piece.subarray(used);
          }
          this.push(out);
        }
      })().then(
        () => callback(),
        (error: unknown) => callback(error as Error),
      );
    },
    flush(callback: TransformCallback) {
      if (current || next < entries.length) {
        callback(WorkbookError.of(importSaid('imports.file.endsInMiddle')));
        return;
      }
      callback();
    },
  });
}
