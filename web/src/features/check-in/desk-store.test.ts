import { describe, expect, it } from '@jest/globals';
import type { CheckInBoard } from '@pitchside/shared';
import { deskCounts, readDesk, settle, withMarks, writeDesk } from './desk-store';

const board: CheckInBoard = {
  tournamentId: 't1',
  publicKey: 'key',
  settings: { ageRules: [], squadFreezeAt: null },
  teams: [
    {
      teamKey: 'lions',
      team: 'Lions',
      club: null,
      division: 'U12',
      divisionId: null,
      present: false,
      players: [
        { playerId: 'p1', name: 'Ann', jerseyNumber: 1, dateOfBirth: '2014-01-01', older: false, ageProblem: null, present: false },
        { playerId: 'p2', name: 'Bo', jerseyNumber: 2, dateOfBirth: null, older: false, ageProblem: 'no_birth_date', present: true },
      ],
    },
  ],
};
const mark = (markId: string, playerId: string | null, present: boolean) => ({ markId, teamKey: 'lions', playerId, present, at: '2026-06-01T08:00:00.000Z' });

describe('the desk on the phone', () => {
  it('shows the waiting marks over the last board, the last tap winning', () => {
    const shown = withMarks(board, [mark('a', null, true), mark('b', 'p1', true), mark('c', 'p2', false), mark('d', 'p1', false), mark('e', 'p1', true)]);
    expect(shown.teams[0]?.present).toBe(true);
    expect(shown.teams[0]?.players.map((player) => player.present)).toEqual([true, false]);
    expect(deskCounts(shown)).toEqual({ teams: 1, teamsIn: 1, players: 2, playersIn: 1, problems: 1 });
  });

  it('keeps the marks made while a sync was on its way', () => {
    expect(settle([mark('a', null, true), mark('b', 'p1', true)], new Set(['a'])).map((entry) => entry.markId)).toEqual(['b']);
  });

  it('keeps the board and the queue across a reload, and reads nothing from a broken store', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
      length: 0,
      key: () => null,
    };
    writeDesk(storage, 't1', { board, queue: [mark('a', null, true)] });
    expect(readDesk(storage, 't1')).toEqual({ board, queue: [mark('a', null, true)] });
    store.set([...store.keys()][0] as string, '{not json');
    expect(readDesk(storage, 't1')).toEqual({ board: null, queue: [] });
  });
});
