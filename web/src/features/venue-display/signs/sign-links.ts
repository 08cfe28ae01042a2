import type { PublicMatch } from '@pitchside/shared';

/**
 * Where each printed sign at the venue leads (issue 35): one place, so the signs, the organizer's tab and
 * the tests agree. Absolute: a phone's camera opens them from paper.
 */
export const signLinks = {
  tournament: (origin: string, tournamentId: string) => `${origin}/t/${encodeURIComponent(tournamentId)}`,
  /** A pitch's own matches (the printable schedule, that pitch only). */
  pitch: (origin: string, tournamentId: string, field: string) => `${origin}/t/${encodeURIComponent(tournamentId)}/print?by=pitch&pitch=${encodeURIComponent(field)}`,
  /** The team's page: its follow button turns on its notifications. */
  team: (origin: string, tournamentId: string, teamKey: string) => `${origin}/t/${encodeURIComponent(tournamentId)}/team/${encodeURIComponent(teamKey)}`,
  /** The venue screen's address: the token in the fragment, which browsers never send to a server. */
  display: (origin: string, token: string) => `${origin}/display#${encodeURIComponent(token)}`,
};

/** The pitches that have matches, in natural order ('Pitch 2' before 'Pitch 10'). */
export function pitchesOf(matches: readonly PublicMatch[]): string[] {
  const fields = new Set<string>();
  for (const match of matches) if (match.field) fields.add(match.field);
  return [...fields].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}

/** The teams that play, by name. */
export function signTeamsOf(matches: readonly PublicMatch[]): { teamKey: string; team: string }[] {
  const teams = new Map<string, string>();
  for (const match of matches) {
    if (match.homeTeamKey) teams.set(match.homeTeamKey, match.homeTeam);
    if (match.awayTeamKey) teams.set(match.awayTeamKey, match.awayTeam);
  }
  return [...teams.entries()].map(([teamKey, team]) => ({ teamKey, team })).sort((a, b) => a.team.localeCompare(b.team));
}
