import type { EntityItem } from 'electrodb';
import {
  formatKnockoutSource,
  knockoutCodeOfFixtureId,
  knockoutOrderOfCode,
  knockoutRoundNameOfCode,
  parseKnockoutLabel,
  type Age,
  type Card,
  type Goal,
  type MatchDispute,
  type MatchFixtureFields,
  type MatchState,
  type ScoreConfirmation,
  type StoredKnockoutFields,
  type StoredMatchStatus,
} from '@pitchside/shared';
import type { matchEntity } from './entities/match-entity';
import { orNull } from './stored-values';

/**
 * A match as stored (docs/data-model.md): its fixture and knockout place (shared), the live state its events
 * decide (shared `MatchState`, with the legacy status it may still hold), and what only the row keeps.
 * Timestamps the domain calls null are null here, absent in the table.
 */
export interface MatchRecord extends MatchFixtureFields, StoredKnockoutFields, Omit<MatchState, 'status'> {
  tournamentId: string;
  matchId: string;
  divisionId: string | null;
  status: StoredMatchStatus;
  refereeId: string | null;
  refereeName: string | null;
  assignedAt: string | null;
  scoreConfirmations: ScoreConfirmation[];
  /** Coaches' disputes of the result; optional so records built elsewhere need not name them (`toMatch` fills it). */
  disputes?: MatchDispute[];
  version: number;
  source: 'import' | 'manual';
  /**
   * Knockout (docs/scheduling.md, "Knockout"); optional so records built elsewhere need not name them.
   * `toMatch` always fills them: a match is 'knockout' when its row says so, or when it is a scheduled
   * knockout fixture (`…/KO/<code>`) whose rows predate these attributes.
   */
  stage?: 'group' | 'knockout';
  /** The scheduler's pitch id ('north-1') of a placed match; `field` is its name. Null for an imported or hand-made match. */
  pitchId?: string | null;
  /** The scheduled group ('A') of a group-stage match, when the scheduler made it: a knockout reads its places from it. */
  group?: string | null;
  /** Running late: minutes after `time` it is expected to kick off (0 on time), and the delay asked for it itself. */
  delayMinutes?: number;
  delaySet?: number;
  delayedAt?: string | null;
}

/** A stored match row as the domain reads it: absent attributes are null, knockout fields read back when the row predates them. */
export function toMatch(item: EntityItem<typeof matchEntity>): MatchRecord {
  return {
    tournamentId: item.tournamentId,
    matchId: item.matchId,
    division: item.division,
    divisionId: orNull(item.divisionId),
    age: item.age as Age,
    gender: item.gender,
    date: item.date,
    time: item.time ?? '',
    field: orNull(item.field),
    homeTeam: item.homeTeam,
    homeClub: orNull(item.homeClub),
    awayTeam: item.awayTeam,
    awayClub: orNull(item.awayClub),
    homeTeamKey: orNull(item.homeTeamKey),
    awayTeamKey: orNull(item.awayTeamKey),
    bracket: orNull(item.bracket),
    status: item.status,
    homeScore: item.homeScore,
    awayScore: item.awayScore,
    goals: (item.goals ?? []) as Goal[],
    cards: (item.cards ?? []) as Card[],
    refereeId: orNull(item.refereeId),
    refereeName: orNull(item.refereeName),
    assignedAt: orNull(item.assignedAt),
    startedAt: orNull(item.startedAt),
    pausedAt: orNull(item.pausedAt),
    resumedAt: orNull(item.resumedAt),
    completedAt: orNull(item.completedAt),
    previousPauseTime: item.previousPauseTime,
    lastScoreUpdate: orNull(item.lastScoreUpdate),
    lastGoalAt: orNull(item.lastGoalAt),
    lastCardAt: orNull(item.lastCardAt),
    lastUpdate: orNull(item.lastUpdate),
    scoreConfirmations: (item.scoreConfirmations ?? []) as ScoreConfirmation[],
    appliedEventIds: item.appliedEventIds ?? [],
    disputes: (item.disputes ?? []).map(toDispute),
    version: item.version,
    source: item.source,
    pitchId: orNull(item.pitchId),
    delayMinutes: item.delayMinutes ?? 0,
    delaySet: item.delaySet ?? 0,
    delayedAt: orNull(item.delayedAt),
    ...knockoutOf(item),
  };
}

/** The knockout fields of a row, read back from the fixture id and placeholders when the row predates them. */
function knockoutOf(
  item: EntityItem<typeof matchEntity>,
): Required<
  Pick<
    MatchRecord,
    'stage' | 'group' | 'knockoutCode' | 'roundName' | 'knockoutOrder' | 'homeSource' | 'awaySource' | 'homeLabel' | 'awayLabel' | 'extraTimeStartedAt' | 'homePenalties' | 'awayPenalties'
  >
> {
  const code = item.knockoutCode || knockoutCodeOfFixtureId(item.fixtureId);
  const stage = item.stage ?? (code ? 'knockout' : 'group');
  const knockout = stage === 'knockout';
  // An unfilled side of a scheduled knockout row shows its placeholder as the team (and has no team key).
  const homeLabel = orNull(item.homeLabel) ?? (knockout && !item.homeTeamKey ? item.homeTeam : null);
  const awayLabel = orNull(item.awayLabel) ?? (knockout && !item.awayTeamKey ? item.awayTeam : null);
  const source = (stored: string | undefined, label: string | null) => {
    if (stored) return stored;
    const parsed = knockout ? parseKnockoutLabel(label) : undefined;
    return parsed ? formatKnockoutSource(parsed) : null;
  };
  // A scheduled group match's id is `{divisionId}/{group}/{round}/{home}-{away}`.
  const group = knockout ? null : (orNull(item.group) ?? (item.fixtureId?.split('/')[1] || null));
  return {
    stage,
    group,
    knockoutCode: knockout ? (code ?? null) : null,
    roundName: orNull(item.roundName) ?? (knockout && code ? (knockoutRoundNameOfCode(code) ?? null) : null),
    knockoutOrder: item.knockoutOrder ?? (knockout && code ? knockoutOrderOfCode(code) : null),
    homeSource: source(item.homeSource, homeLabel),
    awaySource: source(item.awaySource, awayLabel),
    homeLabel,
    awayLabel,
    extraTimeStartedAt: orNull(item.extraTimeStartedAt),
    homePenalties: item.homePenalties ?? null,
    awayPenalties: item.awayPenalties ?? null,
  };
}

/** A stored dispute: attributes the domain calls null are absent in the table. */
function toDispute(item: NonNullable<EntityItem<typeof matchEntity>['disputes']>[number]): MatchDispute {
  return {
    disputeId: item.disputeId,
    teamType: item.teamType,
    teamName: item.teamName ?? '',
    coachId: item.coachId,
    coachName: item.coachName ?? '',
    reason: item.reason,
    openedAt: item.openedAt,
    homeScore: item.homeScore,
    awayScore: item.awayScore,
    status: item.status,
    resolvedAt: item.resolvedAt ?? null,
    resolvedBy: item.resolvedBy ?? null,
    resolvedByName: item.resolvedByName ?? null,
    note: item.note ?? null,
    correctedHomeScore: item.correctedHomeScore ?? null,
    correctedAwayScore: item.correctedAwayScore ?? null,
  };
}
