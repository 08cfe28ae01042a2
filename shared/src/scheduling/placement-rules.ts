import type { Fixture } from './build-matches';
import { orderForbidden, orderViolations } from './knockout-order';
import { ageYears, said } from './said';
import { clubName, coachName, matchClubs, matchCoaches, matchMinutes, matchTeams, teamName, type CompiledDay, type ScheduleContext } from './schedule-context';
import { teamDayKey, pitchDayKey, type Busy, type ScheduleState } from './schedule-state';
import type { Forbidden, Violation } from './placement-types';
import { ceilToGrid, formatMinutes } from './time';

export { VIOLATION_CODES, type Forbidden, type Violation, type ViolationCode } from './placement-types';

const overlaps = (aStart: number, aEnd: number, b: Busy, pad: number) => aStart < b.end + pad && b.start < aEnd + pad;

/**
 * Every hard rule a match would break at (pitch, day, start) given what is already booked: the one
 * definition of the rules, shared by the generator's checks, `validateSchedule` and `canMove`. The
 * match's own booking, if any, is ignored so a move can be checked in place.
 */
export function placementViolations(context: ScheduleContext, state: ScheduleState, match: Fixture, pitchId: string, day: CompiledDay, start: number): Violation[] {
  const { input } = context;
  const out: Violation[] = [];
  const add = (v: Omit<Violation, 'matchId'>) => out.push({ matchId: match.id, ...v });
  const at = `${day.date} ${formatMinutes(start - day.base)}`;
  const end = start + matchMinutes(input, match.age);
  const pitch = context.pitches.get(pitchId);
  if (!pitch) {
    add({ code: 'unknown-pitch', ...said('scheduling.rule.unknownPitch', { pitch: pitchId }) });
  } else {
    if (!pitch.ages.includes(match.age)) add({ code: 'pitch-age', ...said('scheduling.rule.pitchAge', { pitch: pitch.name, years: ageYears(match.age) }) });
    const size = context.divisions.get(match.divisionId)?.pitchSize;
    if (size !== undefined && pitch.size !== size) add({ code: 'pitch-size', ...said('scheduling.rule.pitchSize', { pitch: pitch.name, size: pitch.size, divisionSize: size }) });
    for (const busy of state.pitchDay.get(pitchDayKey(pitchId, day.index)) ?? []) {
      if (busy.matchId !== match.id && overlaps(start, end, busy, input.changeoverMinutes)) {
        add({ code: 'pitch-overlap', otherMatchId: busy.matchId, ...said('scheduling.rule.pitchOverlap', { pitch: pitch.name, at, minutes: input.changeoverMinutes }) });
      }
    }
  }
  if (start < day.open || end > day.close)
    add({
      code: 'outside-window',
      ...said('scheduling.rule.outsideWindow', { minutes: end - start, date: day.date, open: formatMinutes(day.open - day.base), close: formatMinutes(day.close - day.base) }),
    });
  for (const teamId of matchTeams(match)) {
    const name = teamName(context, teamId);
    let sameDay = 0;
    for (const busy of state.team.get(teamId) ?? []) {
      if (busy.matchId === match.id) continue;
      if (busy.start >= day.base && busy.start < day.base + 1440) sameDay++;
      if (overlaps(start, end, busy, 0)) add({ code: 'team-overlap', teamId, otherMatchId: busy.matchId, ...said('scheduling.rule.teamOverlap', { team: name, at }) });
      else if (overlaps(start, end, busy, input.minRestMinutes))
        add({ code: 'team-rest', teamId, otherMatchId: busy.matchId, ...said('scheduling.rule.teamRest', { team: name, minutes: input.minRestMinutes }) });
    }
    if (sameDay >= input.maxMatchesPerTeamPerDay) add({ code: 'max-per-day', teamId, ...said('scheduling.rule.maxPerDay', { team: name, max: input.maxMatchesPerTeamPerDay, date: day.date }) });
  }
  for (const uid of matchCoaches(context, match)) {
    for (const busy of state.coach.get(uid) ?? []) {
      if (busy.matchId !== match.id && overlaps(start, end, busy, 0))
        add({ code: 'coach-overlap', coachUid: uid, otherMatchId: busy.matchId, ...said('scheduling.rule.coachOverlap', { coach: coachName(context, uid), at }) });
    }
  }
  if (input.clubRule) {
    for (const clubId of matchClubs(context, match)) {
      for (const busy of state.club.get(clubId) ?? []) {
        if (busy.matchId !== match.id && busy.divisionId !== match.divisionId && overlaps(start, end, busy, 0)) {
          add({ code: 'club-overlap', clubId, otherMatchId: busy.matchId, ...said('scheduling.rule.clubOverlap', { club: clubName(context, clubId), at }) });
        }
      }
    }
  }
  // Knockout: after its feeders (and the group stage) have ended plus the rest; a group match before the knockout.
  out.push(...orderViolations(context, state, match, start, end));
  return out;
}

