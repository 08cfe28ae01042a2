import { Readable } from 'node:stream';
import { buildWorkbook, craftZip, sampleSheets, workbookParts } from '../testing/workbooks';
import { DEFAULT_IMPORT_LIMITS } from './limits';
import { describeProblem, WorkbookError } from './problems';
import { readWorkbook } from './reader';
import { bufferSource, type ByteSource } from './zip-inspector';

// Each read streams a real workbook; a busy 2-core machine can take a second or two per read.
jest.setTimeout(180_000);

/** How long a damaged read may take before we call it a hang (the idle watchdog is 15 s). */
const SETTLE_WITHIN_MS = 20_000;

type Outcome = { kind: 'read' } | { kind: 'refused'; message: string } | { kind: 'crashed'; error: string } | { kind: 'hung' };

async function outcomeOf(file: Buffer): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'hung' }), SETTLE_WITHIN_MS);
  });
  const read = readWorkbook(bufferSource(file), DEFAULT_IMPORT_LIMITS).then(
    (): Outcome => ({ kind: 'read' }),
    (error: unknown): Outcome => (error instanceof WorkbookError ? { kind: 'refused', message: error.problems.map(describeProblem).join(' | ') } : { kind: 'crashed', error: String(error) }),
  );
  try {
    return await Promise.race([read, hung]);
  } finally {
    clearTimeout(timer);
  }
}

/** A small deterministic generator, so a failure names positions that reproduce. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('damaged workbooks settle within seconds, through the reader both doors use', () => {
  let good: Buffer;
  beforeAll(async () => {
    good = await buildWorkbook(sampleSheets());
  });

  it('one flipped byte at 54 positions spread over every part: each is read or refused with a message, none hangs or crashes', async () => {
    const outcomes: string[] = [];
    for (let index = 0; index < 54; index++) {
      const position = Math.floor(((index + 0.5) * good.length) / 54);
      const damaged = Buffer.from(good);
      damaged[position] = damaged[position]! ^ 0xff;
      const outcome = await outcomeOf(damaged);
      if (outcome.kind === 'hung' || outcome.kind === 'crashed') outcomes.push(`byte ${position}: ${JSON.stringify(outcome)}`);
      if (outcome.kind === 'refused') expect(outcome.message).toMatch(/damaged|not an Excel workbook|workbook/i);
    }
    // Before the guard checked each part's checksum and stopped waiting on a failed inflater, 17 of these 54 hung.
    expect(outcomes).toEqual([]);
  });

  it('100 flipped bytes in a run, at 12 places: refused with a message, never a hang', async () => {
    const random = seeded(2026);
    const outcomes: string[] = [];
    for (let index = 0; index < 12; index++) {
      const start = Math.floor(random() * (good.length - 100));
      const damaged = Buffer.from(good);
      for (let offset = 0; offset < 100; offset++) damaged[start + offset] = damaged[start + offset]! ^ (1 + Math.floor(random() * 255));
      const outcome = await outcomeOf(damaged);
      if (outcome.kind !== 'refused') outcomes.push(`bytes ${start}-${start + 99}: ${JSON.stringify(outcome)}`);
    }
    expect(outcomes).toEqual([]);
  });

  it('a stored part whose bytes differ from what was saved is refused by its checksum (no inflater can tell)', async () => {
    const sheet = (team: string) =>
      `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Division</t></is></c><c r="B1" t="inlineStr"><is><t>Date</t></is></c><c r="C1" t="inlineStr"><is><t>Home Team</t></is></c><c r="D1" t="inlineStr"><is><t>Away Team</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>Boys U12</t></is></c><c r="B2" t="inlineStr"><is><t>2026-06-01</t></is></c><c r="C2" t="inlineStr"><is><t>${team}</t></is></c><c r="D2" t="inlineStr"><is><t>IFK U12</t></is></c></row></sheetData></worksheet>`;
    const stored = craftZip(workbookParts(sheet('AIK U12')).map((part) => ({ ...part, store: true })));
    expect((await outcomeOf(stored)).kind).toBe('read');
    const damaged = Buffer.from(stored);
    const at = damaged.indexOf(Buffer.from('AIK U12'));
    damaged[at] = 'B'.charCodeAt(0); // 'BIK U12': still well-formed XML, a different team than was saved
    expect(await outcomeOf(damaged)).toEqual({ kind: 'refused', message: expect.stringMatching(/damaged: the part 'xl\/worksheets\/sheet1.xml' cannot be read back/) });
  });

  it('a stream that stops part-way and never ends is given up after maxIdleMs with a message', async () => {
    const stalling: ByteSource = {
      ...bufferSource(good),
      // Sends the first half, then neither more data nor an end: what a stuck parser looks like from outside.
      stream: async () =>
        new Readable({
          read() {
            if (this.readableLength === 0 && !(this as { sent?: boolean }).sent) {
              (this as { sent?: boolean }).sent = true;
              this.push(good.subarray(0, Math.floor(good.length / 2)));
            }
          },
        }),
    };
    const started = Date.now();
    await expect(readWorkbook(stalling, { ...DEFAULT_IMPORT_LIMITS, maxIdleMs: 300 })).rejects.toThrow(/stopped part-way/);
    expect(Date.now() - started).toBeLessThan(SETTLE_WITHIN_MS);
  });
});
