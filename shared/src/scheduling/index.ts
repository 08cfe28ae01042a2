export * from './schedule-input';
export { bergerPairings, type Pairing } from './berger';
export { buildMatches, divisionGroups, groupLabel, seededRandom, type Fixture, type KnockoutFixtureInfo } from './build-matches';
export type { ScheduledMatch } from './scheduled-match';
export { VIOLATION_CODES, type Violation, type ViolationCode } from './placement-rules';
export { UNPLACED_CODES, type UnplacedCode, type UnplacedMatch, type UnplacedReason } from './explain-unplaced';
export { EARLY_LATE_MINUTES, type FairnessReport } from './fairness';
export { generateSchedule, type ScheduleResult } from './generate-schedule';
export { canMove, validateSchedule, type MoveCheck, type MoveTarget } from './validate-schedule';
export * from './schedule-api';
export { knockoutFixtures, knockoutRoundName, seedPositions, type KnockoutBracket, type KnockoutSlot } from './knockout-bracket';
export * from './knockout-source';
export {
  rankAcrossGroups,
  resolveKnockout,
  type KnockoutBracketShape,
  type KnockoutGroupTable,
  type KnockoutResolution,
  type KnockoutResult,
  type KnockoutTableRow,
  type ResolvedSlot,
} from './knockout-resolve';
export { knockoutRowFields, type KnockoutRowFields } from './knockout-rows';
export { bracketGroups, type BracketGroup, type BracketMember } from './bracket-groups';
export { claimFixtures, type ClaimedFixed } from './fixed-matches';
export { formatMinutes, minutesOfDay } from './time';
export * from './running-late';
export * from './running-late-api';
