import { formatMinutes, minutesOfDay } from './time';
import { said } from './said';
import type { SchedulingMessageId } from '../i18n/catalog/scheduling/en';
import type { MessageValues, WordedMessage } from '../i18n/message';

/** 'Catch up on Pitch 4 so …', or on 'its pitch' when the match names none. */
const catchUp = (pitch: string, values: { match: string; time: string }) => (pitch ? said('delay.rule.catchUp', { pitch, ...values }) : said('delay.rule.catchUpOwnPitch', values));

/**
 * "Pitch 4 is running 20 minutes late" (docs/scheduling.md "Running late"): the expected
 * kick-offs of a day once a pitch or a match is late, computed from the delays organizers and referees
 * asked for. Pure: the scheduling service previews and applies it, and nothing else decides a delay.
 *
 * Every match keeps its published kick-off (`start`); a delay is minutes on top of it. `delaySet` is
 * what was asked for that match (by a pitch or a match action); `delay` is what follows from all the
 * asks: a match can never kick off before the one before it on its pitch has ended plus the changeover,
 * nor before its teams have rested, so later matches on the pitch and the teams' other matches move too,
 * until the slack of the published schedule absorbs it. The same function recomputes from the asks every
 * time, so catching up (an ask shrinks to 0) moves everything back the same way.
 */

export interface DelayPerson {
  id: string;
  name: string;
}

export interface DelayMatch {
  id: string;
  /** 'Lions U12 v Tigers U12': reasons name matches, never ids. */
  label: string;
  date: string;
  /** The published kick-off, 'HH:MM'. */
  start: string;
  /** Playing time (two halves and the break), minutes. */
  minutes: number;
  /** The pitch's key ('' when the match has none); `pitchName` is what people read. */
  pitch: string;
  pitchName: string;
  teams: readonly { key: string; name: string }[];
  coaches: readonly DelayPerson[];
  referee: DelayPerson | null;
  /** Started or finished: it keeps the delay it had, nothing moves it. */
  started: boolean;
  delaySet: number;
  delay: number;
}

export interface DelayRules {
  changeoverMinutes: number;
  minRestMinutes: number;
  /** When the venue's day ends, 'HH:MM' per date (absent: no limit known). */
  dayEnds: Readonly<Record<string, string>>;
}

export type DelayRequest = { kind: 'pitch'; pitch: string; date: string; minutes: number } | { kind: 'match'; matchId: string; minutes: number };

export const DELAY_VIOLATION_CODES = ['team-rest', 'pitch-overlap', 'coach-overlap', 'referee-overlap', 'outside-window'] as const;
export type DelayViolationCode = (typeof DELAY_VIOLATION_CODES)[number];

/**
 * A rule a delay would break, and the fix to consider: each in English (`message`, `suggestion`) and as
 * an id with values (`messageId`/`values`, `suggestionId`/`suggestionValues`; catalog/scheduling).
 */
export interface DelayViolation {
  /** Stable for the same problem: the confirm step names the keys the organizer has seen. */
  key: string;
  code: DelayViolationCode;
  matchIds: string[];
  message: string;
  messageId: SchedulingMessageId;
  values: MessageValues;
  suggestion: string;
  suggestionId: SchedulingMessageId;
  suggestionValues: MessageValues;
}

export interface DelayChange {
  matchId: string;
  /** The ask stored on the match after this action. */
  delaySet: number;
  previousDelay: number;
  delay: number;
  /** The expected kick-off, 'HH:MM' (past midnight reads 24:xx). */
  expected: string;
  /** Why it moves: asked for (the pitch or the match named), after the match before it on the pitch, after its team's previous match. */
  cause: 'asked' | 'pitch' | 'team';
}

export interface DelayPlan {
  date: string;
  /** The matches the request named that can still move (0: nothing to do). */
  targets: string[];
  changes: DelayChange[];
  violations: DelayViolation[];
}

