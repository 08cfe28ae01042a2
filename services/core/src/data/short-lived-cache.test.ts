import { shortLivedCache } from './short-lived-cache';

function counter<V>(answers: (key: string, call: number) => V | null | Error) {
  let calls = 0;
  const read = async (key: string) => {
    calls += 1;
    const answer = answers(key, calls);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { read, calls: () => calls };
}

describe('shortLivedCache', () => {
  it('reads a key once while it is fresh and again once it expires', async () => {
    let clock = 0;
    const source = counter((key, call) => `${key}#${call}`);
    const cached = shortLivedCache(source.read, { ttlMs: 5000, now: () => clock });
    expect(await cached('t1')).toBe('t1#1');
    clock = 4999;
    expect(await cached('t1')).toBe('t1#1');
    clock = 5000;
    expect(await cached('t1')).toBe('t1#2');
    expect(source.calls()).toBe(2);
  });

  it('shares one read between concurrent callers of a key', async () => {
    const source = counter((key) => key);
    const cached = shortLivedCache(source.read, { ttlMs: 5000 });
    await Promise.all([cached('a'), cached('a'), cached('a'), cached('b')]);
    expect(source.calls()).toBe(2);
  });

  it('never keeps a miss or a failure', async () => {
    const source = counter((_key, call) => (call === 1 ? null : call === 2 ? new Error('throttled') : 'found'));
    const cached = shortLivedCache(source.read, { ttlMs: 5000 });
    expect(await cached('x')).toBeNull();
    await expect(cached('x')).rejects.toThrow('throttled');
    expect(await cached('x')).toBe('found');
    expect(source.calls()).toBe(3);
  });

  it('forgets the oldest key when full', async () => {
    const source = counter((key) => key);
    const cached = shortLivedCache(source.read, { ttlMs: 5000, maxEntries: 2 });
    await cached('a');
    await cached('b');
    await cached('c');
    await cached('a');
    expect(source.calls()).toBe(4);
  });
});
