import { matchEventsMessageSchema } from '@pitchside/shared';
import { createSqsHandler, loadEnv } from '@pitchside/core';
import { recomputeStandings } from './use-cases/recompute-standings';

loadEnv(['tableName']);

export const handler = createSqsHandler(async (record) => {
  // A body that is not a valid message throws: the record is reported failed and ends in the DLQ.
  const message = matchEventsMessageSchema.parse(JSON.parse(record.body));
  await recomputeStandings(message);
});