/** The most a pitch or a match can be late (a whole day), and the request's limit on both sides. */
export const MAX_DELAY_MINUTES = 12 * 60;

interface Placed {
  match: DelayMatch;
  s: number;
  x: number;
  cause: DelayChange['cause'];
  delaySet: number;
}

const endOf = (p: Placed) => p.x + p.match.minutes;
const shared = <T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean) => a.find((x) => b.some((y) => same(x, y)));

/** The gap a rule asks between two matches, never more than the published schedule itself had. */
function requiredGap(before: Placed, after: Placed, rule: number): number {
  return Math.min(rule, Math.max(0, after.s - (before.s + before.match.minutes)));
}

export function planDelay(matches: readonly DelayMatch[], rules: DelayRules, request: DelayRequest): DelayPlan {
  const asked = request.kind === 'match' ? matches.find((match) => match.id === request.matchId) : undefined;
  const date = request.kind === 'pitch' ? request.date : (asked?.date ?? '');
  const day = matches.filter((match) => match.date === date && match.start !== '');
  const targets = day.filter((match) => !match.started && (request.kind === 'pitch' ? match.pitch === request.pitch : match.id === request.matchId)).map((match) => match.id);
  const targetSet = new Set(targets);

  const order = day
    .map((match): Placed => {
      const delaySet = targetSet.has(match.id) ? request.minutes : match.delaySet;
      const s = minutesOfDay(match.start);
      return { match, s, x: s + (match.started ? match.delay : delaySet), cause: 'asked', delaySet };
    })
    .sort((a, b) => a.s - b.s || a.match.id.localeCompare(b.match.id));

  // Published order is kept: every rule runs from an earlier kick-off to a later one, so one pass settles it.
  order.forEach((placed, index) => {
    if (placed.match.started) return;
    for (const before of order.slice(0, index)) {
      if (before.s === placed.s) continue;
      if (placed.match.pitch && before.match.pitch === placed.match.pitch) {
        const earliest = endOf(before) + requiredGap(before, placed, rules.changeoverMinutes);
        if (earliest > placed.x) Object.assign(placed, { x: earliest, cause: 'pitch' });
      }
      if (shared(before.match.teams, placed.match.teams, (a, b) => a.key === b.key)) {
        const earliest = endOf(before) + requiredGap(before, placed, rules.minRestMinutes);
        if (earliest > placed.x) Object.assign(placed, { x: earliest, cause: 'team' });
      }
    }
  });

  const changed = new Set<string>();
  const changes = order.flatMap((placed): DelayChange[] => {
    const delay = placed.x - placed.s;
    if (placed.match.started || (delay === placed.match.delay && placed.delaySet === placed.match.delaySet)) return [];
    if (delay !== placed.match.delay) changed.add(placed.match.id);
    return [{ matchId: placed.match.id, delaySet: placed.delaySet, previousDelay: placed.match.delay, delay, expected: formatMinutes(placed.x), cause: placed.cause }];
  });
  return { date, targets, changes, violations: violationsOf(order, changed, rules) };
}

