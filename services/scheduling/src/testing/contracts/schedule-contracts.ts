import { scheduleRowContract } from './rows-contract';
import { scheduleStateContract } from './state-contract';
import { scheduleVersionContract } from './versions-contract';
import type { ScheduleSubject } from './subject';

export type { ScheduleSubject } from './subject';

/**
 * The whole contract of the schedule repository. Run against the in-memory fake by
 * services/scheduling/src/testing/in-memory-schedules.test.ts and against DynamoDB Local by
 * tests/integration/schedule-contracts.test.ts: a promise a use-case test relies on is a line here.
 */
export function scheduleContracts(subject: () => ScheduleSubject): void {
  scheduleRowContract(subject);
  scheduleStateContract(subject);
  scheduleVersionContract(subject);
}
