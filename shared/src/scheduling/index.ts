export * from './schedule-input';
export { bergerPairings, type Pairing } from './berger';
export { buildMatches, divisionGroups, groupLabel, type Fixture } from './build-matches';
export type { ScheduledMatch } from './scheduled-match';
export { VIOLATION_CODES, type Violation, type ViolationCode } from './placement-rules';
export { UNPLACED_CODES, type UnplacedCode, type UnplacedMatch, type UnplacedReason } from './explain-unplaced';
export { EARLY_LATE_MINUTES, type FairnessReport } from './fairness';
export { generateSchedule, type ScheduleResult } from './generate-schedule';
export { canMove, validateSchedule, type MoveCheck, type MoveTarget } from './validate-schedule';
