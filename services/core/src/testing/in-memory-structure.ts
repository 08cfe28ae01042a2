import type { TournamentStructureRepository } from '../data/tournament-structure';
import { copy, createEach, inTournament, key, type InMemoryTables } from './in-memory-tables';

/** Age groups, divisions, brackets and tournament teams with the adapter's conditional creates and deletes. */
export function inMemoryTournamentStructureRepository(tables: InMemoryTables): TournamentStructureRepository {
  const { ageGroups, divisions, brackets, tournamentTeams } = tables;
  return {
    ageGroups: async (tournamentId) => inTournament(ageGroups, tournamentId),
    addAgeGroups: createEach(ageGroups, (record) => key(record.tournamentId, record.name)),
    deleteAgeGroup: async (tournamentId, name) => ageGroups.delete(key(tournamentId, name)),
    divisions: async (tournamentId) => inTournament(divisions, tournamentId),
    getDivision: async (tournamentId, divisionId) => copy(divisions.get(key(tournamentId, divisionId)) ?? null),
    addDivisions: createEach(divisions, (record) => key(record.tournamentId, record.divisionId)),
    async replaceDivision(previous, next) {
      if (!divisions.has(key(previous.tournamentId, previous.divisionId))) return false;
      if (previous.divisionId !== next.divisionId && divisions.has(key(next.tournamentId, next.divisionId))) return false;
      divisions.delete(key(previous.tournamentId, previous.divisionId));
      divisions.set(key(next.tournamentId, next.divisionId), copy(next));
      return true;
    },
    deleteDivision: async (tournamentId, divisionId) => divisions.delete(key(tournamentId, divisionId)),
    brackets: async (tournamentId) => inTournament(brackets, tournamentId),
    getBracket: async (tournamentId, bracketId) => copy(brackets.get(key(tournamentId, bracketId)) ?? null),
    addBrackets: createEach(brackets, (record) => key(record.tournamentId, record.bracketId)),
    deleteBracket: async (tournamentId, bracketId) => brackets.delete(key(tournamentId, bracketId)),
    teams: async (tournamentId) => inTournament(tournamentTeams, tournamentId),
    getTeam: async (tournamentId, teamKey) => copy(tournamentTeams.get(key(tournamentId, teamKey)) ?? null),
    addTeams: createEach(tournamentTeams, (record) => key(record.tournamentId, record.teamKey)),
    async updateTeam(record) {
      const current = tournamentTeams.get(key(record.tournamentId, record.teamKey));
      if (!current) return false;
      // Like the table's update: placement and link only, never the name or the standings numbers.
      const { division, divisionId, bracket, bracketId, age, gender, teamId } = record;
      Object.assign(current, { division, divisionId, bracket, bracketId, age, gender, teamId });
      return true;
    },
    deleteTeam: async (tournamentId, teamKey) => tournamentTeams.delete(key(tournamentId, teamKey)),
  };
}
