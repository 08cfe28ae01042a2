import { MESSAGES, type MatchRosters, type MatchView } from '@pitchside/shared';
import { NotFoundError, type Actor } from '@pitchside/core';
import type { MatchEventRecord } from '../adapters/match-live';
import type { MatchesPorts } from '../ports';
import { matchSquads, squadAges } from './check-in-squads';
import { suspendedIn } from './discipline-read';
import { assertAllowed, loadMatchContext, matchPolicy } from './match-context';
import { todayFirst, toMatchView } from './match-view';

export async function getMatch(ports: MatchesPorts, actor: Actor, tournamentId: string, matchId: string): Promise<MatchView> {
  const context = await loadMatchContext(ports, actor, tournamentId, matchId);
  assertAllowed(matchPolicy.read(context));
  return toMatchView(context, actor, ports.clock.now());
}

/** A referee's matches, today's first (then upcoming by kick-off, then past ones, latest first). */
export async function listAssignedMatches(ports: MatchesPorts, actor: Actor): Promise<{ matches: MatchView[] }> {
  const now = ports.clock.now();
  const today = now.toISOString().slice(0, 10);
  const assigned = await ports.live.listByReferee(actor.uid);
  const views: MatchView[] = [];
  for (const match of assigned) {
    try {
      views.push(toMatchView(await loadMatchContext(ports, actor, match.tournamentId, match.matchId), actor, now));
    } catch (error) {
      // A tournament deleted or an organization left since the assignment: not theirs to see any more.
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  return { matches: todayFirst(views, today) };
}

/** Who did what to the score, and when: the organizer's audit trail of a match. */
export async function matchAudit(ports: MatchesPorts, actor: Actor, tournamentId: string, matchId: string): Promise<{ events: MatchEventRecord[] }> {
  const context = await loadMatchContext(ports, actor, tournamentId, matchId);
  assertAllowed(matchPolicy.audit(context));
  return { events: await ports.live.events(tournamentId, matchId) };
}

export function notFound(): never {
  throw new NotFoundError(MESSAGES.matchNotFound);
}

/** The two squads, for the console's scorer and card pickers: names and numbers only. */
export async function matchRosters(ports: MatchesPorts, actor: Actor, tournamentId: string, matchId: string): Promise<MatchRosters> {
  // The sides' entries are read below with their squads, not twice.
  const context = await loadMatchContext(ports, actor, tournamentId, matchId, { teams: false });
  assertAllowed(matchPolicy.run(context, actor) || matchPolicy.recordIncident(context));
  // Eligibility rides with the squads, so a console that cached them still does not offer a suspended player offline.
  // The division's age rule rides the same way (shared/check-in): an age-ineligible player is not offered either.
  const [suspended, settings, sides] = await Promise.all([suspendedIn(ports, context.match), ports.checkIn.settings(tournamentId), matchSquads(ports, context.tournament.orgId, context.match)]);
  const squad = ({ divisionId, players }: (typeof sides)[number]) => {
    const outside = new Set(
      squadAges(settings, divisionId, players)
        .players.filter((check) => check.problem)
        .map((check) => check.playerId),
    );
    return players.map((player) => ({
      playerId: player.playerId,
      name: player.name,
      jerseyNumber: player.jerseyNumber ?? null,
      ...(suspended.has(player.playerId) ? { suspended: true } : {}),
      ...(outside.has(player.playerId) ? { ageIneligible: true } : {}),
    }));
  };
  return { home: sides[0] ? squad(sides[0]) : [], away: sides[1] ? squad(sides[1]) : [] };
}
