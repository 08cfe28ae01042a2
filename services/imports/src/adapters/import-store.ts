import type { Age } from '@pitchside/shared';
import { chunk, isConditionFailure, mapLimit, type Database } from '@pitchside/core/data';
import type { PlannedBracket, PlannedDivision, PlannedMatch, PlannedTournamentTeam } from '../workbook/plan-types';
import type { ImportJobRecord } from './import-jobs';
import { toImportJob } from './import-jobs';

/** A planned item as stored: under its tournament, without the sheet and row the plan keeps for its problems. */
type Stored<T> = { tournamentId: string } & Omit<T, 'sheet' | 'row'>;
export type ImportDivisionItem = Stored<PlannedDivision>;
export interface ImportAgeGroupItem {
  tournamentId: string;
  name: Age;
}
export type ImportBracketItem = Stored<PlannedBracket>;
export type ImportTournamentTeamItem = Stored<PlannedTournamentTeam> & { organizerUid: string };
/** A match as stored; `stage: 'group'` is what `knockoutRowFields` writes for a scheduled group match. */
export type ImportMatchItem = Omit<Stored<PlannedMatch>, 'stage'> & { stage?: 'group' | 'knockout' };

/** The keys a tournament holds now, read once before writing. */
export interface TournamentImportState {
  divisionIds: Set<string>;
  ageGroups: Set<string>;
  bracketIds: Set<string>;
  tournamentTeams: { teamKey: string; team: string; club: string | null }[];
  matchIds: Set<string>;
}

export interface ImportWriteOptions {
  /** Batch requests in flight at once. */
  concurrency?: number;
  /** Called after each batch is stored, with the number of items in it. */
  onWritten?: (count: number) => void;
}

/**
 * The writes of a spreadsheet import. Everything is keyed deterministically (division and bracket ids
 * from names, team keys, match ids from a hash of the fixture), so the import first reads which keys
 * the tournament has, then writes only the new items with batch puts — 25 per request, several requests
 * in flight, unprocessed items retried. Running the same import again (a retry after a crash) finds the
 * items the first run wrote and writes the rest: the writes are idempotent.
 */
export interface ImportStore {
  state(tournamentId: string): Promise<TournamentImportState>;
  putDivisions(items: readonly ImportDivisionItem[], options?: ImportWriteOptions): Promise<void>;
  putAgeGroups(items: readonly ImportAgeGroupItem[], options?: ImportWriteOptions): Promise<void>;
  putBrackets(items: readonly ImportBracketItem[], options?: ImportWriteOptions): Promise<void>;
  putTournamentTeams(items: readonly ImportTournamentTeamItem[], options?: ImportWriteOptions): Promise<void>;
  putMatches(items: readonly ImportMatchItem[], options?: ImportWriteOptions): Promise<void>;
  /** After the last step: hasSchedule, the team count and the age groups and genders the tournament now has. */
  finishTournament(tournamentId: string, summary: { hasSchedule: boolean; teamCount: number; ageGroups: readonly string[]; genders: readonly string[] }): Promise<void>;
  /**
   * Takes the job for this run: a queued or failed job, or a running one whose last heartbeat is older
   * than `staleBefore` (its run crashed or timed out). Null when another run holds it or it completed.
   */
  claimJob(importId: string, staleBefore: string): Promise<ImportJobRecord | null>;
  /**
   * The organization's members by e-mail (coach e-mails of a teams sheet), lower-cased. A person with an
   * account but no membership of `orgId` is not found: a sheet binds no other organization's people.
   */
  usersByEmail(orgId: string, emails: readonly string[]): Promise<Map<string, string>>;
}

const DEFAULT_CONCURRENCY = 4;
const MAX_ATTEMPTS = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type BatchPut = (items: Record<string, unknown>[]) => Promise<{ unprocessed: unknown[] }>;

/** Batch puts of 25 with `concurrency` in flight; what DynamoDB leaves unprocessed is sent again with backoff. */
async function putInBatches(items: readonly Record<string, unknown>[], put: BatchPut, options: ImportWriteOptions = {}): Promise<void> {
  await mapLimit(chunk(items, 25), options.concurrency ?? DEFAULT_CONCURRENCY, async (batch) => {
    let pending: Record<string, unknown>[] = batch;
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt >= MAX_ATTEMPTS) throw new Error(`${pending.length} items stayed unprocessed after ${MAX_ATTEMPTS} attempts`);
      if (attempt > 0) await sleep(Math.min(2000, 25 * 2 ** attempt) + Math.random() * 25);
      const { unprocessed } = await put(pending);
      pending = unprocessed as Record<string, unknown>[];
    }
    options.onWritten?.(batch.length);
  });
}

