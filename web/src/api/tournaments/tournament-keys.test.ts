import { describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { tournamentReads, tournamentsKeys } from './tournament-keys';

/** A change made without the organization at hand must still refresh every screen that shows the tournament. */
describe('tournamentReads', () => {
  function seeded() {
    const queryClient = new QueryClient();
    const keys = {
      detail: tournamentsKeys.detail('org-1', 't1'),
      matches: tournamentsKeys.matches('org-1', 't1', undefined),
      divisionMatches: tournamentsKeys.matches(undefined, 't1', 'U12'),
      otherTournament: tournamentsKeys.matches('org-1', 't2', undefined),
      list: tournamentsKeys.list('org-1'),
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, { read: true });
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
    return { queryClient, keys, stale };
  }

  it("marks the tournament's detail and match lists stale, for any organization and division", async () => {
    const { queryClient, keys, stale } = seeded();
    await queryClient.invalidateQueries(tournamentReads('t1'));
    expect([stale(keys.detail), stale(keys.matches), stale(keys.divisionMatches)]).toEqual([true, true, true]);
  });

  it('leaves other tournaments and the organization list alone', async () => {
    const { queryClient, keys, stale } = seeded();
    await queryClient.invalidateQueries(tournamentReads('t1'));
    expect([stale(keys.otherTournament), stale(keys.list)]).toEqual([false, false]);
  });
});
