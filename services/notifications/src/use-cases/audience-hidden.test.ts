import { pushTopics, type PushPayload, type PushRecipient } from '@pitchside/shared';
import type { MatchRecord, TournamentRecord } from '@pitchside/core/data';
import type { PushFollowRow } from '../adapters/push-follows';
import type { SenderPorts } from '../ports';
import { fanOutWith } from './fan-out';

const tournament = { tournamentId: 't1', name: 'Minis Cup', endDate: '2099-06-14', draft: false } as unknown as TournamentRecord;
/** Lakeside won Group A, so the knockout fill wrote it into the semi-final. */
const semi = {
  tournamentId: 't1',
  matchId: 'sf1',
  stage: 'knockout',
  knockoutCode: 'SF1',
  homeSource: 'group:A:1',
  awaySource: 'group:B:2',
  homeLabel: 'Winner Group A',
  awayLabel: '2nd Group B',
  homeTeam: 'Lakeside',
  awayTeam: 'Hillcrest',
  homeTeamKey: 'lakeside',
  awayTeamKey: 'hillcrest',
  homeScore: 0,
  awayScore: 0,
  field: 'Pitch 1',
  division: 'U9 Boys',
  age: 'u9',
  goals: [],
} as unknown as MatchRecord;
const follower = (topic: string, phone: string): PushFollowRow => ({
  topic,
  subscriptionId: phone,
  endpoint: `https://push.example.org/${phone}`,
  p256dh: 'k',
  auth: 'a',
  kinds: ['kickoff', 'moved'],
});

/** The semi-final's followers: a phone following Lakeside and one following the match; what each was sent. */
function harness(hidden: string[]) {
  const sent: { to: string; payload: PushPayload }[] = [];
  const firsts: Record<string, PushFollowRow[]> = {
    [pushTopics.follow('t1', 'team', 'lakeside')]: [follower(pushTopics.follow('t1', 'team', 'lakeside'), 'lakeside-parent')],
    [pushTopics.follow('t1', 'match', 'sf1')]: [follower(pushTopics.follow('t1', 'match', 'sf1'), 'match-watcher')],
  };
  const ports = {
    tournaments: { get: async () => tournament, linksOfTournament: async () => [] },
    structure: { getTeam: async () => null },
    teams: { get: async () => null },
    matches: { get: async () => semi, listByTournament: async () => [semi] },
    publicReads: { hiddenAges: async () => new Set(hidden) },
    follows: { followers: async () => [], firstPage: async (topic: string) => ({ rows: firsts[topic] ?? [] }), rangePages: async function* () {}, remove: async () => undefined },
    push: { send: async (to: PushRecipient, payload: PushPayload) => (sent.push({ to: to.subscriptionId, payload }), 'delivered' as const) },
    retryLater: async () => undefined,
    clock: { now: () => new Date('2026-06-13T10:00:00Z') },
  } as unknown as SenderPorts;
  return { ports, sent, fanOut: fanOutWith(async () => undefined) };
}

describe('pushes of a knockout slot the results filled, in an age group that hides results', () => {
  it.each([
    ['kickoff', { kind: 'kickoff', tournamentId: 't1', matchId: 'sf1' }],
    ['moved', { kind: 'matchMoved', tournamentId: 't1', matchIds: ['sf1'], reason: 'weather' }],
  ] as const)('%s: tells the match’s followers with its placeholders and not the team’s followers', async (_name, request) => {
    const { ports, sent, fanOut } = harness(['u9']);
    await fanOut.request(ports, request as never);
    expect(sent.map((push) => push.to)).toEqual(['match-watcher']);
    expect(JSON.stringify(sent)).not.toMatch(/Lakeside|Hillcrest/);
    expect(JSON.stringify(sent)).toContain('Winner Group A');
  });

  it('names the teams when the age group shows its results', async () => {
    const { ports, sent, fanOut } = harness([]);
    await fanOut.request(ports, { kind: 'kickoff', tournamentId: 't1', matchId: 'sf1' });
    expect(sent.map((push) => push.to).sort()).toEqual(['lakeside-parent', 'match-watcher']);
    expect(JSON.stringify(sent)).toContain('Lakeside');
  });
});
