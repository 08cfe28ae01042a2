import { importedMatchId } from './matches';
import { chunk, commit, createEach, deletePaged, isConditionFailure, isItemTooLarge, mapLimit, TransactionCanceled } from './transactions';

describe('transaction helpers', () => {
  it("turns ElectroDB's cancelled answer into an error with the item codes", async () => {
    await expect(commit({ go: async () => ({ canceled: false, data: [] }) })).resolves.toBeUndefined();
    const failed = commit({ go: async () => ({ canceled: true, data: [{ code: 'None' }, { rejected: true, code: 'ConditionalCheckFailed' }] }) });
    await expect(failed).rejects.toMatchObject({ codes: ['None', 'ConditionalCheckFailed'] });
    await expect(
      commit({
        go: async () => {
          throw new Error('TransactionCanceledException: x');
        },
      }),
    ).rejects.toBeInstanceOf(TransactionCanceled);
    expect(isConditionFailure(new Error('The conditional request failed'))).toBe(true);
    expect(isConditionFailure(new Error('Throttled'))).toBe(false);
  });

  it('tells a lost race from a write DynamoDB refused: an item past 400 KB is not retried as a race', async () => {
    const tooLarge = commit({
      go: async () => ({ canceled: true, data: [{ rejected: true, code: 'ValidationError', message: 'Item size has exceeded the maximum allowed size' }, { code: 'None' }] }),
    });
    const error = await tooLarge.catch((caught: unknown) => caught);
    expect(isConditionFailure(error)).toBe(false);
    expect(isItemTooLarge(error)).toBe(true);
    const thrown = Object.assign(new Error('Transaction cancelled, please refer cancellation reasons for specific reasons [ValidationError, None]'), {
      CancellationReasons: [{ Code: 'ValidationError', Message: 'Item size to update has exceeded the maximum allowed size' }, { Code: 'None' }],
    });
    const wrapped = await commit({
      go: async () => {
        throw Object.assign(new Error('Error thrown by DynamoDB client: TransactionCanceledException'), { cause: thrown });
      },
    }).catch((caught: unknown) => caught);
    expect(wrapped).toMatchObject({ codes: ['ValidationError', 'None'] });
    expect(isConditionFailure(wrapped)).toBe(false);
    expect(isItemTooLarge(wrapped)).toBe(true);
    const race = await commit({ go: async () => ({ canceled: true, data: [{ rejected: true, code: 'ConditionalCheckFailed' }, { code: 'None' }] }) }).catch((caught: unknown) => caught);
    expect(isConditionFailure(race)).toBe(true);
    expect(isItemTooLarge(race)).toBe(false);
  });

  it('chunks and maps with a concurrency limit, keeping order', async () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    let inFlight = 0;
    let most = 0;
    const doubled = await mapLimit([1, 2, 3, 4, 5, 6], 2, async (value) => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight--;
      return value * 2;
    });
    expect(doubled).toEqual([2, 4, 6, 8, 10, 12]);
    expect(most).toBe(2);
  });

  it('separates created records from existing ones', async () => {
    const result = await createEach(['a', 'b'], async (value) => {
      if (value === 'b') throw new Error('ConditionalCheckFailedException');
    });
    expect(result).toEqual({ added: ['a'], existing: ['b'] });
  });

  it('deletes page by page and retries what was left unprocessed', async () => {
    const pages = [
      { keys: [1, 2, 3], cursor: 'next' },
      { keys: [4], cursor: null },
    ];
    let attempts = 0;
    const deleted = await deletePaged(
      async (cursor) => pages[cursor ? 1 : 0] as { keys: number[]; cursor: string | null },
      async (keys) => ({ unprocessed: attempts++ === 0 ? keys.slice(0, 1) : [] }),
    );
    expect(deleted).toBe(4);
    expect(attempts).toBe(3);
  });
});

describe('imported match ids', () => {
  it('are the same for the same fixture however it is spelled, and differ otherwise', () => {
    const fixture = { division: 'Boys U12', date: '2026-06-01', time: '09:30', homeTeam: 'AIK', awayTeam: 'IFK' };
    expect(importedMatchId(fixture)).toBe(importedMatchId({ ...fixture, division: ' boys  u12 ', homeTeam: 'aik' }));
    expect(importedMatchId(fixture)).not.toBe(importedMatchId({ ...fixture, time: '10:30' }));
    expect(importedMatchId(fixture)).toMatch(/^m-[0-9a-f]{24}$/);
  });
});
