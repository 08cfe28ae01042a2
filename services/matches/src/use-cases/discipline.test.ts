import { ForbiddenError, NotFoundError, type Actor } from '@pitchside/core';
import { completedMatch, matchesWorld, member, TOURNAMENT, type MatchesWorld } from '../testing/in-memory-ports';
import { decideSuspension, listDiscipline, teamSuspensions } from './discipline';
import { recordMatchEvents } from './record-events';

const actor = (uid: string): Actor => ({ uid, email: `${uid}@example.test`, displayName: uid, roles: [] });
const admin = actor('admin');
const referee = actor('referee');
const sentOff = { id: 'card-1', playerId: 'p-lion', playerName: 'Leo Lion', teamType: 'home' as const, cardType: 'red' as const, minute: 30, timestamp: '2026-06-01T10:30:00.000Z' };

/** Lions v Tigers twice: Leo is sent off in the first, so he sits out the second (refereed by 'referee'). */
function world(): MatchesWorld {
  return matchesWorld({
    memberships: [
      member('admin', { admin: true }),
      member('coach-home', { coach: true }),
      member('coach-away', { coach: true }),
      member('referee', { referee: true }),
      member('stranger', { admin: true }, 'org-2'),
    ],
    matches: [completedMatch('m1', { cards: [sentOff] }), completedMatch('m2', { time: '14:00', status: 'in_progress', completedAt: null, refereeId: 'referee', refereeName: 'Ref' })],
    coaches: { home: 'coach-home', away: 'coach-away' },
  });
}

const cardFor = (id: string) => ({ id, type: 'card', at: '2026-06-01T14:10:00.000Z', teamType: 'home', playerId: 'p-lion', playerName: 'Leo Lion', cardType: 'yellow' });

describe('discipline use cases', () => {
  it('the match sheet refuses a card for the suspended player, and takes it once the organizer overturns', async () => {
    const w = world();
    const refused = await recordMatchEvents(w.ports, referee, TOURNAMENT, 'm2', [cardFor('e1')]);
    expect(refused.results).toEqual([expect.objectContaining({ outcome: 'rejected', code: 'player_suspended' })]);
    const [suspension] = (await listDiscipline(w.ports, admin, undefined, TOURNAMENT)).suspensions;
    expect(suspension).toMatchObject({ playerName: 'Leo Lion', cause: 'red', state: 'pending', sitOut: [expect.objectContaining({ matchId: 'm2', opponent: 'Tigers' })] });
    const decided = await decideSuspension(w.ports, admin, undefined, TOURNAMENT, { suspensionId: suspension?.suspensionId ?? '', action: 'overturn', reason: 'Wrong player' });
    expect(decided.suspension).toMatchObject({ state: 'overturned', decisions: [expect.objectContaining({ reason: 'Wrong player', decidedBy: 'admin' })] });
    const taken = await recordMatchEvents(w.ports, referee, TOURNAMENT, 'm2', [cardFor('e2')]);
    expect(taken.results).toEqual([expect.objectContaining({ outcome: 'applied' })]);
  });

  it("a team's suspensions are for its own coach and the organizer only", async () => {
    const w = world();
    expect((await teamSuspensions(w.ports, actor('coach-home'), TOURNAMENT, 'lions')).suspensions).toHaveLength(1);
    expect((await teamSuspensions(w.ports, admin, TOURNAMENT, 'lions')).suspensions).toHaveLength(1);
    await expect(teamSuspensions(w.ports, actor('coach-away'), TOURNAMENT, 'lions')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(teamSuspensions(w.ports, actor('stranger'), TOURNAMENT, 'lions')).rejects.toBeInstanceOf(NotFoundError);
    await expect(listDiscipline(w.ports, actor('stranger'), undefined, TOURNAMENT)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('refuses a decision on a suspension that does not exist', async () => {
    await expect(decideSuspension(world().ports, admin, undefined, TOURNAMENT, { suspensionId: 'm9:nobody:sent-off', action: 'served', reason: 'Because' })).rejects.toBeInstanceOf(NotFoundError);
  });
});
