import type { EntityItem } from 'electrodb';
import {
  bracketIdOf,
  DEFAULT_BRACKET,
  standingsNumbersOf,
  teamKey,
  type Age,
  type AgeGroupSummary,
  type BracketSummary,
  type DivisionSummary,
  type StandingsNumbers,
  type TournamentTeamSummary,
} from '@pitchside/shared';
import type { Database } from './database';
import { orNull } from './stored-values';
import type { bracketEntity } from './entities/bracket-entity';
import type { divisionEntity } from './entities/division-entity';
import type { tournamentTeamEntity } from './entities/tournament-team-entity';
import { commit, conditionalWrite, createEach } from './transactions';

/** The structure items as stored: what the tournament's answer shows of each (shared), in its tournament. */
export interface AgeGroupRecord extends AgeGroupSummary {
  tournamentId: string;
}
export interface DivisionRecord extends DivisionSummary {
  tournamentId: string;
}
export interface BracketRecord extends BracketSummary {
  tournamentId: string;
}

/** A stored team row's table: the numbers every table carries, and the place the standings gave it. */
export interface StandingsRow extends StandingsNumbers {
  position: number;
}

/** A tournament team as stored: what the tournament's answer shows of it (shared), plus what only the row keeps. */
export interface TournamentTeamRecord extends TournamentTeamSummary {
  tournamentId: string;
  /** Always read back (null for a team written before brackets had ids). */
  bracketId: string | null;
  organizerUid: string;
  decidedBy: string | null;
  source: 'import' | 'manual' | 'registration';
}

export const EMPTY_STANDINGS: StandingsRow = Object.freeze({ MP: 0, W: 0, D: 0, L: 0, GF: 0, GA: 0, GD: 0, PTS: 0, position: 0 });

/**
 * A new team entry of a tournament, as every writer makes it (the teams screen, an accepted registration):
 * keyed by `teamKey(team, club)`, no table yet, age and gender the division's unless given.
 */
export function newTournamentTeamRecord(input: {
  tournamentId: string;
  organizerUid: string;
  team: string;
  club: string | null | undefined;
  division: DivisionRecord;
  bracket: BracketRecord;
  age?: Age | undefined;
  gender?: DivisionRecord['gender'] | undefined;
  teamId?: string | null | undefined;
  source: TournamentTeamRecord['source'];
}): TournamentTeamRecord {
  return {
    ...EMPTY_STANDINGS,
    tournamentId: input.tournamentId,
    teamKey: teamKey(input.team, input.club),
    team: input.team,
    club: input.club || null,
    division: input.division.name,
    divisionId: input.division.divisionId,
    bracket: input.bracket.name,
    bracketId: input.bracket.bracketId,
    age: input.age ?? input.division.age,
    gender: input.gender ?? input.division.gender,
    organizerUid: input.organizerUid,
    teamId: input.teamId ?? null,
    decidedBy: null,
    source: input.source,
  };
}

/** The bracket a team joins when none is named: the division's own 'Default', else the tournament's, created when missing. */
export async function defaultBracketOf(structure: Pick<TournamentStructureRepository, 'getBracket' | 'addBrackets'>, tournamentId: string, division: DivisionRecord): Promise<BracketRecord> {
  const own = await structure.getBracket(tournamentId, bracketIdOf(DEFAULT_BRACKET, division.divisionId));
  if (own) return own;
  const shared = await structure.getBracket(tournamentId, bracketIdOf(DEFAULT_BRACKET));
  if (shared) return shared;
  const fallback = { tournamentId, bracketId: bracketIdOf(DEFAULT_BRACKET), name: DEFAULT_BRACKET, divisionId: null };
  await structure.addBrackets([fallback]);
  return fallback;
}

/** A stored team row's table numbers, for every read that shows a table. */
export function standingsRowOf(item: StandingsRow): StandingsRow {
  return { ...standingsNumbersOf(item), position: item.position };
}

