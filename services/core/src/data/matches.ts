import { createHash } from 'node:crypto';
import type { Database } from './database';
import { toMatch, type MatchRecord } from './to-match';
import { createEach } from './transactions';

export { toMatch, type MatchRecord };

/** The fixture part of a match: what an import or an organizer gives; the live state starts empty. */
export type MatchFixture = Pick<MatchRecord, 'tournamentId' | 'matchId' | 'division' | 'age' | 'gender' | 'date' | 'homeTeam' | 'awayTeam' | 'source'> &
  Partial<Pick<MatchRecord, 'divisionId' | 'time' | 'field' | 'homeClub' | 'awayClub' | 'homeTeamKey' | 'awayTeamKey' | 'bracket'>> &
  Partial<Pick<MatchRecord, (typeof KNOCKOUT_FIXTURE_FIELDS)[number]>>;

/** The knockout attributes a fixture may carry (see `knockoutRowFields` in shared). */
export const KNOCKOUT_FIXTURE_FIELDS = ['stage', 'knockoutCode', 'roundName', 'knockoutOrder', 'homeSource', 'awaySource', 'homeLabel', 'awayLabel'] as const;

/**
 * The id of an imported match: a hash of division, date, time, home and away (case and spacing ignored),
 * so importing the same sheet again finds the same ids and adds nothing twice.
 */
export function importedMatchId(fixture: { division: string; date: string; time?: string | null; homeTeam: string; awayTeam: string }): string {
  const norm = (value: string | null | undefined) => (value ?? '').normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
  const source = [fixture.division, fixture.date, fixture.time, fixture.homeTeam, fixture.awayTeam].map(norm).join('\u001f');
  return `m-${createHash('sha256').update(source).digest('hex').slice(0, 24)}`;
}

export interface MatchRepository {
  get(tournamentId: string, matchId: string): Promise<MatchRecord | null>;
  /** Every match of the tournament, or of one division (by its name), by date then time. */
  listByTournament(tournamentId: string, division?: string): Promise<MatchRecord[]>;
  /**
   * These matches as the base table holds them now (strongly consistent): what a reader that must not act
   * on an older copy uses after finding the ids through an index, which AWS serves eventually consistent.
   */
  getCurrent(tournamentId: string, matchIds: readonly string[]): Promise<MatchRecord[]>;
  countByTournament(tournamentId: string): Promise<number>;
  /** Whether any match names this division (by name or divisionId). */
  anyInDivision(tournamentId: string, division: { name: string; divisionId: string }): Promise<boolean>;
  /** Creates each fixture unless its id exists (a re-import): says which were added and which existed. */
  addFixtures(fixtures: readonly MatchFixture[]): Promise<{ added: MatchFixture[]; existing: MatchFixture[] }>;
}

function byKickOff(a: MatchRecord, b: MatchRecord): number {
  return a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.matchId.localeCompare(b.matchId);
}

export function dynamoMatchRepository(db: Database): MatchRepository {
  const { match } = db.entities;
  return {
    async get(tournamentId, matchId) {
      const { data } = await match.get({ tournamentId, matchId }).go();
      return data ? toMatch(data) : null;
    },
    async listByTournament(tournamentId, division) {
      const { data } = division ? await match.query.byDivision({ tournamentId, division }).go({ pages: 'all' }) : await match.query.byTournament({ tournamentId }).go({ pages: 'all' });
      return data.map(toMatch).sort(byKickOff);
    },
    async getCurrent(tournamentId, matchIds) {
      if (matchIds.length === 0) return [];
      const { data, unprocessed } = await match.get(matchIds.map((matchId) => ({ tournamentId, matchId }))).go({ consistent: true });
      if (unprocessed.length > 0) throw new Error(`${unprocessed.length} matches were not read; the caller retries`);
      return data.map(toMatch).sort(byKickOff);
    },
    async countByTournament(tournamentId) {
      const { data } = await match.query.byTournament({ tournamentId }).go({ pages: 'all', attributes: ['matchId'] });
      return data.length;
    },
    async anyInDivision(tournamentId, { name, divisionId }) {
      const { data } = await match.query.byDivision({ tournamentId, division: name }).go({ limit: 1, attributes: ['matchId'] });
      if (data.length > 0) return true;
      const { data: byId } = await match.query
        .byTournament({ tournamentId })
        .where((attr, op) => op.eq(attr.divisionId, divisionId))
        .go({ pages: 'all', attributes: ['matchId'] });
      return byId.length > 0;
    },
    addFixtures: (fixtures) =>
      createEach(fixtures, (fixture) => {
        const item = Object.fromEntries(Object.entries(fixture).filter(([, value]) => value !== null && value !== undefined)) as MatchFixture;
        return match
          .create({
            ...item,
            time: fixture.time ?? '',
            divisionId: fixture.divisionId ?? undefined,
            field: fixture.field ?? undefined,
            homeClub: fixture.homeClub ?? undefined,
            awayClub: fixture.awayClub ?? undefined,
            homeTeamKey: fixture.homeTeamKey ?? undefined,
            awayTeamKey: fixture.awayTeamKey ?? undefined,
            bracket: fixture.bracket ?? undefined,
            knockoutCode: fixture.knockoutCode ?? undefined,
            roundName: fixture.roundName ?? undefined,
            knockoutOrder: fixture.knockoutOrder ?? undefined,
            homeSource: fixture.homeSource ?? undefined,
            awaySource: fixture.awaySource ?? undefined,
            homeLabel: fixture.homeLabel ?? undefined,
            awayLabel: fixture.awayLabel ?? undefined,
          })
          .go();
      }),
  };
}
