import type { SQSEvent } from 'aws-lambda';
import type { LiveUpdate, MatchEventsMessage } from '@pitchside/shared';
import type { MatchRecord, TournamentRecord } from '@pitchside/core/data';
import type { LiveNotifier } from '@pitchside/core/aws';
import { createSqsHandler } from '@pitchside/core/messaging';
import { unplayedMatchState } from '@pitchside/core/testing';
import { liveFanOutRecord, pushMatchChange, type LiveFanOutPorts } from './push-match-change';

const tournament = { tournamentId: 't1', draft: false, firstHalfDuration: 20, breakDuration: 5, secondHalfDuration: 20 } as unknown as TournamentRecord;

function match(matchId: string, fields: Partial<MatchRecord> = {}): MatchRecord {
  return {
    tournamentId: 't1',
    matchId,
    division: 'U12',
    divisionId: 'u12',
    age: 'u12',
    gender: 'boys',
    date: '2026-07-14',
    time: '10:00',
    field: null,
    homeTeam: 'Alpha',
    homeClub: null,
    awayTeam: 'Bravo',
    awayClub: null,
    homeTeamKey: 'alpha',
    awayTeamKey: 'bravo',
    bracket: null,
    ...unplayedMatchState(),
    source: 'manual',
    stage: 'group',
    ...fields,
  };
}

/** The stored matches (as the base table holds them now) and what the spectators were sent. */
function world(matches: MatchRecord[], options: { tournamentGone?: boolean; draft?: boolean; hidden?: string[] } = {}) {
  const stored = new Map(matches.map((one) => [one.matchId, one]));
  const sent: LiveUpdate[] = [];
  const reads: string[] = [];
  const notifier: LiveNotifier = {
    async notify(topics, update) {
      for (const topic of topics) sent.push(await update(topic));
      return { sent: topics.length, gone: 0 };
    },
  };
  const ports: LiveFanOutPorts = {
    tournaments: { get: async () => (options.tournamentGone ? null : { ...tournament, draft: options.draft ?? false }) },
    matches: {
      async getCurrent(_tournamentId, matchIds) {
        reads.push(...matchIds);
        return matchIds.flatMap((matchId) => {
          const found = stored.get(matchId);
          return found ? [found] : [];
        });
      },
    },
    notifier,
    hiddenAges: async () => new Set(options.hidden ?? []),
    rateLimiter: { attempt: async () => true },
    clock: { now: () => new Date('2026-07-14T10:05:00Z') },
  };
  return { ports, stored, sent, reads };
}

const message = (matchId?: string, type: MatchEventsMessage['type'] = 'match-updated'): MatchEventsMessage => ({
  type,
  tournamentId: 't1',
  division: 'U12',
  ...(matchId ? { matchId } : {}),
  sentAt: '2026-07-14T10:05:00.000Z',
});

const matchPushes = (sent: readonly LiveUpdate[]) => sent.filter((update): update is Extract<LiveUpdate, { kind: 'match' }> => update.kind === 'match');

function sqsEvent(bodies: string[]): SQSEvent {
  return {
    Records: bodies.map((body, index) => ({
      messageId: `m${index}`,
      receiptHandle: '',
      body,
      attributes: { ApproximateReceiveCount: '1', SentTimestamp: '0', SenderId: 'test', ApproximateFirstReceiveTimestamp: '0' },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn',
      awsRegion: 'eu-west-1',
    })),
  };
}