/**
 * A tournament's age groups, divisions, brackets and teams (spec §3 subcollections), all in the
 * tournament's partition. The `add*` methods create each record unless its key exists and say which
 * existed already — the import's "skip what is there" and a form's "already exists" are the same call.
 */
export interface TournamentStructureRepository {
  ageGroups(tournamentId: string): Promise<AgeGroupRecord[]>;
  addAgeGroups(records: readonly AgeGroupRecord[]): Promise<{ added: AgeGroupRecord[]; existing: AgeGroupRecord[] }>;
  deleteAgeGroup(tournamentId: string, name: string): Promise<boolean>;

  divisions(tournamentId: string): Promise<DivisionRecord[]>;
  getDivision(tournamentId: string, divisionId: string): Promise<DivisionRecord | null>;
  addDivisions(records: readonly DivisionRecord[]): Promise<{ added: DivisionRecord[]; existing: DivisionRecord[] }>;
  /**
   * Replaces a division by its edited version. A new name means a new id (the slug of the name), so the
   * old item is deleted and the new one created in one transaction; false when the old one is gone or the
   * new id is taken.
   */
  replaceDivision(previous: DivisionRecord, next: DivisionRecord): Promise<boolean>;
  deleteDivision(tournamentId: string, divisionId: string): Promise<boolean>;

  brackets(tournamentId: string): Promise<BracketRecord[]>;
  getBracket(tournamentId: string, bracketId: string): Promise<BracketRecord | null>;
  addBrackets(records: readonly BracketRecord[]): Promise<{ added: BracketRecord[]; existing: BracketRecord[] }>;
  deleteBracket(tournamentId: string, bracketId: string): Promise<boolean>;

  teams(tournamentId: string): Promise<TournamentTeamRecord[]>;
  getTeam(tournamentId: string, teamKey: string): Promise<TournamentTeamRecord | null>;
  addTeams(records: readonly TournamentTeamRecord[]): Promise<{ added: TournamentTeamRecord[]; existing: TournamentTeamRecord[] }>;
  /** Division, bracket, age, gender and team link of an existing entry (never its standings); false when gone. */
  updateTeam(record: TournamentTeamRecord): Promise<boolean>;
  deleteTeam(tournamentId: string, teamKey: string): Promise<boolean>;
}

/** The record without its null fields: DynamoDB stores an absent attribute, the domain reads it as null. */
const present = <T extends object>(record: T) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined)) as { [K in keyof T as null extends T[K] ? never : K]: T[K] } & {
    [K in keyof T as null extends T[K] ? K : never]?: NonNullable<T[K]>;
  };

function toTeam(item: EntityItem<typeof tournamentTeamEntity>): TournamentTeamRecord {
  return {
    tournamentId: item.tournamentId,
    teamKey: item.teamKey,
    team: item.team,
    club: orNull(item.club),
    division: item.division,
    divisionId: orNull(item.divisionId),
    bracket: item.bracket,
    bracketId: orNull(item.bracketId),
    age: item.age as Age,
    gender: item.gender,
    organizerUid: item.organizerUid,
    teamId: orNull(item.teamId),
    ...standingsRowOf(item),
    decidedBy: orNull(item.decidedBy),
    source: item.source ?? 'manual',
  };
}

const toDivision = (item: EntityItem<typeof divisionEntity>): DivisionRecord => ({
  tournamentId: item.tournamentId,
  divisionId: item.divisionId,
  name: item.name,
  age: item.age as Age,
  gender: item.gender,
});
const toBracket = (item: EntityItem<typeof bracketEntity>): BracketRecord => ({ tournamentId: item.tournamentId, bracketId: item.bracketId, name: item.name, divisionId: orNull(item.divisionId) });

