import type { Database } from './database';
import { toTournament, tournamentItem, type TournamentItem, type TournamentRecord } from './tournament-items';
import type { AgeGroupRecord, BracketRecord } from './tournament-structure';
import { deleteCheckIn } from './check-in-deletion';
import { deleteRegistration } from './registration-deletion';
import { deleteRefereeRecords } from './referee-records-deletion';
import { commit, conditionalWrite, deletePaged, isConditionFailure } from './transactions';

export { toTournament, type TournamentRecord };

/** What an organizer may edit on the tournament item itself (never owner, organization, draft or payment). */
export type TournamentSettings = Partial<
  Pick<
    TournamentRecord,
    | 'name'
    | 'type'
    | 'days'
    | 'startDate'
    | 'endDate'
    | 'venue'
    | 'ageGroups'
    | 'genders'
    | 'teamCount'
    | 'firstHalfDuration'
    | 'breakDuration'
    | 'secondHalfDuration'
    | 'tieBreakers'
    | 'gdCap'
    | 'disputeWindowMinutes'
    | 'timeZone'
  >
>;

export interface TournamentLinkRecord {
  userId: string;
  tournamentId: string;
  orgId: string;
  createdAt: string | null;
}

export interface DeletedChildren {
  ageGroups: number;
  divisions: number;
  brackets: number;
  teams: number;
  matches: number;
  links: number;
  imports: number;
  scheduleVersions: number;
  /** Registration entries and applications (issue 32): clubs' contacts. */
  registrations: number;
}

/**
 * Tournaments, their organizer links (the spec's userTournaments) and their removal. The structure under a
 * tournament (age groups, divisions, brackets, tournament teams) is `TournamentStructureRepository`.
 */
export interface TournamentRepository {
  get(tournamentId: string): Promise<TournamentRecord | null>;
  listByOrg(orgId: string): Promise<TournamentRecord[]>;
  /** The tournament with its first age groups and brackets, all or nothing; false when the id exists. */
  create(input: { tournament: TournamentRecord; ageGroups: readonly AgeGroupRecord[]; brackets: readonly BracketRecord[] }): Promise<boolean>;
  /**
   * Changes settings of a tournament still at `expectedVersion`, and moves it to the next version; null
   * when it does not exist (any more) or someone else changed it since that version was read.
   */
  update(tournamentId: string, changes: TournamentSettings, expectedVersion: number): Promise<TournamentRecord | null>;
  /** Publishes (draft false) or unpublishes; null when the tournament does not exist. */
  setDraft(tournamentId: string, draft: boolean, at: string): Promise<TournamentRecord | null>;
  /** Set by the import after its last step (spec §4). */
  setHasSchedule(tournamentId: string, hasSchedule: boolean): Promise<void>;
  linksOfTournament(tournamentId: string): Promise<TournamentLinkRecord[]>;
  linksOfUser(uid: string): Promise<TournamentLinkRecord[]>;
  /** Whether a link made inside this organization exists: a link is honoured only in its own organization. */
  isLinked(uid: string, tournamentId: string, orgId: string): Promise<boolean>;
  link(link: { userId: string; tournamentId: string; orgId: string }): Promise<void>;
  unlink(uid: string, tournamentId: string): Promise<boolean>;
  /**
   * Deletes every child (structure, teams, matches, links, import jobs) page by page, then the tournament
   * item last: a crash half way leaves a tournament that can be deleted again.
   */
  delete(tournamentId: string): Promise<DeletedChildren>;
}

