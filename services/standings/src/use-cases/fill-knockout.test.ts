import { bergerPairings } from '@pitchside/shared';
import type { MatchRecord, TournamentRecord, TournamentTeamRecord } from '@pitchside/core/data';
import { tournamentTeamRecord, unplayedMatchState } from '@pitchside/core/testing';
import type { KnockoutFill, KnockoutSideFill } from '../adapters/knockout-slots';
import { fillKnockout, fillKnockoutSettled, groupTables } from './fill-knockout';

const tournament = { tournamentId: 't1', tieBreakers: [], gdCap: null } as unknown as TournamentRecord;

/** a1, a2, … are in bracket Group A; b1, b2, … in Group B (the brackets are the groups). */
const team = (key: string): TournamentTeamRecord =>
  tournamentTeamRecord('t1', key, { team: key.toUpperCase(), club: `club-${key}`, division: 'U12', divisionId: 'u12', bracket: `Group ${key[0]?.toUpperCase()}`, organizerUid: 'o' });

function match(id: string, fields: Partial<MatchRecord>): MatchRecord {
  return {
    tournamentId: 't1',
    matchId: id,
    division: 'U12',
    divisionId: 'u12',
    age: 'u12',
    gender: 'boys',
    date: '2026-07-14',
    time: '10:00',
    field: null,
    homeTeam: '',
    homeClub: null,
    awayTeam: '',
    awayClub: null,
    homeTeamKey: null,
    awayTeamKey: null,
    bracket: null,
    ...unplayedMatchState(),
    source: 'manual',
    stage: 'group',
    ...fields,
  };
}

/** Group matches where the earlier team in the list always wins 1–0, so the list is the table. */
const groupStage = (group: string, keys: string[], completed = true) =>
  bergerPairings(keys).map((p, i) => {
    const homeWins = keys.indexOf(p.home) < keys.indexOf(p.away);
    return match(`${group}${i}`, {
      group,
      homeTeam: p.home.toUpperCase(),
      homeTeamKey: p.home,
      awayTeam: p.away.toUpperCase(),
      awayTeamKey: p.away,
      status: completed ? 'completed' : '',
      homeScore: homeWins ? 1 : 0,
      awayScore: homeWins ? 0 : 1,
    });
  });

const knockout = (code: string, homeSource: string, awaySource: string, homeLabel: string, awayLabel: string, extra: Partial<MatchRecord> = {}) =>
  match(`ko-${code}`, { stage: 'knockout', knockoutCode: code, homeSource, awaySource, homeLabel, awayLabel, homeTeam: homeLabel, awayTeam: awayLabel, ...extra });

const bracket = () => [
  knockout('SF1', 'group:A:1', 'group:B:2', 'Winner Group A', '2nd Group B'),
  knockout('SF2', 'group:B:1', 'group:A:2', 'Winner Group B', '2nd Group A'),
  knockout('F', 'winner:SF1', 'winner:SF2', 'Winner SF1', 'Winner SF2'),
];

function fakeWriter() {
  const writes: { matchId: string; home: KnockoutSideFill; away: KnockoutSideFill }[] = [];
  /** How many rows each call wrote: one call is one transaction. */
  const calls: number[] = [];
  const fill = async (fills: readonly KnockoutFill[]) => {
    calls.push(fills.length);
    for (const { match: m, sides } of fills) writes.push({ matchId: m.matchId, ...sides });
    return true;
  };
  return { writes, calls, knockout: { fill } };
}

const teams = ['a1', 'a2', 'a3', 'b1', 'b2', 'b3'].map(team);
const shown = (changed: MatchRecord[]) => changed.map((m) => `${m.knockoutCode}: ${m.homeTeam} v ${m.awayTeam}`);

