import { ageRuleFor, checkSquadAges, type AgeRule, type CheckInSettings, type SquadAgeCheck } from '@pitchside/shared';
import type { MatchRecord, PlayerRecord, TournamentTeamRecord } from '@pitchside/core/data';
import type { MatchesPorts } from '../ports';

/**
 * A tournament entry's squad, read only when the entry's organization team belongs to the tournament's own
 * organization: an entry naming another organization's team never shows its players (or their birth dates).
 */
export async function squadOf(ports: Pick<MatchesPorts, 'teams'>, orgId: string, entry: Pick<TournamentTeamRecord, 'teamId'> | null): Promise<PlayerRecord[]> {
  if (!entry?.teamId) return [];
  const team = await ports.teams.get(entry.teamId);
  if (!team || team.orgId !== orgId) return [];
  return ports.teams.listPlayers(entry.teamId);
}

export function squadAges(settings: CheckInSettings, divisionId: string | null | undefined, players: readonly PlayerRecord[]): SquadAgeCheck & { rule: AgeRule | null } {
  const rule = ageRuleFor(settings.ageRules, divisionId);
  return { ...checkSquadAges(rule, players), rule };
}

/**
 * The players of this match outside their division's age rule (shared/check-in): the console leaves them out
 * and the match sheet refuses their goals and cards, like a suspended player's (docs/decisions/0056).
 */
export async function ageIneligibleIn(ports: Pick<MatchesPorts, 'checkIn' | 'structure' | 'teams'>, orgId: string, match: MatchRecord): Promise<Set<string>> {
  const settings = await ports.checkIn.settings(match.tournamentId);
  if (settings.ageRules.length === 0) return new Set();
  const out = new Set<string>();
  for (const side of await matchSquads(ports, orgId, match)) for (const check of squadAges(settings, side.divisionId, side.players).players) if (check.problem) out.add(check.playerId);
  return out;
}

/**
 * Each side's squad and division. The division is the team entry's (a team plays in one division; a match
 * made by hand may not name it), else the match's.
 */
export async function matchSquads(ports: Pick<MatchesPorts, 'structure' | 'teams'>, orgId: string, match: MatchRecord): Promise<{ divisionId: string | null; players: PlayerRecord[] }[]> {
  return Promise.all(
    [match.homeTeamKey, match.awayTeamKey].map(async (teamKey) => {
      const entry = teamKey ? await ports.structure.getTeam(match.tournamentId, teamKey) : null;
      return { divisionId: entry?.divisionId ?? match.divisionId ?? null, players: await squadOf(ports, orgId, entry) };
    }),
  );
}
