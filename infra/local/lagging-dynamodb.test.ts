import { chaosIndexLagOn, laggedAnswer, matchHistory } from './lagging-dynamodb';

const match = (matchId: string, version: number, entity = 'match') => ({
  pk: { S: '$pitchside#tournamentid_t1' },
  sk: { S: `$match#matchid_${matchId}` },
  __edb_e__: { S: entity },
  version: { N: String(version) },
});

describe('lagging DynamoDB reads', () => {
  it('answers a tournament query with an older copy a read handed out before, never a consistent read', () => {
    const history = matchHistory({ stale: () => true, pick: () => 0 });
    expect(laggedAnswer(history, 'GetItem', {}, { Item: match('m1', 1) })).toBeNull();
    expect(laggedAnswer(history, 'Query', {}, { Items: [match('m1', 3), match('m2', 1)] })).toEqual({ Items: [match('m1', 1), match('m2', 1)] });
    expect(laggedAnswer(history, 'Query', { ConsistentRead: true }, { Items: [match('m1', 3)] })).toBeNull();
    expect(laggedAnswer(history, 'Query', { IndexName: 'gsi2' }, { Items: [match('m1', 3)] })).toEqual({ Items: [match('m1', 1)] });
  });

  it('leaves other indexes, other entities and matches read once as they are', () => {
    const history = matchHistory({ stale: () => true });
    laggedAnswer(history, 'BatchGetItem', {}, { Responses: { table: [match('m1', 1), match('t1', 1, 'team')] } });
    expect(laggedAnswer(history, 'Query', { IndexName: 'gsi3' }, { Items: [match('m1', 2)] })).toBeNull();
    expect(laggedAnswer(history, 'Query', {}, { Items: [match('t1', 2, 'team'), match('m9', 4)] })).toBeNull();
  });

  it('lags only with the chaos switch or the index lag switch on', () => {
    expect(chaosIndexLagOn({})).toBe(false);
    expect(chaosIndexLagOn({ PITCHSIDE_SQS_CHAOS: '1' })).toBe(true);
    expect(chaosIndexLagOn({ PITCHSIDE_SQS_CHAOS: '0', PITCHSIDE_INDEX_LAG: '1' })).toBe(true);
  });
});