/** One family of rules for one subject, e.g. "rest of team X": the generator and the explainer test them apart. */
export interface RuleGroup {
  /** 'order': a knockout match after its feeders, a group match before its division's knockout. */
  kind: 'team' | 'coach' | 'club' | 'order';
  subject: string;
  forbidden: Forbidden[];
}

/**
 * The people-side rules of a match as forbidden start intervals: starting in [lo, hi) would overlap
 * (coach, club) or leave less than the minimum rest (team) next to a booked match. With integer
 * minutes, a booked [a, b) forbids starts from a − length − pad + 1 up to b + pad.
 */
export function ruleGroups(context: ScheduleContext, state: ScheduleState, match: Fixture): RuleGroup[] {
  const { input } = context;
  const length = matchMinutes(input, match.age);
  const around = (list: Busy[] | undefined, pad: number, keep: (b: Busy) => boolean = () => true) =>
    (list ?? []).filter((b) => b.matchId !== match.id && keep(b)).map((b) => ({ lo: b.start - length - pad + 1, hi: b.end + pad }));
  const groups: RuleGroup[] = matchTeams(match).map((teamId) => ({ kind: 'team', subject: teamId, forbidden: around(state.team.get(teamId), input.minRestMinutes) }));
  for (const uid of matchCoaches(context, match)) groups.push({ kind: 'coach', subject: uid, forbidden: around(state.coach.get(uid), 0) });
  if (input.clubRule) {
    for (const club of matchClubs(context, match)) groups.push({ kind: 'club', subject: club, forbidden: around(state.club.get(club), 0, (b) => b.divisionId !== match.divisionId) });
  }
  const order = orderForbidden(context, state, match, length);
  if (order.length > 0) groups.push({ kind: 'order', subject: match.knockout?.code ?? 'group stage', forbidden: order });
  return groups;
}

/** Forbidden starts on one pitch-day: the pitch must be free for the match plus the changeover on both sides. */
export function pitchForbidden(context: ScheduleContext, state: ScheduleState, match: Fixture, pitchId: string, dayIndex: number): Forbidden[] {
  const length = matchMinutes(context.input, match.age);
  const gap = context.input.changeoverMinutes;
  return (state.pitchDay.get(pitchDayKey(pitchId, dayIndex)) ?? []).filter((b) => b.matchId !== match.id).map((b) => ({ lo: b.start - length - gap + 1, hi: b.end + gap }));
}

/**
 * Earliest start on the day's grid within [day.open, day.close − length] that no list forbids, or
 * undefined. Each list is sorted by `lo`; the start only moves forward, so every list is walked once.
 */
export function earliestStart(day: CompiledDay, length: number, step: number, lists: Forbidden[][]): number | undefined {
  let start = ceilToGrid(day.open, day.base, step);
  const latest = day.close - length;
  const cursor = lists.map(() => 0);
  for (let moved = true; moved && start <= latest;) {
    moved = false;
    lists.forEach((list, i) => {
      let k = cursor[i] as number;
      while (k < list.length) {
        const f = list[k] as Forbidden;
        if (f.hi <= start) k++;
        else if (f.lo <= start) {
          start = ceilToGrid(f.hi, day.base, step);
          moved = true;
          k++;
        } else break;
      }
      cursor[i] = k;
    });
  }
  return start <= latest ? start : undefined;
}

export function sortForbidden(list: Forbidden[]): Forbidden[] {
  return list.sort((a, b) => a.lo - b.lo);
}

export function teamsAtDailyMax(context: ScheduleContext, state: ScheduleState, match: Fixture, dayIndex: number): string[] {
  return matchTeams(match).filter((id) => (state.teamDay.get(teamDayKey(id, dayIndex)) ?? 0) >= context.input.maxMatchesPerTeamPerDay);
}
