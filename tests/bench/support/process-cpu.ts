import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of this process and every process it started (the local cloud, its queue worker, DynamoDB
 * Local's JVM, cognito-local), read from /proc — so a benchmark can say which of them a request's time
 * went to. Linux only; elsewhere it reports nothing.
 */
interface ProcessTicks {
  name: string;
  ticks: number;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function readStat(pid: number): { ppid: number; ticks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

function nameOf(pid: number): string {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    if (args.some((arg) => arg.includes('DynamoDBLocal'))) return 'DynamoDB Local (JVM)';
    if (args.some((arg) => arg.includes('cognito-local'))) return 'cognito-local';
    if (args.some((arg) => arg.endsWith('queue-worker.ts')))
      return args.some((arg) => arg.includes('"notificationsOnly":true')) ? 'notifications sender (second container)' : 'queue worker (consumer, sweep, notifications sender)';
    if (args.some((arg) => arg.endsWith('cloud-process.ts'))) return 'local cloud (gateway, functions, SQS/S3/SES emulators)';
    if (pid === process.pid) return 'benchmark clients';
    return args.slice(0, 2).join(' ').slice(0, 60);
  } catch {
    return String(pid);
  }
}

export function snapshotCpu(): Map<number, ProcessTicks> {
  const all = new Map<number, { ppid: number; ticks: number }>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return new Map();
  }
  for (const entry of pids) {
    const stat = readStat(Number(entry));
    if (stat) all.set(Number(entry), stat);
  }
  const ours = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, stat] of all) {
      if (!ours.has(pid) && ours.has(stat.ppid)) {
        ours.add(pid);
        grew = true;
      }
    }
  }
  return new Map([...ours].map((pid) => [pid, { name: nameOf(pid), ticks: all.get(pid)?.ticks ?? 0 }]));
}

/** Milliseconds of CPU each process used between two snapshots, divided by `per` (e.g. per request), busiest first. */
export function cpuBetween(before: Map<number, ProcessTicks>, after: Map<number, ProcessTicks>, per = 1): { name: string; ms: number }[] {
  const used = new Map<string, number>();
  for (const [pid, { name, ticks }] of after) {
    const delta = ticks - (before.get(pid)?.ticks ?? 0);
    if (delta > 0) used.set(name, (used.get(name) ?? 0) + (delta * 1000) / TICKS_PER_SECOND / per);
  }
  return [...used].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
}

export function describeCpu(usage: { name: string; ms: number }[], unit: string): string {
  const total = usage.reduce((sum, entry) => sum + entry.ms, 0);
  return [`  CPU ${unit}: ${total.toFixed(2)} ms in all`, ...usage.filter((entry) => entry.ms >= 0.05).map((entry) => `    ${entry.ms.toFixed(2).padStart(6)} ms  ${entry.name}`)].join('\n');
}