describe('pushMatchChange', () => {
  it('pushes the match as it is now, with its version, to the match, its division and both teams', async () => {
    const { ports, stored, sent } = world([match('m1')]);
    // Two more goals were written after the message was sent: the late message pushes what is there now.
    stored.set('m1', match('m1', { status: 'in_progress', homeScore: 2, version: 3 }));
    expect(await pushMatchChange(ports, message('m1'))).toEqual({ pushed: true });
    const pushes = matchPushes(sent);
    expect(pushes.map((update) => update.topic).sort()).toEqual(['division:t1:U12', 'match:t1:m1', 'team:t1:alpha', 'team:t1:bravo'].sort());
    expect(pushes.every((update) => update.match.version === 3 && update.match.homeScore === 2)).toBe(true);
  });

  it('pushes nothing for a message that names no match, a tournament that is gone or a match that is gone', async () => {
    const { ports, sent } = world([match('m1')]);
    expect(await pushMatchChange(ports, message(undefined, 'matches-reset'))).toEqual({ pushed: false });
    expect(await pushMatchChange(ports, message('deleted'))).toEqual({ pushed: false });
    expect(await pushMatchChange(world([match('m1')], { tournamentGone: true }).ports, message('m1'))).toEqual({ pushed: false });
    expect(sent).toEqual([]);
  });

  it('pushes nothing of a draft: its matches, scorers and digest stay off every socket until it is published', async () => {
    const draft = world([match('m1', { status: 'in_progress', homeScore: 1 })], { draft: true });
    expect(await pushMatchChange(draft.ports, message('m1'))).toEqual({ pushed: false });
    expect(draft.sent).toEqual([]);
    const published = world([match('m1', { status: 'in_progress', homeScore: 1 })]);
    expect(await pushMatchChange(published.ports, message('m1'))).toEqual({ pushed: true });
    expect(published.sent.length).toBeGreaterThan(0);
  });
});

describe('the live queue consumer (liveFanOutRecord behind createSqsHandler)', () => {
  it('reads and pushes a match once per batch however often it is announced, and again in the next batch', async () => {
    const { ports, reads } = world([match('m1'), match('m2')]);
    const handler = createSqsHandler('live-test', async (record, batch) => void (await liveFanOutRecord(ports)(record, batch)));
    const body = (matchId: string) => JSON.stringify(message(matchId));
    expect(await handler(sqsEvent([body('m1'), body('m2'), body('m1'), body('m1')]))).toEqual({ batchItemFailures: [] });
    expect(reads).toEqual(['m1', 'm2']);
    await handler(sqsEvent([body('m1')]));
    expect(reads).toEqual(['m1', 'm2', 'm1']);
  });

  it('reports only the records that failed: a body that is no match event, and a push that threw', async () => {
    const { ports, sent } = world([match('m1'), match('m2')]);
    const failing: LiveFanOutPorts = {
      ...ports,
      matches: { getCurrent: async (tournamentId, matchIds) => (matchIds.includes('m2') ? Promise.reject(new Error('throttled')) : ports.matches.getCurrent(tournamentId, matchIds)) },
    };
    const handler = createSqsHandler('live-test', async (record, batch) => void (await liveFanOutRecord(failing)(record, batch)));
    const result = await handler(sqsEvent(['{"type":"not-a-match-event"}', JSON.stringify(message('m1')), JSON.stringify(message('m2'))]));
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm0' }, { itemIdentifier: 'm2' }] });
    expect(new Set(matchPushes(sent).map((update) => update.match.matchId))).toEqual(new Set(['m1']));
  });

  it('pushes a knockout slot the group results filled as its placeholder when the age group hides results, and to no team', async () => {
    // Alpha won Group A: the fill wrote it into the semi-final. Its team and its followers must not learn it.
    const semi = match('sf1', { stage: 'knockout', knockoutCode: 'SF1', homeSource: 'group:A:1', awaySource: 'group:B:2', homeLabel: 'Winner Group A', awayLabel: '2nd Group B' });
    const hidden = world([semi], { hidden: ['u12'] });
    expect(await pushMatchChange(hidden.ports, message('sf1'))).toEqual({ pushed: true });
    const pushes = matchPushes(hidden.sent);
    expect(pushes.map((update) => update.topic).sort()).toEqual(['division:t1:U12', 'match:t1:sf1']);
    expect(pushes.every((update) => update.match.homeTeam === 'Winner Group A' && update.match.awayTeam === '2nd Group B')).toBe(true);
    expect(pushes.every((update) => update.match.homeTeamKey === '' && update.match.awayTeamKey === '')).toBe(true);
    expect(JSON.stringify(hidden.sent)).not.toMatch(/Alpha|Bravo|alpha|bravo/);
    // A visible age group shows the teams the results sent there, to the teams' followers too.
    const shown = world([semi]);
    await pushMatchChange(shown.ports, message('sf1'));
    expect(matchPushes(shown.sent).map((update) => update.topic)).toContain('team:t1:alpha');
    expect(matchPushes(shown.sent)[0]?.match.homeTeam).toBe('Alpha');
  });
});
