import { tournamentRecord, unplayedMatchState } from '@pitchside/core/testing';
import type { Actor } from '@pitchside/core';
import { completedMatch, matchesWorld, member, ORG, TOURNAMENT } from '../testing/in-memory-ports';
import { assignReferees } from './assign-referees';

const admin: Actor = { uid: 'ada', email: 'ada@example.test', displayName: 'Ada', roles: ['admin'] };
const upcoming = (matchId: string, tournamentId: string, homeTeam: string, awayTeam: string, refereeId: string | null) =>
  completedMatch(matchId, { ...unplayedMatchState(), tournamentId, homeTeam, awayTeam, date: '2026-06-02', time: '10:00', refereeId, refereeName: refereeId, version: 1 });

function world() {
  return matchesWorld({
    memberships: [member('ada', { admin: true }), member('rita', { referee: true }), member('rita', { referee: true }, 'org-2')],
    matches: [upcoming('m-1', TOURNAMENT, 'Lions', 'Tigers', null)],
    coaches: {},
    elsewhere: [
      // Rita also referees for another organizer, at the same hour, and for this one in a second tournament.
      { tournament: tournamentRecord('their-cup', 'org-2', { name: 'Their Cup' }), matches: [upcoming('x-1', 'their-cup', 'Secret Rovers', 'Hidden United', 'rita')] },
      { tournament: tournamentRecord('our-other-cup', ORG, { name: 'Our Other Cup' }), matches: [upcoming('o-1', 'our-other-cup', 'Hawks', 'Owls', 'rita')] },
    ],
  });
}

it("warns of a referee's overlapping booking in this organization, and never names another organization's fixtures", async () => {
  const { ports } = world();
  const { warnings } = await assignReferees(ports, admin, TOURNAMENT, { assignments: [{ matchId: 'm-1', refereeId: 'rita' }] });
  expect(warnings.map((warning) => warning.message)).toEqual(['rita is also booked on Hawks – Owls at 10:00']);
  expect(JSON.stringify(warnings)).not.toMatch(/Secret Rovers|Hidden United/);
});
