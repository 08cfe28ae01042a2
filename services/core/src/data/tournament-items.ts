import type { EntityItem } from 'electrodb';
import { DEFAULT_DISPUTE_WINDOW_MINUTES, type Age, type Gender, type TieBreaker, type TournamentDetail } from '@pitchside/shared';
import type { tournamentEntity } from './entities/tournament-entity';

/** A tournament's row and its record, both ways. */

/**
 * A tournament as stored: the fields its detail answer shows (one definition, in shared), less what the
 * answer adds (permissions, structure, counts), plus what only storage keeps.
 */
export interface TournamentRecord extends Omit<TournamentDetail, 'permissions' | 'structure' | 'counts' | 'version'> {
  publishedAt: string | null;
  /** Bumped by every settings edit (optimistic locking, like teams); 0 for tournaments stored before it. */
  version?: number;
}

export type TournamentItem = EntityItem<typeof tournamentEntity>;

export function toTournament(item: TournamentItem): TournamentRecord {
  return {
    tournamentId: item.tournamentId,
    orgId: item.orgId,
    organizerUid: item.organizerUid,
    name: item.name,
    type: item.type,
    days: item.days,
    startDate: item.startDate,
    endDate: item.endDate,
    venue: item.venue,
    ageGroups: (item.ageGroups ?? []) as Age[],
    genders: (item.genders ?? []) as Gender[],
    draft: item.draft,
    hasSchedule: item.hasSchedule,
    teamCount: item.teamCount,
    firstHalfDuration: item.firstHalfDuration,
    breakDuration: item.breakDuration,
    secondHalfDuration: item.secondHalfDuration,
    tieBreakers: (item.tieBreakers ?? []) as TieBreaker[],
    gdCap: item.gdCap ?? null,
    disputeWindowMinutes: item.disputeWindowMinutes ?? DEFAULT_DISPUTE_WINDOW_MINUTES,
    payment: { status: item.payment?.status ?? 'waived' },
    publishedAt: item.publishedAt ?? null,
    timeZone: item.timeZone ?? null,
    createdAt: item.createdAt,
    version: item.version ?? 0,
  };
}

/** The row written for a record: absent optional attributes stay absent (ElectroDB refuses null). */
export function tournamentItem(record: TournamentRecord) {
  const { gdCap, publishedAt, disputeWindowMinutes, timeZone, ...rest } = record;
  return {
    ...rest,
    ageGroups: [...record.ageGroups],
    genders: [...record.genders],
    tieBreakers: [...record.tieBreakers],
    payment: { ...record.payment },
    listing: record.draft ? ('draft' as const) : ('published' as const),
    ...(gdCap !== null ? { gdCap } : {}),
    ...(disputeWindowMinutes !== undefined ? { disputeWindowMinutes } : {}),
    ...(publishedAt ? { publishedAt } : {}),
    ...(timeZone ? { timeZone } : {}),
  };
}
