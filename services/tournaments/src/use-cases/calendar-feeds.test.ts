import * as ical from 'node-ical';
import { MESSAGES } from '@pitchside/shared';
import { matchRecord, tournamentRecord, unplayedLine } from '@pitchside/core/testing';
import type { MatchRecord, PublicStandingsRecord } from '@pitchside/core/data';
import { pitchCalendar, pitchKeyOf, teamCalendar, type CalendarPorts } from './calendar-feeds';

const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
const events = (text: string) => unfold(text).split('BEGIN:VEVENT').slice(1);

const tournament = tournamentRecord('t-1', 'org-a', {
  organizerUid: 'ada',
  name: 'Summer Cup',
  startDate: '2026-07-14',
  endDate: '2026-07-15',
  venue: 'Heden',
  ageGroups: ['u12', 'u10'],
  draft: false,
  hasSchedule: true,
  teamCount: 3,
  firstHalfDuration: 1500,
  breakDuration: 300,
  secondHalfDuration: 1500,
  publishedAt: '2026-06-01T10:00:00.000Z',
});

let counter = 0;
function match(overrides: Partial<MatchRecord>): MatchRecord {
  counter += 1;
  return matchRecord('t-1', `m-${counter}`, {
    refereeId: 'ref-uid-secret',
    refereeName: 'Rita Referee',
    scoreConfirmations: [{ coachId: 'coach-uid-secret', coachName: 'Coach secret', teamType: 'home', teamName: 'AIK', confirmedAt: '2026-07-14T10:00:00Z' }],
    ...overrides,
  });
}

const row = (teamKey: string, team: string, division = 'Boys U12'): PublicStandingsRecord => ({
  teamKey,
  team,
  club: null,
  division,
  bracket: 'Group A',
  ...unplayedLine(),
  decidedBy: null,
});

function world(matches: MatchRecord[], options: { draft?: boolean; hidden?: string[] } = {}): CalendarPorts {
  return {
    tournaments: { get: async (id) => (id === 't-1' ? { ...tournament, draft: options.draft ?? false } : null) },
    matches: { listByTournament: async () => matches },
    publicReads: {
      standings: async () => [row('aik', 'AIK'), row('ifk', 'IFK'), row('hif', 'Hammarby IF'), row('u10a', 'Small Ones', 'Boys U10')],
      hiddenAges: async () => new Set(options.hidden ?? []),
    },
    clock: { now: () => new Date('2026-07-14T12:00:00Z') },
  };
}

