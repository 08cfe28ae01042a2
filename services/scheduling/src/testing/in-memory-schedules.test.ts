import { scheduleContracts } from './contracts/schedule-contracts';
import { inMemoryScheduleRepository, scheduleRowKey } from './in-memory-schedules';

/** The in-memory schedule repository keeps the DynamoDB adapter's contract (checked on DynamoDB Local in integration). */
describe('in-memory schedule repository', () => {
  scheduleContracts(() => {
    const { schedules, rows } = inMemoryScheduleRepository();
    return {
      schedules,
      async startMatch(tournamentId: string, matchId: string) {
        const row = rows.get(scheduleRowKey(tournamentId, matchId));
        if (row) Object.assign(row, { status: 'in_progress', version: row.version + 1 });
      },
    };
  });
});
