import type { MatchView } from '@pitchside/shared';
import type { Actor } from '@pitchside/core';
import type { TournamentRecord } from '@pitchside/core/data';
import type { MatchesPorts } from '../ports';
import type { MatchContext } from './match-context';
import { toMatchView } from './match-view';

/**
 * `GET /api/matches/today` (medic): today's matches of the tournaments played today in the organizations
 * where the caller is a medic — the matches they may open and record incidents in — by kick-off. A medic
 * used to find nothing here and had to wait for a link from the organizer.
 */
export async function listTodayMatches(ports: Pick<MatchesPorts, 'organizations' | 'tournaments' | 'matches' | 'clock'>, actor: Actor): Promise<{ matches: MatchView[] }> {
  const now = ports.clock.now();
  const today = now.toISOString().slice(0, 10);
  const medicOf = (await ports.organizations.membershipsOfUser(actor.uid)).filter((membership) => membership.role.medic);
  const playing = async (orgId: string): Promise<TournamentRecord[]> => (await ports.tournaments.listByOrg(orgId)).filter((tournament) => tournament.startDate <= today && today <= tournament.endDate);
  const views = (
    await Promise.all(
      medicOf.map(async (membership) =>
        (
          await Promise.all(
            (await playing(membership.orgId)).map(async (tournament) =>
              (await ports.matches.listByTournament(tournament.tournamentId))
                .filter((match) => match.date === today)
                .map((match) => {
                  const context: MatchContext = { tournament, match, membership, coachOf: [], linked: false };
                  return toMatchView(context, actor, now);
                }),
            ),
          )
        ).flat(),
      ),
    )
  ).flat();
  views.sort((a, b) => a.time.localeCompare(b.time) || a.homeTeam.localeCompare(b.homeTeam));
  return { matches: views };
}
