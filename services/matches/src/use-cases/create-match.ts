import { formText, MESSAGES, teamKey, type CreateMatchInput, type MatchView } from '@pitchside/shared';
import { loadTournamentAccess, NotFoundError, ValidationError, type Actor } from '@pitchside/core';
import type { MatchesPorts } from '../ports';
import { toMatchView } from './match-view';

/**
 * An organizer adds a fixture by hand (imports add them in bulk). Both teams must be entries of the
 * tournament in that division, so the match counts in their table once it is completed.
 */
export async function createMatch(ports: MatchesPorts, actor: Actor, orgId: string | undefined, tournamentId: string, input: CreateMatchInput): Promise<MatchView> {
  const access = await loadTournamentAccess(ports, actor, orgId, tournamentId, 'manage');
  const homeTeamKey = teamKey(input.homeTeam, input.homeClub);
  const awayTeamKey = teamKey(input.awayTeam, input.awayClub);
  if (homeTeamKey === awayTeamKey) throw new ValidationError('Some fields are not valid', { awayTeam: formText('form.sameTeam') });
  const [home, away] = await Promise.all([ports.structure.getTeam(tournamentId, homeTeamKey), ports.structure.getTeam(tournamentId, awayTeamKey)]);
  const fields: Record<string, string> = {};
  if (!home || home.division !== input.division) fields.homeTeam = `Add ${input.homeTeam} to the ${input.division} division first`;
  if (!away || away.division !== input.division) fields.awayTeam = `Add ${input.awayTeam} to the ${input.division} division first`;
  if (Object.keys(fields).length > 0) throw new ValidationError('Some fields are not valid', fields);
  const matchId = `m-${ports.newId()}`;
  await ports.matches.addFixtures([
    {
      tournamentId,
      matchId,
      division: input.division,
      age: input.age,
      gender: input.gender,
      date: input.date.slice(0, 10),
      time: input.time ?? '',
      field: input.field ?? null,
      homeTeam: input.homeTeam,
      homeClub: input.homeClub ?? null,
      awayTeam: input.awayTeam,
      awayClub: input.awayClub ?? null,
      homeTeamKey,
      awayTeamKey,
      bracket: input.bracket ?? home?.bracket ?? null,
      source: 'manual',
    },
  ]);
  const match = await ports.matches.get(tournamentId, matchId);
  if (!match) throw new NotFoundError(MESSAGES.matchNotFound);
  return toMatchView({ tournament: access.tournament, match, membership: access.membership, coachOf: [], linked: false }, actor, ports.clock.now());
}
