import type { Database } from './database';
import { standingsRowOf, type StandingsRow } from './tournament-structure';
import { toTournament, type TournamentRecord } from './tournaments';

/** A tournament team's standings as the public table shows them, with the tie-breaker explanation. */
export interface PublicStandingsRecord extends StandingsRow {
  teamKey: string;
  team: string;
  club: string | null;
  division: string;
  bracket: string;
  decidedBy: string | null;
  /** What the row's numbers were computed from (see the standings writer); null before the first result. */
  standingsVersion?: number | null;
}

/** The reads behind the public site, plus the organizer's switch that hides an age group's results. */
export interface PublicReadRepository {
  listPublished(): Promise<TournamentRecord[]>;
  standings(tournamentId: string): Promise<PublicStandingsRecord[]>;
  hiddenAges(tournamentId: string): Promise<Set<string>>;
  setAgeGroupHidden(tournamentId: string, name: string, hidden: boolean): Promise<boolean>;
}

export function dynamoPublicReadRepository(db: Database): PublicReadRepository {
  const { tournament, tournamentTeam, ageGroup } = db.entities;
  return {
    async listPublished() {
      const { data } = await tournament.query.byListing({ listing: 'published' }).go({ pages: 'all' });
      return data.map(toTournament);
    },
    async standings(tournamentId) {
      const { data } = await tournamentTeam.query.byTournament({ tournamentId }).go({ pages: 'all' });
      return data.map((item) => ({
        teamKey: item.teamKey,
        team: item.team,
        club: item.club ?? null,
        division: item.division,
        bracket: item.bracket ?? 'Default',
        ...standingsRowOf(item),
        decidedBy: item.decidedBy ?? null,
        standingsVersion: item.standingsVersion ?? null,
      }));
    },
    async hiddenAges(tournamentId) {
      const { data } = await ageGroup.query.byTournament({ tournamentId }).go({ pages: 'all' });
      return new Set(data.filter((item) => item.hideResults).map((item) => item.name));
    },
    async setAgeGroupHidden(tournamentId, name, hidden) {
      try {
        await ageGroup.patch({ tournamentId, name }).set({ hideResults: hidden }).go();
        return true;
      } catch (error) {
        if (/ConditionalCheckFailed|conditional request failed/i.test(String((error as Error)?.message ?? error))) return false;
        throw error;
      }
    },
  };
}
