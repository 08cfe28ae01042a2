import type { IntlShape } from 'react-intl';
import { slotName } from './slot-name';
import { compileTemplates, matchTemplate } from './template-match';

type Words = Pick<IntlShape, 'formatMessage'>;

/**
 * The scheduling rules speak English (shared/scheduling words every violation and unplaced reason the
 * same way on the server and in the browser, and the API stores them). The board words them in the
 * reader's language: each English sentence below is the exact template shared writes, `{name}` marking
 * a value; a reason is matched against them, its values lifted out and put into the catalog message of
 * the same id (whose English is the same sentence, so English reads exactly as before). A sentence no
 * template knows stays as it came.
 */
export const RULE_TEMPLATES: readonly (readonly [id: string, english: string])[] = [
  // The board's own refusals (features/scheduling/board-rules.ts).
  ['scheduling.rule.playedStays', 'This match has started, so it stays where it is'],
  ['scheduling.rule.notGenerated', 'Only matches of the generated schedule can be moved on the board'],
  ['scheduling.rule.notOnBoard', 'This match is not on the board'],
  // The server's refusal of a board move when the row changed under it (services/scheduling move.ts).
  ['scheduling.rule.changedMeanwhile', 'This match changed meanwhile: reload the schedule'],
  // Violations (shared/scheduling/placement-rules.ts, knockout-order.ts, validate-schedule.ts).
  ['scheduling.rule.unknownPitch', "There is no pitch '{pitch}'"],
  ['scheduling.rule.unknownMatch', "There is no match '{match}' in this tournament"],
  ['scheduling.rule.unknownDay', '{date} is not a tournament day'],
  ['scheduling.rule.pitchAge', '{pitch} does not allow {age}'],
  ['scheduling.rule.pitchSize', '{pitch} is {size}, the division plays {divisionSize}'],
  ['scheduling.rule.pitchOverlap', '{pitch} is taken at {at} (with {minutes} min changeover)'],
  ['scheduling.rule.outsideWindow', 'The match ({minutes} min) does not fit inside {date} {open}–{close}'],
  ['scheduling.rule.teamOverlap', '{team} is already playing at {at}'],
  ['scheduling.rule.teamRest', '{team} would rest less than {minutes} min'],
  ['scheduling.rule.maxPerDay', '{team} would exceed {max} matches on {date}'],
  ['scheduling.rule.coachOverlap', 'Coach {coach} is in another match at {at}'],
  ['scheduling.rule.clubOverlap', 'Club {club} has a team in another division playing at {at}'],
  ['scheduling.rule.duplicate', '{match} is on the schedule twice'],
  ['scheduling.rule.kickOffAfter', '{match} would kick off less than {minutes} min after {other} ends'],
  ['scheduling.rule.endBefore', '{match} would end less than {minutes} min before {other} kicks off'],
  ['scheduling.rule.groupStageUnplaced', '{match} follows the group stage of {division}, which is not fully placed ({placed} of {needed} matches)'],
  ['scheduling.rule.feederUnplaced', '{match} follows {other}, which is not placed'],
  // Why the generator left a match out (shared/scheduling/explain-unplaced.ts).
  ['scheduling.unplacedReason.noPitchOfSize', 'no pitch allows {age} on a {size} pitch'],
  ['scheduling.unplacedReason.noPitch', 'no pitch allows {age}'],
  ['scheduling.unplacedReason.noDays', 'the tournament has no days'],
  ['scheduling.unplacedReason.window', 'the match ({minutes} min) does not fit in the day window on {dates}'],
  ['scheduling.unplacedReason.venueFull', 'venue full on {dates}: no free {minutes}-min slot on any pitch allowing {age}'],
  ['scheduling.unplacedReason.maxPerDay', 'team {team} would exceed {max} matches on {dates}'],
  ['scheduling.unplacedReason.rest', 'no slot on {dates} leaves {minutes} min rest for team {team}'],
  ['scheduling.unplacedReason.free', 'no slot on {dates} is free for team {team}'],
  ['scheduling.unplacedReason.coach', 'coach {coach} is in another match at every free slot on {dates}'],
  ['scheduling.unplacedReason.club', 'club {club} has a team of another division playing at every free slot on {dates}'],
  // What a delay would break, and the fix to consider (shared/scheduling/running-late.ts).
  ['delay.rule.stillPlaying', '{team} would still be playing before {match} ({start}, already under way)'],
  ['delay.rule.restOnly', '{team} would rest only {minutes} min before {match} ({start}, already under way)'],
  ['delay.rule.catchUp', 'Catch up on {pitch} so {match} ends by {time}'],
  ['delay.rule.pitchBusy', '{match} would still be on {pitch} when {other} kicks off'],
  ['delay.rule.shorten', 'Shorten the delay so {match} ends by {time}'],
  ['delay.rule.coach', '{coach} would coach {match} and {other} at the same time'],
  ['delay.rule.coachFix', 'Delay {match} to {time} as well, or ask someone to stand in for {coach}'],
  ['delay.rule.referee', '{referee} would referee {match} and {other} at the same time'],
  ['delay.rule.refereeFix', 'Assign another referee to {match}, or delay it to {time}'],
  ['delay.rule.afterClose', '{match} would end at {time}, after the venue closes at {close}'],
  ['delay.rule.afterCloseFix', 'Move {match} to another day or pitch, or catch up {minutes} min on {pitch} earlier in the day'],
  // The venue form's own checks (features/scheduling/setup-form.ts).
  ['scheduling.setup.problem.pitchName', 'Name the pitch'],
  ['scheduling.setup.problem.pitchTwice', 'Another pitch has this name'],
  ['scheduling.setup.problem.pitchAges', 'Choose the age groups that may play here'],
  ['scheduling.setup.problem.date', 'Choose a date'],
  ['scheduling.setup.problem.dateTwice', 'This day is listed twice'],
];

/** Each template as an anchored pattern with a named group per value. */
const PATTERNS = compileTemplates(RULE_TEMPLATES);

/**
 * A value as the reader's language has it: numbers as numbers (for plurals), Pitchside's age names and a
 * knockout side's placeholder ('Winner Group A', as the rules name an undecided team) translated.
 */
function valueOf(intl: Words, text: string): string | number {
  if (/^\d+$/.test(text)) return Number(text);
  const under = /^Under (\d+)$/.exec(text);
  return under ? intl.formatMessage({ id: 'age.under' }, { years: Number(under[1]) }) : slotName(intl, text);
}

/** A rule's English sentence in the reader's language (unchanged when no template matches). */
export function ruleText(intl: Words, english: string): string {
  const found = matchTemplate(PATTERNS, english);
  if (!found) return english;
  const values = Object.fromEntries(Object.entries(found.values).map(([name, value]) => [name, valueOf(intl, value)]));
  return intl.formatMessage({ id: found.key }, values);
}
