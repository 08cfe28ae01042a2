import type { Fixture } from './build-matches';
import { missingFeeders } from './knockout-order';
import { earliestStart, pitchForbidden, ruleGroups, sortForbidden, teamsAtDailyMax, type RuleGroup } from './placement-rules';
import { ageYears, said } from './said';
import type { SchedulingMessageId } from '../i18n/catalog/scheduling/en';
import type { MessageValues, WordedMessage } from '../i18n/message';
import { allowedPitches, clubName, coachName, matchMinutes, teamName, type CompiledDay, type ScheduleContext } from './schedule-context';
import type { ScheduleState } from './schedule-state';
import { formatMinutes } from './time';

export const UNPLACED_CODES = [
  'no-pitch',
  'no-days',
  'window-too-short',
  'venue-full',
  'max-per-day',
  'team-rest',
  'coach-busy',
  'club-busy',
  'combined',
  'locked-illegal',
  'slot-free',
  'feeder-unplaced',
  'knockout-order',
] as const;
export type UnplacedCode = (typeof UNPLACED_CODES)[number];

/**
 * Why a match is not in the schedule. `dates` lists the days the reason holds on. `messageId` and
 * `values` word it in any language (catalog/scheduling); `message` is its English. A reason made of parts
 * (a lock and the rule it breaks; the rules that together leave no slot) words its parts in `details`, and
 * its English is the reason's, ': ', then the parts joined with ', ' (`withDetails`).
 */
export interface UnplacedReason {
  code: UnplacedCode;
  message: string;
  messageId?: SchedulingMessageId;
  values?: MessageValues;
  dates?: string[];
  teamId?: string;
  coachUid?: string;
  clubId?: string;
  /** For 'combined': the rule groups ('team:X', 'coach:U', 'club:C') that together leave no slot. */
  subjects?: string[];
  /** The parts the reason names, each worded on its own (catalog/scheduling 'scheduling.unplacedReason.withDetails' joins them). */
  details?: WordedMessage<SchedulingMessageId>[];
}

/** A reason with its parts: the English says the reason, ': ', then each part's English, comma-separated. */
export function withDetails(main: WordedMessage<SchedulingMessageId>, details: WordedMessage<SchedulingMessageId>[]): Pick<UnplacedReason, 'message' | 'messageId' | 'values' | 'details'> {
  return { ...main, message: `${main.message}: ${details.map((part) => part.message).join(', ')}`, details };
}

export interface UnplacedMatch {
  match: Fixture;
  reasons: UnplacedReason[];
}

const anySlot = (context: ScheduleContext, state: ScheduleState, match: Fixture, day: CompiledDay, people: RuleGroup[]) => {
  const length = matchMinutes(context.input, match.age);
  const merged = sortForbidden(people.flatMap((group) => group.forbidden));
  for (const pitch of allowedPitches(context, match)) {
    const start = earliestStart(day, length, context.input.startStepMinutes, [merged, pitchForbidden(context, state, match, pitch.id, day.index)]);
    if (start !== undefined) return { pitchId: pitch.id, start };
  }
  return undefined;
};

/**
 * Says, day by day, which rule leaves no slot for a match on the final schedule, and only what it
 * has checked: 'venue full' means no allowed pitch has a free slot of that length on the start grid;
 * a team, coach or club is named alone only when its rules alone (with the pitches) leave no slot;
 * otherwise the reason is the combination, and the combination was searched in full. Reasons that
 * hold on several days are merged into one with those dates.
 */
