import { defaultBracketOf, newTournamentTeamRecord, type TournamentStructureRepository } from '@pitchside/core/data';
import type { TournamentTeams } from '../ports';

/**
 * The tournament's teams through the structure repository the teams screen and the import write with:
 * an accepted team is a `tournamentTeam` row like any other (source 'registration'), in its division's
 * Default bracket.
 */
export function structureTournamentTeams(structure: TournamentStructureRepository): TournamentTeams {
  return {
    async enter(team) {
      const division = await structure.getDivision(team.tournamentId, team.divisionId);
      if (!division) throw new Error(`Division ${team.divisionId} of tournament ${team.tournamentId} is gone`);
      const bracket = await defaultBracketOf(structure, team.tournamentId, division);
      const record = newTournamentTeamRecord({ tournamentId: team.tournamentId, organizerUid: team.organizerUid, team: team.team, club: team.club, division, bracket, source: 'registration' });
      const { added } = await structure.addTeams([record]);
      return added.length > 0 ? 'entered' : 'exists';
    },
    async move(tournamentId, key, divisionId) {
      const current = await structure.getTeam(tournamentId, key);
      const division = await structure.getDivision(tournamentId, divisionId);
      if (!current || !division) return false;
      if (current.divisionId === divisionId) return true;
      const bracket = await defaultBracketOf(structure, tournamentId, division);
      return structure.updateTeam({ ...current, division: division.name, divisionId, bracket: bracket.name, bracketId: bracket.bracketId, age: division.age, gender: division.gender });
    },
    leave: (tournamentId, key) => structure.deleteTeam(tournamentId, key),
    async has(tournamentId, key) {
      return (await structure.getTeam(tournamentId, key)) !== null;
    },
  };
}
