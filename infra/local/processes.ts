import { fork, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { FUNCTION_NODE_FLAGS } from '@pitchside/shared';
import { REPO_ROOT } from './profile';

/**
 * Children of the local cloud (the DynamoDB JVM, cognito-local). They are started directly, never via
 * npx, so that stopping them by PID stops them for real; `stopAll` runs on Ctrl-C, on crash and on exit.
 */
const children = new Set<ChildProcess>();

export function startChild(name: string, command: string, args: string[], options: SpawnOptions, log: (line: string) => void): ChildProcess {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) log(`[${name}] ${line}`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  child.once('exit', () => children.delete(child));
  return child;
}

/**
 * How the local cloud starts a Node child of its own (TypeScript through tsx, the workspaces' source),
 * with the functions' own Node options (`FUNCTION_NODE_OPTIONS`, as Lambda runs them).
 * `PITCHSIDE_CPU_PROFILE_DIR=/tmp/prof` makes each such child write a CPU profile there when it exits.
 */
export function childExecArgv(): string[] {
  const profileDir = process.env.PITCHSIDE_CPU_PROFILE_DIR;
  return [...FUNCTION_NODE_FLAGS, '--import', 'tsx', '--conditions=source', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])];
}

/**
 * Forks one of the local cloud's own TypeScript modules as a child (with the caller's environment: the SDK
 * endpoints and the functions' variables) and resolves with the first message it sends, its "ready".
 */
export async function forkReady<T>(modulePath: string, args: string[], what: string): Promise<{ child: ChildProcess; ready: T }> {
  const child = fork(modulePath, args, { cwd: REPO_ROOT, execArgv: childExecArgv(), env: process.env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  adoptChild(child);
  const ready = await new Promise<T>((resolvePromise, reject) => {
    const failed = (code: number | null) => reject(new Error(`${what} exited before it was ready (code ${code})`));
    child.once('exit', failed);
    child.once('message', (message) => {
      child.off('exit', failed);
      resolvePromise(message as T);
    });
  });
  return { child, ready };
}

export function adoptChild(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

/** SIGTERM, then SIGKILL if the child has not exited within `graceMs`; resolves once it is gone. */
export function stopChild(child: ChildProcess, graceMs = 3000): Promise<void> {
  return new Promise<void>((resolvePromise) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolvePromise();
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolvePromise();
    });
    child.kill('SIGTERM');
  });
}

export async function stopAll(): Promise<void> {
  await Promise.all([...children].map((child) => stopChild(child)));
}

/** Synchronous last resort for `process.on('exit')`, where promises no longer run. */
export function killAllNow(): void {
  for (const child of children) {
    try {
      child.kill('SIGKILL');
    } catch {
      /* already gone */
    }
  }
}
