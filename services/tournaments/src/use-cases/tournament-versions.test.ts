import type { Actor } from '@pitchside/core';
import { inMemoryTournamentsPorts } from '../testing/in-memory-ports';
import { tournamentForm } from '../testing/tournament-form';
import { createTournament, getTournament, updateTournament } from './tournaments';

/** Issue 15: two edits of one tournament never merge unchecked, and a stale edit is refused, not silently lost. */
const ada: Actor = { uid: 'ada', email: 'ada@example.test', displayName: 'Ada', roles: ['admin'] };
const form = tournamentForm();

async function withTournament() {
  const memory = inMemoryTournamentsPorts();
  memory.member('org-a', 'ada', { admin: true });
  const { tournament } = await createTournament(memory.ports, ada, undefined, form);
  return { memory, ports: memory.ports, tournamentId: tournament.tournamentId, version: tournament.version };
}

describe('tournament versions', () => {
  it('a save on the version read moves it on; a second save on the same version is a 409', async () => {
    const { ports, tournamentId, version } = await withTournament();
    const first = await updateTournament(ports, ada, undefined, tournamentId, { name: 'Summer Cup A', version });
    expect(first.tournament.version).toBe(version + 1);
    await expect(updateTournament(ports, ada, undefined, tournamentId, { name: 'Summer Cup B', version })).rejects.toMatchObject({ status: 409, code: 'version_conflict' });
    expect((await getTournament(ports, ada, undefined, tournamentId)).tournament.name).toBe('Summer Cup A');
  });

  it('an edit that lost a race is checked again against the record the other one left', async () => {
    const { ports, tournamentId } = await withTournament();
    // Edit A reads the tournament; edit B lands before A writes. Each alone is valid, together end < start.
    const get = ports.tournaments.get.bind(ports.tournaments);
    let interleave: (() => Promise<unknown>) | null = () => updateTournament({ ...ports, tournaments: { ...ports.tournaments, get } }, ada, undefined, tournamentId, { endDate: '2026-06-01' });
    const racing = {
      ...ports,
      tournaments: {
        ...ports.tournaments,
        get: async (id: string) => {
          const read = await get(id);
          const other = interleave;
          interleave = null;
          if (other) await other();
          return read;
        },
      },
    };
    await expect(updateTournament(racing, ada, undefined, tournamentId, { startDate: '2026-06-02' })).rejects.toMatchObject({ status: 400, fields: { startDate: expect.any(String) } });
    const stored = (await getTournament(ports, ada, undefined, tournamentId)).tournament;
    expect(stored).toMatchObject({ startDate: '2026-06-01', endDate: '2026-06-01' });
  });
});
