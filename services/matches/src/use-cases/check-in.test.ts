import { ForbiddenError, NotFoundError, type Actor } from '@pitchside/core';
import type { PlayerRecord, TeamRepository } from '@pitchside/core/data';
import { verifyPass } from '@pitchside/shared';
import { completedMatch, matchesWorld, member, ORG, TOURNAMENT } from '../testing/in-memory-ports';
import { checkInBoard, putCheckInSettings, recordCheckInMarks, teamPasses } from './check-in';
import { matchRosters } from './read-matches';
import { recordMatchEvents } from './record-events';

const actor = (uid: string): Actor => ({ uid, email: `${uid}@example.test`, displayName: uid, roles: [] });
const admin = actor('admin');
const referee = actor('referee');

const player = (playerId: string, name: string, dateOfBirth: string | null): PlayerRecord => ({
  playerId,
  teamId: 'team-lions',
  orgId: ORG,
  name,
  registrationId: null,
  jerseyNumber: null,
  position: null,
  dateOfBirth,
  extra: {},
  source: 'manual',
});

/** Lions (coached by coach-home) in division 'd-u12' with an over-age player; 'referee' runs their match. */
async function world() {
  const w = matchesWorld({
    memberships: [
      member('admin', { admin: true }),
      member('coach-home', { coach: true }),
      member('coach-away', { coach: true }),
      member('referee', { referee: true }),
      member('stranger', { admin: true }, 'org-2'),
    ],
    matches: [completedMatch('m1', { divisionId: 'd-u12', status: 'in_progress', completedAt: null, refereeId: 'referee', refereeName: 'Ref' })],
    coaches: { home: 'coach-home', away: 'coach-away' },
    divisionId: 'd-u12',
  });
  await (w.ports.teams as TeamRepository).addPlayers('team-lions', [player('p-young', 'Yara Young', '2014-05-01'), player('p-old', 'Olle Old', '2012-01-01')]);
  await putCheckInSettings(w.ports, admin, undefined, TOURNAMENT, { ageRules: [{ divisionId: 'd-u12', bornOnOrAfter: '2014-01-01', olderAllowed: 0 }], squadFreezeAt: null });
  return w;
}

const cardFor = (id: string, playerId: string) => ({ id, type: 'card', at: '2026-06-01T11:50:00.000Z', teamType: 'home', playerId, playerName: 'Someone', cardType: 'yellow' });

describe('check-in use cases', () => {
  it('flags the over-age player everywhere: the console leaves them out and the match sheet refuses their card', async () => {
    const w = await world();
    const rosters = await matchRosters(w.ports, referee, TOURNAMENT, 'm1');
    expect(rosters.home.find((entry) => entry.playerId === 'p-old')).toMatchObject({ ageIneligible: true });
    expect(rosters.home.find((entry) => entry.playerId === 'p-young')?.ageIneligible).toBeUndefined();
    const answer = await recordMatchEvents(w.ports, referee, TOURNAMENT, 'm1', [cardFor('e1', 'p-old'), cardFor('e2', 'p-young')]);
    expect(answer.results).toEqual([expect.objectContaining({ outcome: 'rejected', code: 'player_age_ineligible' }), expect.objectContaining({ outcome: 'applied' })]);
  });

  it("signs passes the desk verifies with the tournament's public key; another tournament's refuses them", async () => {
    const w = await world();
    const sheet = await teamPasses(w.ports, actor('coach-home'), TOURNAMENT, 'lions');
    expect(sheet.players.find((entry) => entry.playerId === 'p-old')).toMatchObject({ ageProblem: 'too_many_older', dateOfBirth: '2012-01-01' });
    const { publicKey } = await checkInBoard(w.ports, admin, undefined, TOURNAMENT);
    await expect(verifyPass(sheet.teamPass, publicKey, TOURNAMENT)).resolves.toMatchObject({ ok: true, pass: { k: 'team', tk: 'lions' } });
    const other = await w.ports.passes.publicKey('t-other');
    await expect(verifyPass(sheet.teamPass, other, 't-other')).resolves.toEqual({ ok: false, reason: 'other_tournament' });
  });

  it('keeps the newest mark whatever order the desk syncs in, and drops marks for players not in the squad', async () => {
    const w = await world();
    const mark = (markId: string, present: boolean, at: string, playerId: string | null = 'p-young') => ({ markId, teamKey: 'lions', playerId, present, at });
    const later = await recordCheckInMarks(w.ports, admin, undefined, TOURNAMENT, [mark('b', false, '2026-06-01T08:05:00.000Z'), mark('t', true, '2026-06-01T08:00:00.000Z', null)]);
    expect(later.results.map((result) => result.outcome)).toEqual(['applied', 'applied']);
    const earlier = await recordCheckInMarks(w.ports, admin, undefined, TOURNAMENT, [
      mark('a', true, '2026-06-01T08:01:00.000Z'),
      mark('x', true, '2026-06-01T08:01:00.000Z', 'p-of-tigers'),
      { ...mark('y', true, '2026-06-01T08:01:00.000Z'), teamKey: 'nobody' },
    ]);
    expect(earlier.results.map((result) => result.outcome)).toEqual(['stale', 'unknown', 'unknown']);
    const board = await checkInBoard(w.ports, admin, undefined, TOURNAMENT);
    const lions = board.teams.find((team) => team.teamKey === 'lions');
    expect(lions).toMatchObject({ present: true });
    expect(lions?.players.find((entry) => entry.playerId === 'p-young')).toMatchObject({ present: false });
  });

  it("the passes are for the team's own coach and the organizer; the desk is the organizer's", async () => {
    const w = await world();
    await expect(teamPasses(w.ports, actor('coach-away'), TOURNAMENT, 'lions')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(teamPasses(w.ports, referee, TOURNAMENT, 'lions')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(teamPasses(w.ports, actor('stranger'), TOURNAMENT, 'lions')).rejects.toBeInstanceOf(NotFoundError);
    await expect(checkInBoard(w.ports, actor('coach-home'), undefined, TOURNAMENT)).rejects.toThrow();
    await expect(checkInBoard(w.ports, actor('stranger'), undefined, TOURNAMENT)).rejects.toThrow();
  });
});
