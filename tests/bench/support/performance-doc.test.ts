import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { PERFORMANCE_DOC, endMarker, figuresTable, recordFigures, replaceBlock, startMarker } from './performance-doc';

const page = [
  '# Performance',
  '',
  'Text before, with a trailing space ',
  startMarker('push'),
  '| old push table |',
  endMarker('push'),
  '',
  '## Schedule',
  startMarker('schedule'),
  '| old schedule table |',
  endMarker('schedule'),
  'Text after.\r\nA CRLF line kept as it is.',
  '',
].join('\n');

describe('replaceBlock', () => {
  it("replaces only its own block's content and leaves every byte outside it as it was", () => {
    const updated = replaceBlock(page, 'push', 'NEW PUSH');
    const before = page.slice(0, page.indexOf(startMarker('push')) + startMarker('push').length);
    const after = page.slice(page.indexOf(endMarker('push')));
    expect(updated).toBe(`${before}\nNEW PUSH\n${after}`);
    expect(updated).toContain('| old schedule table |');
    expect(updated).not.toContain('| old push table |');
  });

  it('gives the same page when run twice with the same content', () => {
    const once = replaceBlock(page, 'schedule', 'SAME');
    expect(replaceBlock(once, 'schedule', 'SAME')).toBe(once);
  });

  it('fails naming the markers to add when the block is missing', () => {
    expect(() => replaceBlock(page, 'notify', 'x')).toThrow('docs/performance.md has no block for notify: add the lines <!-- bench:notify:start --> and <!-- bench:notify:end -->');
    expect(() => replaceBlock(page.replace(endMarker('push'), ''), 'push', 'x')).toThrow('has no block for push');
  });

  it('fails when the markers are repeated or out of order', () => {
    expect(() => replaceBlock(`${page}${startMarker('push')}\n`, 'push', 'x')).toThrow('more than once');
    expect(() => replaceBlock(`${endMarker('live')}\n${startMarker('live')}\n`, 'live', 'x')).toThrow('<!-- bench:live:end --> before <!-- bench:live:start -->');
  });
});

describe('figuresTable', () => {
  it('writes one row per figure with its target and verdict, and the conditions of the run', () => {
    const table = figuresTable(
      [
        { measure: 'goal → 500 sockets, p95', current: '187 ms', target: '≤ 250 ms', met: true },
        { measure: 'API | p95', current: '286 ms', target: '≤ 100 ms', met: false },
        { measure: 'goal API alone, p50', current: '31 ms', target: '—' },
      ],
      new Date('2026-11-29T08:00:00Z'),
    );
    expect(table.split('\n').slice(0, 5)).toEqual([
      '| Measure | Current | Target | Met |',
      '|---|---|---|---|',
      '| goal → 500 sockets, p95 | 187 ms | ≤ 250 ms | ✓ |',
      '| API \\| p95 | 286 ms | ≤ 100 ms | ✗ |',
      '| goal API alone, p50 | 31 ms | — |  |',
    ]);
    expect(table).toMatch(/\n\nMeasured 2026-11-29 08:00 UTC; \d+ cores, load average \d+\.\d; Node v\d+/);
  });
});

describe('recordFigures', () => {
  it('rewrites the block in the file it is given', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'performance-doc-')), 'performance.md');
    fs.writeFileSync(file, page);
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    recordFigures('schedule', [{ measure: 'Gothia-size schedule', current: '0.67 s', target: '≤ 30 s', met: true }], file);
    const written = fs.readFileSync(file, 'utf8');
    expect(written).toContain('| Gothia-size schedule | 0.67 s | ≤ 30 s | ✓ |');
    expect(written.slice(written.indexOf(endMarker('schedule')))).toBe(page.slice(page.indexOf(endMarker('schedule'))));
    expect(written).toContain('| old push table |');
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it("finds a block for every benchmark that records into the project's page", () => {
    const project = fs.readFileSync(PERFORMANCE_DOC, 'utf8');
    const benches = ['import', 'live', 'dynamodb-local', 'push', 'notify', 'public', 'bundles', 'public-js', 'lighthouse', 'schedule', 'standings-delivery'];
    for (const bench of benches) expect(() => replaceBlock(project, bench, '')).not.toThrow();
  });
});
