import { isRunning, STORED_MATCH_STATUSES } from '@pitchside/shared';
import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/** What a goal and a card both store: which event, whose (player or shirt), which side, and when it was written. */
const playerEvent = {
  id: { type: 'string', required: true },
  playerId: { type: 'string' },
  playerName: { type: 'string' },
  teamType: { type: ['home', 'away'] as const, required: true },
  timestamp: { type: 'string' },
  jerseyNumber: { type: 'number' },
} as const;

const goal = {
  type: 'map',
  properties: { ...playerEvent, matchTime: { type: 'number' } },
} as const;

const card = {
  type: 'map',
  properties: {
    ...playerEvent,
    cardType: { type: ['yellow', 'second_yellow', 'red'] as const, required: true },
    minute: { type: 'number' },
  },
} as const;

const scoreConfirmation = {
  type: 'map',
  properties: {
    coachId: { type: 'string', required: true },
    coachName: { type: 'string' },
    teamType: { type: ['home', 'away'] as const, required: true },
    teamName: { type: 'string' },
    confirmedAt: { type: 'string', required: true },
  },
} as const;

/** A coach's dispute of a result and how the organizer resolved it (shared `MatchDispute`). */
const dispute = {
  type: 'map',
  properties: {
    disputeId: { type: 'string', required: true },
    teamType: { type: ['home', 'away'] as const, required: true },
    teamName: { type: 'string' },
    coachId: { type: 'string', required: true },
    coachName: { type: 'string' },
    reason: { type: 'string', required: true },
    openedAt: { type: 'string', required: true },
    homeScore: { type: 'number', required: true },
    awayScore: { type: 'number', required: true },
    status: { type: ['open', 'upheld', 'corrected'] as const, required: true },
    resolvedAt: { type: 'string' },
    resolvedBy: { type: 'string' },
    resolvedByName: { type: 'string' },
    note: { type: 'string' },
    correctedHomeScore: { type: 'number' },
    correctedAwayScore: { type: 'number' },
  },
} as const;

/**
 * A match (spec §3): the fixture plus the live state its event log decides. `date` is 'YYYY-MM-DD' and
 * `time` 'HH:MM' or ''. Timestamps that are null in the domain are absent here. `version` is the optimistic
 * lock every live-state write conditions on. An imported match's id is `importedMatchId(...)` (deterministic),
 * so importing the same sheet again adds nothing twice. gsi1 (referee's day) is sparse until assigned.
 */
export const matchEntity = new Entity({
  model: { entity: 'match', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    matchId: { type: 'string', required: true },
    division: { type: 'string', required: true },
    divisionId: { type: 'string' },
    age: { type: 'string', required: true },
    gender: { type: ['boys', 'girls', 'mixed'] as const, required: true },
    date: { type: 'string', required: true },
    time: { type: 'string', required: true, default: '' },
    field: { type: 'string' },
    homeTeam: { type: 'string', required: true },
    homeClub: { type: 'string' },
    awayTeam: { type: 'string', required: true },
    awayClub: { type: 'string' },
    homeTeamKey: { type: 'string' },
    awayTeamKey: { type: 'string' },
    bracket: { type: 'string' },
    status: { type: STORED_MATCH_STATUSES, required: true, default: '' },
    homeScore: { type: 'number', required: true, default: 0 },
    awayScore: { type: 'number', required: true, default: 0 },
    goals: { type: 'list', items: goal },
    cards: { type: 'list', items: card },
    /** '' until a referee is assigned: the referee index (gsi1) is then not written (sparse). */
    refereeId: { type: 'string', required: true, default: '' },
    refereeName: { type: 'string' },
    assignedAt: { type: 'string' },
    startedAt: { type: 'string' },
    pausedAt: { type: 'string' },
    resumedAt: { type: 'string' },
    completedAt: { type: 'string' },
    /** Total paused time so far, in milliseconds. */
    previousPauseTime: { type: 'number', required: true, default: 0 },
    lastScoreUpdate: { type: 'string' },
    lastGoalAt: { type: 'string' },
    lastCardAt: { type: 'string' },
    lastUpdate: { type: 'string' },
    scoreConfirmations: { type: 'list', items: scoreConfirmation },
    /** Coaches' disputes of the result, open and resolved (docs/tournaments-and-matches.md, "Disputes"). */
    disputes: { type: 'list', items: dispute },
    /** Ids of the match events already applied, so a replayed event is a no-op. */
    appliedEventIds: { type: 'list', items: { type: 'string' } },
    version: { type: 'number', required: true, default: 1 },
    source: { type: ['import', 'manual'] as const, required: true, default: 'manual' },
    // The schedule (services/scheduling, docs/scheduling.md): a generated match carries the fixture id the
    // scheduling core gave it (its matchId is a URL-safe hash of it), its pitch by id (`field` keeps the
    // pitch's name for the readers that show it), its group and round, its final whistle, and whether the
    // organizer locked it where it is. `generationId` names the generation (or restore) that last placed it.
    fixtureId: { type: 'string' },
    pitchId: { type: 'string' },
    locked: { type: 'boolean' },
    group: { type: 'string' },
    round: { type: 'number' },
    endTime: { type: 'string' },
    generationId: { type: 'string' },
    // Running late (docs/scheduling.md, "Running late"): `time` stays the published kick-off; `delayMinutes`
    // is how late it is expected (the shared `planDelay`), `delaySet` the delay asked for this match itself.
    delayMinutes: { type: 'number' },
    delaySet: { type: 'number' },
    /** When the delay last changed: the calendar feeds' LAST-MODIFIED (the live `lastUpdate` is the match's own). */
    delayedAt: { type: 'string' },
    // Knockout (docs/scheduling.md, "Knockout"): a knockout match names its bracket slot ('QF1'), its round
    // ('Quarter-final'), its order in the round, and where each side's team comes from ('group:A:1',
    // 'winner:QF1', …) with the placeholder shown until the standings consumer fills the team in. Absent
    // `stage` reads as a group match. Extra time and the shoot-out are part of the live state.
    stage: { type: ['group', 'knockout'] as const },
    knockoutCode: { type: 'string' },
    roundName: { type: 'string' },
    knockoutOrder: { type: 'number' },
    homeSource: { type: 'string' },
    awaySource: { type: 'string' },
    homeLabel: { type: 'string' },
    awayLabel: { type: 'string' },
    extraTimeStartedAt: { type: 'string' },
    homePenalties: { type: 'number' },
    awayPenalties: { type: 'number' },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: ['matchId'] } },
    byReferee: { index: 'gsi1', condition: (attr) => Boolean(attr.refereeId), pk: { field: 'gsi1pk', composite: ['refereeId'] }, sk: { field: 'gsi1sk', composite: ['date'] } },
    byDivision: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['tournamentId', 'division'] }, sk: { field: 'gsi2sk', composite: ['date'] } },
    /** Matches being played right now (sparse): what the auto-completion sweep reads, never a scan. */
    byRunning: {
      index: 'gsi3',
      condition: (attr) => isRunning(String(attr.status ?? '')),
      pk: { field: 'gsi3pk', composite: ['status'] },
      sk: { field: 'gsi3sk', composite: ['tournamentId', 'matchId'] },
    },
  },
});