export function explainUnplaced(context: ScheduleContext, state: ScheduleState, match: Fixture): UnplacedReason[] {
  const { input } = context;
  const size = context.divisions.get(match.divisionId)?.pitchSize;
  if (allowedPitches(context, match).length === 0) {
    const years = ageYears(match.age);
    return [{ code: 'no-pitch', ...(size ? said('scheduling.unplacedReason.noPitchOfSize', { years, size }) : said('scheduling.unplacedReason.noPitch', { years })) }];
  }
  if (context.days.length === 0) return [{ code: 'no-days', ...said('scheduling.unplacedReason.noDays') }];
  // A knockout match cannot go before what feeds it: that is the reason, whatever the days look like.
  const missing = missingFeeders(context, state, match);
  if (missing.length > 0) return missing.map(({ message, messageId, values }) => ({ code: 'feeder-unplaced', message, messageId, values }));
  const length = matchMinutes(input, match.age);
  const merged = new Map<string, UnplacedReason>();
  type Words = { message: string; messageId?: SchedulingMessageId; values?: MessageValues; details?: WordedMessage<SchedulingMessageId>[] };
  const note = (key: string, date: string, reason: Omit<UnplacedReason, 'dates' | 'message' | 'messageId' | 'values'>, words: (dates: string) => Words) => {
    const known = merged.get(key);
    const dates = [...(known?.dates ?? []), date];
    merged.set(key, { ...reason, dates, ...words(dates.join(', ')) });
  };
  for (const day of context.days) {
    if (earliestStart(day, length, input.startStepMinutes, []) === undefined) {
      note('window', day.date, { code: 'window-too-short' }, (d) => said('scheduling.unplacedReason.window', { minutes: length, dates: d }));
      continue;
    }
    if (!anySlot(context, state, match, day, [])) {
      note('venue', day.date, { code: 'venue-full' }, (d) => said('scheduling.unplacedReason.venueFull', { dates: d, minutes: length, years: ageYears(match.age) }));
      continue;
    }
    const atMax = teamsAtDailyMax(context, state, match, day.index);
    for (const teamId of atMax) {
      note(`max:${teamId}`, day.date, { code: 'max-per-day', teamId }, (d) =>
        said('scheduling.unplacedReason.maxPerDay', { team: teamName(context, teamId), max: input.maxMatchesPerTeamPerDay, dates: d }),
      );
    }
    if (atMax.length > 0) continue;
    const groups = ruleGroups(context, state, match);
    const alone = groups.filter((group) => !anySlot(context, state, match, day, [group]));
    for (const group of alone) {
      if (group.kind === 'team') {
        const team = teamName(context, group.subject);
        note(`team:${group.subject}`, day.date, { code: 'team-rest', teamId: group.subject }, (d) =>
          input.minRestMinutes > 0 ? said('scheduling.unplacedReason.rest', { dates: d, minutes: input.minRestMinutes, team }) : said('scheduling.unplacedReason.free', { dates: d, team }),
        );
      } else if (group.kind === 'order') {
        const after = group.forbidden.some((f) => f.lo === Number.NEGATIVE_INFINITY);
        const before = group.forbidden.some((f) => f.hi === Number.POSITIVE_INFINITY);
        const id: SchedulingMessageId =
          match.stage !== 'knockout'
            ? 'scheduling.unplacedReason.orderKnockout'
            : after && before
              ? 'scheduling.unplacedReason.orderAround'
              : after
                ? 'scheduling.unplacedReason.orderAfter'
                : 'scheduling.unplacedReason.orderBefore';
        note('order', day.date, { code: 'knockout-order' }, (d) => said(id, { dates: d, subject: group.subject, minutes: input.minRestMinutes }));
      } else if (group.kind === 'coach') {
        note(`coach:${group.subject}`, day.date, { code: 'coach-busy', coachUid: group.subject }, (d) =>
          said('scheduling.unplacedReason.coach', { coach: coachName(context, group.subject), dates: d }),
        );
      } else {
        note(`club:${group.subject}`, day.date, { code: 'club-busy', clubId: group.subject }, (d) => said('scheduling.unplacedReason.club', { club: clubName(context, group.subject), dates: d }));
      }
    }
    if (alone.length > 0) continue;
    const free = anySlot(context, state, match, day, groups);
    if (free) {
      // Should not happen (the schedule only grows after a failed try); said plainly rather than hidden.
      note(`free:${day.date}`, day.date, { code: 'slot-free' }, () => said('scheduling.unplacedReason.slotFree', { date: day.date, time: formatMinutes(free.start - day.base), pitch: free.pitchId }));
      continue;
    }
    const subjects = groups.filter((g) => g.forbidden.length > 0).map((g) => `${g.kind}:${g.subject}`);
    const label = (s: string) => {
      const [kind, subject = ''] = [s.slice(0, s.indexOf(':')), s.slice(s.indexOf(':') + 1)];
      if (kind === 'team') return said('scheduling.unplacedSubject.team', { team: teamName(context, subject) });
      if (kind === 'coach') return said('scheduling.unplacedSubject.coach', { coach: coachName(context, subject) });
      if (kind === 'club') return said('scheduling.unplacedSubject.club', { club: clubName(context, subject) });
      return said('scheduling.unplacedSubject.order');
    };
    note(`combined:${subjects.join('|')}`, day.date, { code: 'combined', subjects }, (d) =>
      withDetails(said('scheduling.unplacedReason.combined', { dates: d, minutes: input.minRestMinutes }), subjects.map(label)),
    );
  }
  return [...merged.values()];
}