describe('team calendar', () => {
  it('has one event per match of the team, home or away, with the match length from the tournament', async () => {
    const ports = world([
      match({ matchId: 'a', time: '09:00' }),
      match({ matchId: 'b', time: '11:00', homeTeam: 'Hammarby IF', homeTeamKey: 'hif', awayTeam: 'AIK', awayTeamKey: 'aik', field: 'Pitch 2' }),
      match({ matchId: 'c', homeTeam: 'Hammarby IF', homeTeamKey: 'hif', awayTeam: 'IFK', awayTeamKey: 'ifk' }),
    ]);
    const { content, fileName } = await teamCalendar(ports, 't-1', 'aik');
    expect(fileName).toBe('summer-cup-aik.ics');
    const found = events(content);
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('SUMMARY:AIK v IFK (Boys U12\\, Group A)');
    expect(found[0]).toContain('DTSTART:20260714T090000\r\nDTEND:20260714T095500');
    expect(found[0]).toContain('LOCATION:Pitch 1\\, Heden');
    expect(found[0]).toContain('UID:a.team-aik.t-1@pitchside');
    expect(found[1]).toContain('SUMMARY:Hammarby IF v AIK (Boys U12\\, Group A)');
    expect(unfold(content)).toContain('X-WR-CALNAME:AIK · Summer Cup');
  });

  it('shows the final score in the description only when the match is completed and its age group shows results', async () => {
    const done = match({ status: 'completed', homeScore: 2, awayScore: 1, lastUpdate: '2026-07-14T10:00:00.000Z', version: 7 });
    const visible = unfold((await teamCalendar(world([done]), 't-1', 'aik')).content);
    expect(visible).toContain('DESCRIPTION:Final score: AIK 2–1 IFK\\nBoys U12 · Group A\\nSummer Cup');
    expect(visible).toContain('SEQUENCE:7');
    expect(visible).toContain('DTSTAMP:20260714T100000Z');
    const hidden = unfold((await teamCalendar(world([done], { hidden: ['u12'] }), 't-1', 'aik')).content);
    expect(hidden).toContain('SUMMARY:AIK v IFK (Boys U12\\, Group A)');
    expect(hidden).not.toMatch(/Final score|2–1/);
  });

  it('never writes anything private', async () => {
    const { content } = await teamCalendar(world([match({ status: 'completed', homeScore: 1, awayScore: 0 })]), 't-1', 'aik');
    expect(content).not.toMatch(/secret|Rita|org-a|ada|@example/);
  });

  it('gives the same UID to a match that moved, with its new time and place', async () => {
    const before = events((await teamCalendar(world([match({ matchId: 'moving', time: '09:00', field: 'Pitch 1' })]), 't-1', 'aik')).content)[0] ?? '';
    const after =
      events(
        (await teamCalendar(world([match({ matchId: 'moving', date: '2026-07-15', time: '14:30', field: 'Pitch 3', lastUpdate: '2026-07-10T08:00:00Z', version: 2 })]), 't-1', 'aik')).content,
      )[0] ?? '';
    const uid = (text: string) => /UID:(.*)\r\n/.exec(text)?.[1];
    expect(uid(after)).toBe(uid(before));
    expect(after).toContain('DTSTART:20260715T143000');
    expect(after).toContain('LOCATION:Pitch 3\\, Heden');
    expect(after).toContain('SEQUENCE:2');
  });

  it('is not found for a draft, an unknown tournament or an unknown team', async () => {
    await expect(teamCalendar(world([], { draft: true }), 't-1', 'aik')).rejects.toMatchObject({ status: 404, message: MESSAGES.tournamentNotFound });
    await expect(teamCalendar(world([]), 'nope', 'aik')).rejects.toMatchObject({ status: 404 });
    await expect(teamCalendar(world([]), 't-1', 'nobody')).rejects.toMatchObject({ status: 404, message: 'Team document does not exist.' });
  });
});

describe('pitch calendar', () => {
  it('takes the schedule pitch id when the match has one, and the slug of the field name either way', async () => {
    const placed = match({ matchId: 'p', field: 'Pitch 2 (North)', pitchId: 'pitch-7' });
    const named = match({ matchId: 'n', field: 'Pitch 2 (North)', time: '12:00' });
    expect(pitchKeyOf(placed)).toBe('pitch-7');
    expect(pitchKeyOf(named)).toBe('pitch-2-north');
    expect(pitchKeyOf(match({ field: null }))).toBeNull();
    const ports = world([placed, named, match({ matchId: 'other', field: 'Pitch 3' })]);
    expect(events((await pitchCalendar(ports, 't-1', 'pitch-7')).content)).toHaveLength(1);
    const byName = await pitchCalendar(ports, 't-1', 'pitch-2-north');
    expect(events(byName.content)).toHaveLength(2);
    expect(unfold(byName.content)).toContain('X-WR-CALNAME:Pitch 2 (North) · Summer Cup');
    expect(byName.fileName).toBe('summer-cup-pitch-2-north.ics');
    expect(events(byName.content)[0]).toContain('UID:p.pitch-pitch-2-north.t-1@pitchside');
  });

  it('answers an empty calendar for a pitch no match is on (any more), and 404 for a draft or a key that is no key', async () => {
    const empty = await pitchCalendar(world([match({})]), 't-1', 'pitch-9');
    expect(events(empty.content)).toHaveLength(0);
    expect(empty.content).toContain('BEGIN:VCALENDAR');
    await expect(pitchCalendar(world([], { draft: true }), 't-1', 'pitch-1')).rejects.toMatchObject({ status: 404 });
    await expect(pitchCalendar(world([]), 't-1', '../../etc')).rejects.toMatchObject({ status: 404 });
  });
});

