import { connect } from 'node:net';

/** Whether something accepts TCP connections on the port right now. */
function listening(port: number, host: string): Promise<boolean> {
  return new Promise<boolean>((resolvePromise) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolvePromise(true);
    });
    socket.once('error', () => {
      socket.destroy();
      resolvePromise(false);
    });
  });
}

/** Resolves once something accepts TCP connections on the port, or rejects after the timeout. */
export async function waitForPort(port: number, host: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await listening(port, host)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Nothing listened on ${host}:${port} within ${timeoutMs} ms`);
}

/** Fails fast, with a useful message, when a port the stack needs is already taken. */
export async function assertPortFree(port: number, host: string, what: string): Promise<void> {
  if (await listening(port, host)) throw new Error(`Port ${port} (${what}) is already in use — is another Pitchside local cloud running?`);
}
