import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('shares one read among concurrent callers of a key, and reads again once it settled', async () => {
    const coalesce = singleFlight<number>();
    let reads = 0;
    const read = () => new Promise<number>((resolve) => setTimeout(() => resolve(++reads), 10));
    const answers = await Promise.all([coalesce('a', read), coalesce('a', read), coalesce('a', read), coalesce('b', read)]);
    expect(answers.sort()).toEqual([1, 1, 1, 2]);
    await expect(coalesce('a', read)).resolves.toBe(3);
  });

  it('lets a failure reach every caller of that flight, and the next call tries again', async () => {
    const coalesce = singleFlight<string>();
    const failing = () => Promise.reject(new Error('boom'));
    await expect(Promise.all([coalesce('k', failing), coalesce('k', failing)])).rejects.toThrow('boom');
    await expect(coalesce('k', async () => 'ok')).resolves.toBe('ok');
  });
});