describe('feeds read by an independent iCalendar parser (node-ical)', () => {
  type Parsed = Record<string, { type: string; uid?: string; start?: Date & { tz?: string }; end?: Date; summary?: string; sequence?: string | number; description?: string }>;
  const parse = (text: string) => ical.sync.parseICS(text) as unknown as Parsed;
  const vevents = (parsed: Parsed) => Object.values(parsed).filter((entry) => entry.type === 'VEVENT');
  const zoned = (timeZone: string | null, matches: MatchRecord[]): CalendarPorts => {
    const ports = world(matches);
    return { ...ports, tournaments: { get: async (id) => (id === 't-1' ? { ...tournament, timeZone } : null) } };
  };

  it('writes kick-offs with the tournament zone (TZID and its VTIMEZONE), so a phone elsewhere shows the real kick-off', async () => {
    const summer = match({ matchId: 's', date: '2026-07-14', time: '09:30' });
    const winter = match({ matchId: 'w', date: '2026-12-05', time: '09:30', homeTeam: 'Hammarby IF', homeTeamKey: 'hif', awayTeam: 'AIK', awayTeamKey: 'aik' });
    const { content } = await teamCalendar(zoned('Europe/Stockholm', [summer, winter]), 't-1', 'aik');
    expect(unfold(content)).toContain('DTSTART;TZID=Europe/Stockholm:20260714T093000');
    const parsed = parse(content);
    expect(Object.values(parsed).some((entry) => entry.type === 'VTIMEZONE')).toBe(true);
    const [july, december] = vevents(parsed).sort((a, b) => (a.start?.getTime() ?? 0) - (b.start?.getTime() ?? 0));
    // 09:30 in Stockholm is 07:30 UTC in summer (CEST, +2) and 08:30 UTC in winter (CET, +1).
    expect(july?.start?.toISOString()).toBe('2026-07-14T07:30:00.000Z');
    expect(july?.end?.toISOString()).toBe('2026-07-14T08:25:00.000Z');
    expect(december?.start?.toISOString()).toBe('2026-12-05T08:30:00.000Z');
    expect(july?.start?.tz).toBe('Europe/Stockholm');
  });

  it('keeps floating times for a tournament made before zones (no TZID, no VTIMEZONE)', async () => {
    const { content } = await teamCalendar(zoned(null, [match({ matchId: 'f', time: '09:30' })]), 't-1', 'aik');
    expect(content).not.toContain('TZID');
    expect(content).not.toContain('VTIMEZONE');
    expect(vevents(parse(content))).toHaveLength(1);
  });

  it('names the group of a group match and the round of a knockout match, and keeps UIDs with a growing SEQUENCE', async () => {
    const semi = match({
      matchId: 'sf1',
      stage: 'knockout',
      knockoutCode: 'SF1',
      roundName: 'Semi-final',
      bracket: null,
      homeTeam: 'AIK',
      homeTeamKey: 'aik',
      awayTeam: '2nd Group B',
      awayTeamKey: null,
      awayLabel: '2nd Group B',
      version: 3,
    });
    const scheduled = match({ matchId: 'g1', bracket: null, group: 'B', version: 1 });
    const parsed = vevents(parse((await teamCalendar(zoned('Europe/Stockholm', [scheduled, semi]), 't-1', 'aik')).content));
    const bySummary = (text: string) => parsed.find((event) => event.summary?.includes(text));
    expect(bySummary('Semi-final')?.summary).toBe('AIK v 2nd Group B (Boys U12, Semi-final)');
    expect(bySummary('Group B')?.description).toContain('Boys U12 · Group B');
    const moved = vevents(parse((await teamCalendar(zoned('Europe/Stockholm', [{ ...semi, time: '15:00', version: 4 }]), 't-1', 'aik')).content))[0];
    expect(moved?.uid).toBe(bySummary('Semi-final')?.uid);
    expect(Number(moved?.sequence)).toBe(4);
  });

  it('finds a placed match under the scheduler\u2019s pitch id', async () => {
    const placed = match({ matchId: 'north', field: 'North 1 (grass)', pitchId: 'north-1' });
    expect(vevents(parse((await pitchCalendar(world([placed]), 't-1', 'north-1')).content))).toHaveLength(1);
  });
});