export function dynamoTournamentRepository(db: Database): TournamentRepository {
  const { tournament, userTournament, ageGroup, division, bracket, tournamentTeam, match, matchEvent, matchIncident, importJob, scheduleSetup, scheduleVersion, disciplineRules, disciplineDecision } =
    db.entities;

  return {
    async get(tournamentId) {
      const { data } = await tournament.get({ tournamentId }).go();
      return data ? toTournament(data) : null;
    },
    async listByOrg(orgId) {
      const { data } = await tournament.query.byOrg({ orgId }).go({ pages: 'all' });
      return data.map(toTournament);
    },
    async create({ tournament: record, ageGroups, brackets }) {
      return conditionalWrite(() =>
        commit(
          db.transaction.write(({ tournament: tournaments, ageGroup: groups, bracket: brackets_ }) => [
            tournaments.create(tournamentItem(record)).commit(),
            ...ageGroups.map((group) => groups.create({ ...group }).commit()),
            ...brackets.map((entry) =>
              brackets_.create({ tournamentId: entry.tournamentId, bracketId: entry.bracketId, name: entry.name, ...(entry.divisionId ? { divisionId: entry.divisionId } : {}) }).commit(),
            ),
          ]),
        ),
      );
    },
    async update(tournamentId, changes, expectedVersion) {
      const { gdCap, ...rest } = changes;
      const set = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
      try {
        let operation = tournament.patch({ tournamentId }).set({
          ...set,
          version: expectedVersion + 1,
          ...(rest.ageGroups ? { ageGroups: [...rest.ageGroups] } : {}),
          ...(rest.genders ? { genders: [...rest.genders] } : {}),
          ...(rest.tieBreakers ? { tieBreakers: [...rest.tieBreakers] } : {}),
          ...(typeof gdCap === 'number' ? { gdCap } : {}),
        });
        if (gdCap === null) operation = operation.remove(['gdCap']);
        const { data } = await operation
          .where((attr, op) => (expectedVersion === 0 ? `(${op.notExists(attr.version)} OR ${op.eq(attr.version, 0)})` : op.eq(attr.version, expectedVersion)))
          .go({ response: 'all_new' });
        return toTournament(data as TournamentItem);
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },
    async setDraft(tournamentId, draft, at) {
      try {
        const operation = tournament.patch({ tournamentId }).set({ draft, listing: draft ? 'draft' : 'published', ...(draft ? {} : { publishedAt: at }) });
        const { data } = await operation.go({ response: 'all_new' });
        return toTournament(data as TournamentItem);
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },
    async setHasSchedule(tournamentId, hasSchedule) {
      await tournament.patch({ tournamentId }).set({ hasSchedule }).go();
    },
    async linksOfTournament(tournamentId) {
      const { data } = await userTournament.query.byTournament({ tournamentId }).go({ pages: 'all' });
      return data.map((item) => ({ userId: item.userId, tournamentId: item.tournamentId, orgId: item.orgId, createdAt: item.createdAt ?? null }));
    },
    async linksOfUser(uid) {
      const { data } = await userTournament.query.byUser({ userId: uid }).go({ pages: 'all' });
      return data.map((item) => ({ userId: item.userId, tournamentId: item.tournamentId, orgId: item.orgId, createdAt: item.createdAt ?? null }));
    },
    async isLinked(uid, tournamentId, orgId) {
      const { data } = await userTournament.get({ userId: uid, tournamentId }).go();
      return data !== null && data.orgId === orgId;
    },
    async link(link) {
      await userTournament.put({ ...link }).go();
    },
    async unlink(uid, tournamentId) {
      return conditionalWrite(() =>
        userTournament
          .delete({ userId: uid, tournamentId })
          .where((attr, op) => op.exists(attr.userId))
          .go(),
      );
    },
    async delete(tournamentId) {
      const pageSize = 100;
      const paged =
        <K>(run: (cursor: string | null) => Promise<{ data: K[]; cursor: string | null }>) =>
        async (cursor: string | null) => {
          const { data, cursor: next } = await run(cursor);
          return { keys: data, cursor: next };
        };
      // Each match's event log and incidents first, then the match: a crash never orphans a log.
      const matches = await deletePaged(
        paged((cursor) => match.query.byTournament({ tournamentId }).go({ cursor, limit: pageSize, attributes: ['tournamentId', 'matchId'] })),
        async (keys) => {
          for (const key of keys) {
            await deletePaged(
              paged((cursor) => matchEvent.query.byMatch(key).go({ cursor, limit: pageSize, attributes: ['tournamentId', 'matchId', 'seq'] })),
              (events) => matchEvent.delete(events).go(),
            );
            await deletePaged(
              paged((cursor) => matchIncident.query.byMatch(key).go({ cursor, limit: pageSize, attributes: ['tournamentId', 'matchId', 'incidentId'] })),
              (incidents) => matchIncident.delete(incidents).go(),
            );
          }
          return match.delete(keys).go();
        },
      );
      const teams = await deletePaged(
        paged((cursor) => tournamentTeam.query.byTournament({ tournamentId }).go({ cursor, limit: pageSize, attributes: ['tournamentId', 'teamKey'] })),
        (keys) => tournamentTeam.delete(keys).go(),
      );
      const brackets = await deletePaged(
        paged((cursor) => bracket.query.byTournament({ tournamentId }).go({ cursor, limit: pageSize, attributes: ['tournamentId', 'bracketId'] })),
        (keys) => bracket.delete(keys).go(),
      );
      const divisions = await deletePaged(
        paged((cursor) => division.query.byTournament({ tournamentId }).go({ cursor, limit: pageSize, attributes: ['tournamentId', 'divisionId'] })),
        (keys) => division.delete(keys).go(),
      );
      const ageGroups = await deletePaged(
        paged((cursor) => ageGroup.query.byTournament({ tournamentId }).go({ cursor, limit: pageSize, attributes: ['tournamentId', 'name'] })),
        (keys) => ageGroup.delete(keys).go(),
      );
      const links = await deletePaged(
        paged((cursor) => userTournament.query.byTournament({ tournamentId }).go({ cursor, limit: pageSize, attributes: ['userId', 'tournamentId'] })),
        (keys) => userTournament.delete(keys).go(),
      );
      const imports = await deletePaged(
        paged((cursor) => importJob.query.byTournament({ tournamentId }).go({ cursor, limit: pageSize, attributes: ['importId'] })),
        (keys) => importJob.delete(keys).go(),
      );
      const scheduleVersions = await deletePaged(
        paged((cursor) => scheduleVersion.query.byTournament({ tournamentId }).go({ cursor, limit: pageSize, attributes: ['tournamentId', 'versionId'] })),
        (keys) => scheduleVersion.delete(keys).go(),
      );
      // The card rules and the decisions on suspensions go with the tournament: nothing else names them.
      await deletePaged(
        paged((cursor) => disciplineDecision.query.byTournament({ tournamentId }).go({ cursor, limit: pageSize, attributes: ['tournamentId', 'decisionId'] })),
        (keys) => disciplineDecision.delete(keys).go(),
      );
      await disciplineRules.delete({ tournamentId }).go();
      await deleteCheckIn(db, tournamentId);
      const registrations = await deleteRegistration(db, tournamentId);
      await deleteRefereeRecords(db, tournamentId);
      await scheduleSetup.delete({ tournamentId }).go();
      await tournament.delete({ tournamentId }).go();
      return { ageGroups, divisions, brackets, teams, matches, links, imports, scheduleVersions, registrations };
    },
  };
}
