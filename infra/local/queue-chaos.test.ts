import { CALM, queueChaosFromEnv, shouldRedeliver, shuffled } from './queue-chaos';

describe('the local queue chaos switch', () => {
  test('calm unless switched on: one batch at a time, in order, each message once', () => {
    expect(queueChaosFromEnv({})).toEqual(CALM);
    expect(queueChaosFromEnv({ PITCHSIDE_SQS_CHAOS: '0' })).toEqual(CALM);
  });

  test('on: four batches at once (or as many as asked), shuffled, staggered, redelivered', () => {
    expect(queueChaosFromEnv({ PITCHSIDE_SQS_CHAOS: '1' })).toMatchObject({ concurrency: 4, reorder: true, redeliverChance: 0.25 });
    expect(queueChaosFromEnv({ PITCHSIDE_SQS_CHAOS: '1', PITCHSIDE_SQS_CONCURRENCY: '8' }).concurrency).toBe(8);
    expect(queueChaosFromEnv({ PITCHSIDE_SQS_CHAOS: '1', PITCHSIDE_SQS_CONCURRENCY: 'lots' }).concurrency).toBe(4);
    expect(queueChaosFromEnv({}, true).concurrency).toBe(4);
  });

  test('chaos alone never sends a good message towards the DLQ: no redelivery past the second receive', () => {
    const chaos = queueChaosFromEnv({ PITCHSIDE_SQS_CHAOS: '1' });
    expect(shouldRedeliver(chaos, 1, () => 0)).toBe(true);
    expect(shouldRedeliver(chaos, 2, () => 0)).toBe(true);
    expect(shouldRedeliver(chaos, 3, () => 0)).toBe(false);
    expect(shouldRedeliver(CALM, 1, () => 0)).toBe(false);
  });

  test('a shuffle keeps every message', () => {
    expect(shuffled([1, 2, 3, 4, 5], () => 0.3).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
