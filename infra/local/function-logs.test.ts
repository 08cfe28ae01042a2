import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshFunctionLogFile, FUNCTION_LOGS_VARIABLE, installFunctionLogTap, isPrinted, parseFunctionLine, readableLine, readFunctionLines, tapOptionsFromEnv } from './function-logs';

const info = {
  level: 'INFO',
  message: 'Request handled',
  timestamp: '2026-11-25T19:40:01.234Z',
  service: 'matches',
  function_name: 'pitchside-matches',
  cold_start: true,
  route: 'POST /api/matches/{id}/events',
  correlation_id: 'goal-1',
  uid: 'u1',
  status: 200,
  duration_ms: 41,
};
const emf = {
  _aws: {
    Timestamp: Date.parse('2026-11-25T19:40:02.000Z'),
    CloudWatchMetrics: [
      {
        Namespace: 'Pitchside',
        Dimensions: [['service']],
        Metrics: [
          { Name: 'GoalsScored', Unit: 'Count' },
          { Name: 'EventToStandingsLatency', Unit: 'Milliseconds' },
        ],
      },
    ],
  },
  service: 'standings',
  GoalsScored: 1,
  EventToStandingsLatency: 180,
};

describe('the readable form of a function line (PITCHSIDE_VERBOSE=1 npm start)', () => {
  it('shows time, level, service and message first, then the keys, without the per-function noise', () => {
    expect(readableLine(info)).toBe('19:40:01.234 INFO  matches     Request handled (cold start)  route="POST /api/matches/{id}/events" correlation_id=goal-1 uid=u1 status=200 duration_ms=41');
  });

  it('shows an error as its name and the start of its message, not its stack', () => {
    const failed = {
      level: 'ERROR',
      message: 'Record failed',
      timestamp: '2026-11-25T19:40:01.234Z',
      service: 'standings',
      message_id: 'm1',
      error: { name: 'ZodError', message: '[\n  {\n    "code": "invalid_value"\n  }\n]', stack: 'ZodError: …\n    at handler.ts:26' },
    };
    expect(readableLine(failed)).toBe('19:40:01.234 ERROR standings   Record failed  message_id=m1 error="ZodError: [ { \\"code\\": \\"invalid_value\\" } ]"');
  });

  it('shows an embedded-format metrics line as its values and units', () => {
    expect(readableLine(emf)).toBe('19:40:02.000 METRIC standings   GoalsScored=1 EventToStandingsLatency=180 Milliseconds');
  });

  it('recognises only structured lines: emulator banners and the start banner pass untouched', () => {
    expect(parseFunctionLine(JSON.stringify(info))).toEqual(info);
    expect(parseFunctionLine(JSON.stringify(emf))).toEqual(emf);
    for (const line of ['Starting the Pitchside local cloud (dev)…', '{"not":"a log line"}', '{broken', '']) expect(parseFunctionLine(line)).toBeUndefined();
  });

  it('prints every line when verbose, only warnings and errors otherwise', () => {
    expect(isPrinted(info, true)).toBe(true);
    expect(isPrinted(emf, true)).toBe(true);
    expect(isPrinted(info, false)).toBe(false);
    expect(isPrinted(emf, false)).toBe(false);
    expect(isPrinted({ ...info, level: 'ERROR' }, false)).toBe(true);
    expect(isPrinted({ ...info, level: 'WARN' }, false)).toBe(true);
  });
});

describe('the tap the local cloud installs on its processes', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'function-logs-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function run(verbose: boolean, write: () => void): { printed: string; sink: string } {
    const sinkFile = join(dir, `sink-${verbose}.ndjson`);
    const printed: string[] = [];
    const original = process.stdout.write;
    // What reaches the terminal: the tap writes through whatever write it found installed.
    process.stdout.write = ((chunk: string) => {
      printed.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    const untap = installFunctionLogTap({ sinkFile, verbose });
    try {
      write();
    } finally {
      untap();
      process.stdout.write = original;
    }
    return { printed: printed.join(''), sink: readFileSync(sinkFile, 'utf8') };
  }

  const scenario = () => {
    process.stdout.write(`${JSON.stringify(info)}\n`);
    // A line may arrive in pieces.
    const warn = JSON.stringify({ ...info, level: 'WARN', message: 'Stripe event for an unknown checkout session' });
    process.stdout.write(warn.slice(0, 20));
    process.stdout.write(`${warn.slice(20)}\n${JSON.stringify(emf)}\n`);
    process.stdout.write('DynamoDB Local banner\n');
  };

  it('with PITCHSIDE_VERBOSE=1 prints every function line readably, and keeps the JSON lines in the file', () => {
    const { printed, sink } = run(true, scenario);
    expect(printed.split('\n').filter(Boolean)).toEqual([
      readableLine(info),
      readableLine({ ...info, level: 'WARN', message: 'Stripe event for an unknown checkout session' }),
      readableLine(emf),
      'DynamoDB Local banner',
    ]);
    expect(readFunctionLines(sink)).toEqual([info, { ...info, level: 'WARN', message: 'Stripe event for an unknown checkout session' }, emf]);
  });

  it('without it prints only the warning (and whatever is not a function line), and still keeps every line in the file', () => {
    const { printed, sink } = run(false, scenario);
    expect(printed.split('\n').filter(Boolean)).toEqual([readableLine({ ...info, level: 'WARN', message: 'Stripe event for an unknown checkout session' }), 'DynamoDB Local banner']);
    expect(readFunctionLines(sink)).toHaveLength(3);
  });
});

describe('the PITCHSIDE_VERBOSE flag', () => {
  it('turns on every line; anything else, or nothing, leaves warnings and errors only', () => {
    expect(tapOptionsFromEnv({ PITCHSIDE_VERBOSE: '1', [FUNCTION_LOGS_VARIABLE]: '/tmp/x.ndjson' })).toEqual({ verbose: true, sinkFile: '/tmp/x.ndjson' });
    expect(tapOptionsFromEnv({ PITCHSIDE_VERBOSE: 'yes' })).toEqual({ verbose: false });
    expect(tapOptionsFromEnv({})).toEqual({ verbose: false });
  });
});

describe('the log file of a run', () => {
  it('is made with its data directory on a fresh clone, where .local does not exist yet', () => {
    const parent = mkdtempSync(join(tmpdir(), 'pitchside-fresh-'));
    try {
      const file = freshFunctionLogFile(join(parent, '.local'));
      expect(readFileSync(file, 'utf8')).toBe('');
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('starts empty when the last run left lines in it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-again-'));
    try {
      writeFileSync(join(dataDir, 'function-logs.ndjson'), '{"level":"INFO","message":"from the last run"}\n');
      expect(readFileSync(freshFunctionLogFile(dataDir), 'utf8')).toBe('');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