/** The rules the new expected times break that the published ones did not, each with a fix to suggest. */
function violationsOf(order: readonly Placed[], changed: ReadonlySet<string>, rules: DelayRules): DelayViolation[] {
  const violations: DelayViolation[] = [];
  const add = (code: DelayViolationCode, ids: string[], problem: WordedMessage<SchedulingMessageId>, fix: WordedMessage<SchedulingMessageId>) =>
    violations.push({
      key: `${code}:${ids.join('+')}`,
      code,
      matchIds: ids,
      message: problem.message,
      messageId: problem.messageId,
      values: problem.values,
      suggestion: fix.message,
      suggestionId: fix.messageId,
      suggestionValues: fix.values,
    });
  const overlap = (a: Placed, b: Placed) => a.x < endOf(b) && b.x < endOf(a);
  const overlappedBefore = (a: Placed, b: Placed) => a.s < b.s + b.match.minutes && b.s < a.s + a.match.minutes;

  order.forEach((later, index) => {
    for (const earlier of order.slice(0, index)) {
      if (!changed.has(earlier.match.id) && !changed.has(later.match.id)) continue;
      const ids = [earlier.match.id, later.match.id];
      const team = shared(earlier.match.teams, later.match.teams, (a, b) => a.key === b.key);
      if (team && later.x < endOf(earlier) + requiredGap(earlier, later, rules.minRestMinutes)) {
        const rest = later.x - endOf(earlier);
        add(
          'team-rest',
          ids,
          rest < 0
            ? said('delay.rule.stillPlaying', { team: team.name, match: later.match.label, start: later.match.start })
            : said('delay.rule.restOnly', { team: team.name, minutes: rest, match: later.match.label, start: later.match.start }),
          catchUp(earlier.match.pitchName, { match: earlier.match.label, time: formatMinutes(later.x - requiredGap(earlier, later, rules.minRestMinutes)) }),
        );
      } else if (later.match.pitch && later.match.pitch === earlier.match.pitch && later.x < endOf(earlier) + requiredGap(earlier, later, rules.changeoverMinutes)) {
        add(
          'pitch-overlap',
          ids,
          said('delay.rule.pitchBusy', { match: earlier.match.label, pitch: earlier.match.pitchName, other: later.match.label }),
          said('delay.rule.shorten', { match: earlier.match.label, time: formatMinutes(later.x) }),
        );
      }
      const coach = shared(earlier.match.coaches, later.match.coaches, (a, b) => a.id === b.id);
      if (coach && !team && overlap(earlier, later) && !overlappedBefore(earlier, later)) {
        add(
          'coach-overlap',
          ids,
          said('delay.rule.coach', { coach: coach.name, match: earlier.match.label, other: later.match.label }),
          said('delay.rule.coachFix', { match: later.match.label, time: formatMinutes(endOf(earlier)), coach: coach.name }),
        );
      }
      const referee = earlier.match.referee;
      if (referee && later.match.referee?.id === referee.id && overlap(earlier, later) && !overlappedBefore(earlier, later)) {
        add(
          'referee-overlap',
          ids,
          said('delay.rule.referee', { referee: referee.name, match: earlier.match.label, other: later.match.label }),
          said('delay.rule.refereeFix', { match: later.match.label, time: formatMinutes(endOf(earlier)) }),
        );
      }
    }
  });

  for (const placed of order) {
    const end = rules.dayEnds[placed.match.date];
    if (!end || !changed.has(placed.match.id)) continue;
    const close = minutesOfDay(end);
    const over = endOf(placed) - close;
    if (over > 0 && placed.s + placed.match.minutes <= close) {
      add(
        'outside-window',
        [placed.match.id],
        said('delay.rule.afterClose', { match: placed.match.label, time: formatMinutes(endOf(placed)), close: end }),
        placed.match.pitchName
          ? said('delay.rule.afterCloseFix', { match: placed.match.label, minutes: over, pitch: placed.match.pitchName })
          : said('delay.rule.afterCloseFixOwnPitch', { match: placed.match.label, minutes: over }),
      );
    }
  }
  return violations;
}

/** The expected kick-off of a match that is `delayMinutes` late, 'HH:MM' ('' without a published time). */
export function expectedKickOff(time: string, delayMinutes: number | null | undefined): string {
  if (!time) return '';
  return delayMinutes ? formatMinutes(minutesOfDay(time) + delayMinutes) : time;
}

/**
 * How every screen, print and feed writes a kick-off: '10:45 (+20)' when late, '10:25' on time, '' without
 * a time. The one formatter, so the public pages, console, board and PDF say the same thing.
 */
export function formatKickOff(time: string, delayMinutes: number | null | undefined): string {
  if (!time) return '';
  return delayMinutes ? `${expectedKickOff(time, delayMinutes)} (+${delayMinutes})` : time;
}
