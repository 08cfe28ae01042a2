import type { MatchView, TeamType } from '@pitchside/shared';
import type { Actor } from '@pitchside/core';
import type { MatchRecord, MembershipRecord, TournamentRecord } from '@pitchside/core/data';
import type { MatchesPorts } from '../ports';
import type { MatchContext } from './match-context';
import { todayFirst, toMatchView } from './match-view';

/** Tournaments that ended longer ago than this are left out: a coach confirms scores on the day, not next season. */
const RECENT_DAYS = 14;

/**
 * `GET /api/matches/coached`: the matches of the teams a coach coaches (Team.coachUid), in the
 * organizations where they are a coach, through the tournament entries that name those teams — so a coach
 * can open a finished match and confirm its score without a link from the organizer. Today first, then the
 * days ahead, then the past (latest first), like a referee's list.
 */
export async function listCoachedMatches(ports: MatchesPorts, actor: Actor): Promise<{ matches: MatchView[] }> {
  const now = ports.clock.now();
  const today = now.toISOString().slice(0, 10);
  const [teams, memberships] = await Promise.all([ports.teams.listByCoach(actor.uid), ports.organizations.membershipsOfUser(actor.uid)]);
  const coaching = new Map(memberships.filter((membership) => membership.role.coach).map((membership) => [membership.orgId, membership]));
  const teamIds = new Set(teams.filter((team) => coaching.has(team.orgId)).map((team) => team.teamId));
  if (teamIds.size === 0) return { matches: [] };

  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString().slice(0, 10);
  const tournaments = (await Promise.all([...coaching.keys()].map((orgId) => ports.tournaments.listByOrg(orgId)))).flat().filter((tournament) => tournament.endDate >= since);
  const views = (await Promise.all(tournaments.map((tournament) => matchesOf(ports, actor, tournament, coaching.get(tournament.orgId), teamIds, now)))).flat();

  return { matches: todayFirst(views, today) };
}

async function matchesOf(ports: MatchesPorts, actor: Actor, tournament: TournamentRecord, membership: MembershipRecord | undefined, teamIds: ReadonlySet<string>, now: Date): Promise<MatchView[]> {
  if (!membership) return [];
  const entries = (await ports.structure.teams(tournament.tournamentId)).filter((entry) => entry.teamId !== null && teamIds.has(entry.teamId));
  if (entries.length === 0) return [];
  const teamIdOf = new Map(entries.map((entry) => [entry.teamKey, entry.teamId]));
  const matches = await ports.matches.listByTournament(tournament.tournamentId);
  return matches.flatMap((match) => {
    const coachOf = sidesOf(match, teamIdOf);
    if (coachOf.length === 0) return [];
    const context: MatchContext = {
      tournament,
      match,
      membership,
      coachOf,
      linked: false,
      teamIds: { home: (match.homeTeamKey && teamIdOf.get(match.homeTeamKey)) || null, away: (match.awayTeamKey && teamIdOf.get(match.awayTeamKey)) || null },
    };
    return [toMatchView(context, actor, now)];
  });
}

function sidesOf(match: MatchRecord, teamIdOf: ReadonlyMap<string, string | null>): TeamType[] {
  const sides: TeamType[] = [];
  if (match.homeTeamKey && teamIdOf.has(match.homeTeamKey)) sides.push('home');
  if (match.awayTeamKey && teamIdOf.has(match.awayTeamKey)) sides.push('away');
  return sides;
}