export function dynamoTournamentStructureRepository(db: Database): TournamentStructureRepository {
  const { ageGroup, division, bracket, tournamentTeam } = db.entities;
  return {
    async ageGroups(tournamentId) {
      const { data } = await ageGroup.query.byTournament({ tournamentId }).go({ pages: 'all' });
      return data.map((item) => ({ tournamentId: item.tournamentId, name: item.name as Age, hideResults: item.hideResults }));
    },
    addAgeGroups: (records) => createEach(records, (record) => ageGroup.create({ ...record }).go()),
    deleteAgeGroup: (tournamentId, name) =>
      conditionalWrite(() =>
        ageGroup
          .delete({ tournamentId, name })
          .where((attr, op) => op.exists(attr.name))
          .go(),
      ),

    async divisions(tournamentId) {
      const { data } = await division.query.byTournament({ tournamentId }).go({ pages: 'all' });
      return data.map(toDivision);
    },
    async getDivision(tournamentId, divisionId) {
      const { data } = await division.get({ tournamentId, divisionId }).go();
      return data ? toDivision(data) : null;
    },
    addDivisions: (records) => createEach(records, (record) => division.create({ ...record }).go()),
    replaceDivision: (previous, next) =>
      conditionalWrite(async () => {
        if (previous.divisionId === next.divisionId) {
          await division.patch({ tournamentId: previous.tournamentId, divisionId: previous.divisionId }).set({ name: next.name, age: next.age, gender: next.gender }).go();
          return;
        }
        await commit(
          db.transaction.write(({ division: divisions }) => [
            divisions
              .delete({ tournamentId: previous.tournamentId, divisionId: previous.divisionId })
              .where((attr, op) => op.exists(attr.divisionId))
              .commit(),
            divisions.create({ ...next }).commit(),
          ]),
        );
      }),
    deleteDivision: (tournamentId, divisionId) =>
      conditionalWrite(() =>
        division
          .delete({ tournamentId, divisionId })
          .where((attr, op) => op.exists(attr.divisionId))
          .go(),
      ),

    async brackets(tournamentId) {
      const { data } = await bracket.query.byTournament({ tournamentId }).go({ pages: 'all' });
      return data.map(toBracket);
    },
    async getBracket(tournamentId, bracketId) {
      const { data } = await bracket.get({ tournamentId, bracketId }).go();
      return data ? toBracket(data) : null;
    },
    addBrackets: (records) => createEach(records, (record) => bracket.create(present(record)).go()),
    deleteBracket: (tournamentId, bracketId) =>
      conditionalWrite(() =>
        bracket
          .delete({ tournamentId, bracketId })
          .where((attr, op) => op.exists(attr.bracketId))
          .go(),
      ),

    async teams(tournamentId) {
      const { data } = await tournamentTeam.query.byTournament({ tournamentId }).go({ pages: 'all' });
      return data.map(toTeam);
    },
    async getTeam(tournamentId, teamKey) {
      const { data } = await tournamentTeam.get({ tournamentId, teamKey }).go();
      return data ? toTeam(data) : null;
    },
    addTeams: (records) => createEach(records, (record) => tournamentTeam.create(present(record)).go()),
    updateTeam: (record) =>
      conditionalWrite(async () => {
        let operation = tournamentTeam
          .patch({ tournamentId: record.tournamentId, teamKey: record.teamKey })
          .set(
            present({ division: record.division, divisionId: record.divisionId, bracket: record.bracket, bracketId: record.bracketId, age: record.age, gender: record.gender, teamId: record.teamId }),
          );
        const cleared = (['divisionId', 'bracketId', 'teamId'] as const).filter((key) => record[key] === null);
        if (cleared.length > 0) operation = operation.remove([...cleared]);
        await operation.go();
      }),
    deleteTeam: (tournamentId, teamKey) =>
      conditionalWrite(() =>
        tournamentTeam
          .delete({ tournamentId, teamKey })
          .where((attr, op) => op.exists(attr.teamKey))
          .go(),
      ),
  };
}