/** Absent, not null: the table stores no empty attributes. */
function defined<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined)) as T;
}

export function dynamoImportStore(db: Database): ImportStore {
  const { division, ageGroup, bracket, tournamentTeam, match, tournament, importJob, user, membership } = db.entities;
  const put =
    (entity: { put: (items: never[]) => { go: () => Promise<{ unprocessed: unknown[] }> } }): BatchPut =>
    (items) =>
      entity.put(items as never[]).go();

  return {
    async state(tournamentId) {
      const [divisions, groups, brackets, teams, matches] = await Promise.all([
        division.query.byTournament({ tournamentId }).go({ pages: 'all', attributes: ['divisionId'] }),
        ageGroup.query.byTournament({ tournamentId }).go({ pages: 'all', attributes: ['name'] }),
        bracket.query.byTournament({ tournamentId }).go({ pages: 'all', attributes: ['bracketId'] }),
        tournamentTeam.query.byTournament({ tournamentId }).go({ pages: 'all', attributes: ['teamKey', 'team', 'club'] }),
        match.query.byTournament({ tournamentId }).go({ pages: 'all', attributes: ['matchId'] }),
      ]);
      return {
        divisionIds: new Set(divisions.data.map((item) => item.divisionId)),
        ageGroups: new Set(groups.data.map((item) => item.name)),
        bracketIds: new Set(brackets.data.map((item) => item.bracketId)),
        tournamentTeams: teams.data.map((item) => ({ teamKey: item.teamKey, team: item.team, club: item.club ?? null })),
        matchIds: new Set(matches.data.map((item) => item.matchId)),
      };
    },
    putDivisions: (items, options) =>
      putInBatches(
        items.map((item) => ({ ...item })),
        put(division as never),
        options,
      ),
    putAgeGroups: (items, options) =>
      putInBatches(
        items.map((item) => ({ ...item, hideResults: false })),
        put(ageGroup as never),
        options,
      ),
    putBrackets: (items, options) =>
      putInBatches(
        items.map((item) => defined({ ...item })),
        put(bracket as never),
        options,
      ),
    putTournamentTeams: (items, options) =>
      putInBatches(
        items.map((item) => defined({ ...item, source: 'import' })),
        put(tournamentTeam as never),
        options,
      ),
    putMatches: (items, options) =>
      putInBatches(
        items.map((item) => defined({ ...item, source: 'import', goals: [], cards: [], scoreConfirmations: [], appliedEventIds: [], previousPauseTime: 0, refereeId: '', version: 1 })),
        put(match as never),
        options,
      ),
    async finishTournament(tournamentId, summary) {
      await tournament
        .patch({ tournamentId })
        .set({
          ...(summary.hasSchedule ? { hasSchedule: true } : {}),
          teamCount: summary.teamCount,
          ageGroups: [...summary.ageGroups],
          genders: [...summary.genders],
          // Bumped like a settings edit, so an organizer's edit read before the import ends is refused (409)
          // instead of writing its older age groups back over the imported ones.
        })
        .add({ version: 1 })
        .go();
    },
    async claimJob(importId, staleBefore) {
      try {
        const { data } = await importJob
          .patch({ importId })
          .set({ status: 'running' })
          .where((attr, op) => `${op.eq(attr.status, 'queued')} OR ${op.eq(attr.status, 'failed')} OR (${op.eq(attr.status, 'running')} AND ${op.lt(attr.updatedAt, staleBefore)})`)
          .go({ response: 'all_new' });
        return toImportJob(data as Parameters<typeof toImportJob>[0]);
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },
    async usersByEmail(orgId, emails) {
      const found = new Map<string, string>();
      const unique = [...new Set(emails.map((email) => email.toLowerCase()))];
      await mapLimit(unique, 4, async (email) => {
        const { data } = await user.query.byEmail({ email }).go({ limit: 1, attributes: ['uid', 'email'] });
        const uid = data[0]?.uid;
        if (!uid) return;
        const { data: member } = await membership.get({ orgId, uid }).go({ attributes: ['uid'] });
        if (member) found.set(email, uid);
      });
      return found;
    },
  };
}
