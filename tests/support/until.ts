/**
 * Reads again until the answer shows the change: a read may be served before the write is visible (a GSI,
 * a queue, a socket). `undefined` means "not yet"; anything else is the answer. `what` names the change in
 * the error when it never comes.
 */
export async function until<T>(probe: () => T | undefined | Promise<T | undefined>, what = 'the change', timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