describe('fillKnockout', () => {
  it('fills a group’s places once the group is complete, and nothing before', async () => {
    const ports = fakeWriter();
    const open = await fillKnockout(ports, tournament, [...groupStage('A', ['a1', 'a2', 'a3'], false), ...groupStage('B', ['b1', 'b2', 'b3'], false), ...bracket()], teams);
    expect(open).toEqual([]);
    const changed = await fillKnockout(ports, tournament, [...groupStage('A', ['a1', 'a2', 'a3']), ...groupStage('B', ['b1', 'b2', 'b3'], false), ...bracket()], teams);
    expect(shown(changed)).toEqual(['SF1: A1 v 2nd Group B', 'SF2: Winner Group B v A2']);
    expect(ports.writes[0]?.home).toEqual({ team: 'A1', teamKey: 'a1', club: 'club-a1' });
    // Both semi-finals in one write: never one filled and the other not.
    expect(ports.calls).toEqual([2]);
  });

  it('moves the winner of a shoot-out on and leaves started matches alone', async () => {
    const ports = fakeWriter();
    const [sf1, sf2, final] = bracket() as [MatchRecord, MatchRecord, MatchRecord];
    const played = [
      { ...sf1, homeTeam: 'A1', homeTeamKey: 'a1', awayTeam: 'B2', awayTeamKey: 'b2', status: 'completed' as const, homeScore: 2, awayScore: 2, homePenalties: 3, awayPenalties: 4 },
      { ...sf2, homeTeam: 'B1', homeTeamKey: 'b1', awayTeam: 'A2', awayTeamKey: 'a2', status: 'in_progress' as const, homeScore: 1, awayScore: 0 },
    ];
    const changed = await fillKnockout(ports, tournament, [...groupStage('A', ['a1', 'a2', 'a3']), ...groupStage('B', ['b1', 'b2', 'b3']), ...played, final], teams);
    expect(shown(changed)).toEqual(['F: B2 v Winner SF2']);
  });

  it('shows the placeholder again when a group is no longer complete, and writes nothing when all is as it should be', async () => {
    const ports = fakeWriter();
    const [sf1, sf2, final] = bracket() as [MatchRecord, MatchRecord, MatchRecord];
    const filled = [{ ...sf1, homeTeam: 'A1', homeTeamKey: 'a1', homeClub: 'club-a1' }, { ...sf2, awayTeam: 'A2', awayTeamKey: 'a2', awayClub: 'club-a2' }, final];
    const reopened = [...groupStage('A', ['a1', 'a2', 'a3']).map((m, i) => (i === 0 ? { ...m, status: '' as const } : m)), ...groupStage('B', ['b1', 'b2', 'b3'], false)];
    expect(shown(await fillKnockout(ports, tournament, [...reopened, ...filled], teams))).toEqual(['SF1: Winner Group A v 2nd Group B', 'SF2: Winner Group B v 2nd Group A']);
    expect(await fillKnockout(ports, tournament, [...groupStage('A', ['a1', 'a2', 'a3']), ...groupStage('B', ['b1', 'b2', 'b3'], false), ...filled], teams)).toEqual([]);
  });

  it('reads each group from the brackets, and a group is only complete when every pair has met', () => {
    const partial = groupStage('A', ['a1', 'a2', 'a3']).slice(1);
    const groupA = teams.slice(0, 3);
    const tables = groupTables(tournament, [...partial, ...bracket()], groupA);
    expect(tables.A?.complete).toBe(false);
    expect(Object.keys(tables)).toEqual(['A']);
    expect(groupTables(tournament, groupStage('A', ['a2', 'a1', 'a3']), groupA).A?.rows.map((r) => r.team)).toEqual(['a2', 'a1', 'a3']);
  });

  it('seeds from the brackets the tables show, whatever group letter a row carries or lacks (imported rows have none)', async () => {
    // The issue: SF1 read 'Winner Group A v 2nd Group B' with both teams in the Group A table, because the
    // knockout followed the scheduler's own draw written on the rows, the tables the brackets.
    const ports = fakeWriter();
    const drawnElsewhere = [...groupStage('A', ['a1', 'a2', 'a3']), ...groupStage('B', ['b1', 'b2', 'b3'])].map((m, i) => ({ ...m, group: i % 2 === 0 ? 'B' : null }));
    const changed = await fillKnockout(ports, tournament, [...drawnElsewhere, ...bracket()], teams);
    expect(shown(changed)).toEqual(['SF1: A1 v B2', 'SF2: B1 v A2']);
  });
});

describe('fillKnockoutSettled', () => {
  it('reads again after a lost race and writes what the fresh read says', async () => {
    let calls = 0;
    const writes: string[] = [];
    const fill = async (fills: readonly KnockoutFill[]) => {
      calls += 1;
      for (const { match: m, sides } of fills) writes.push(`${m.knockoutCode}:${sides.home.team}`);
      return calls > 1;
    };
    const ports = { knockout: { fill } };
    const before = [...groupStage('A', ['a1', 'a2', 'a3']), ...groupStage('B', ['b1', 'b2', 'b3'], false), ...bracket()];
    const after = [...groupStage('A', ['a1', 'a2', 'a3']), ...groupStage('B', ['b1', 'b2', 'b3']), ...bracket()];
    const changed = await fillKnockoutSettled(ports, tournament, before, teams, async () => after);
    // The lost attempt wrote nothing (all or none); the second writes both semi-finals from the fresh read.
    expect(writes).toEqual(['SF1:A1', 'SF2:Winner Group B', 'SF1:A1', 'SF2:B1']);
    expect(shown(changed)).toEqual(['SF1: A1 v B2', 'SF2: B1 v A2']);
  });
});
