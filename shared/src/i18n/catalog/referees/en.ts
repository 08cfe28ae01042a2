/**
 * The referees' availability and offers in English (ICU MessageFormat), keyed by id (issue 34): the API's
 * refusals, why a referee cannot take a match role, why the automatic fill left a role open, and the
 * e-mails of an offer. Names, teams, dates and times are values as typed or stored.
 */
export const REFEREES_EN = {
  'referees.availability.outsideDays': '{date} is not a day of this tournament ({first} to {last})',
  'referees.plan.locked': 'The referee plan of this tournament is locked',
  'referees.notReferee': 'Choose a referee of this organization',
  'referees.offer.notFound': 'No such offer',
  'referees.offer.notYours': 'This offer was made to another referee',
  'referees.offer.expired': 'The time to answer this offer ran out at {deadline}',
  'referees.offer.cannot': 'That does not apply to an offer that is {state}',
  'referees.offer.roleTaken': 'This match already has its {role} offered or accepted',
  'referees.offer.noAssistants': 'Under {years} matches have no assistant referees',
  'referees.offer.deadlinePast': 'Give a time to answer that is still to come',
  'referees.offer.notScheduled': 'The match has no kick-off time yet',
  'referees.offer.sameMatchTwice': 'The offers name the same role of a match twice',
  'referees.offer.changedMeanwhile': 'The offer changed meanwhile. Reload and try again.',
  'referees.unfit.unavailableDate': 'Cannot on that day: {count}',
  'referees.unfit.outsideWindow': 'Not available at that time: {count}',
  'referees.unfit.pitch': 'Not on that pitch: {count}',
  'referees.unfit.age': 'Not for that age: {count}',
  'referees.unfit.role': 'Not in that role: {count}',
  'referees.unfit.connected': 'Connected to a club in the match: {count}',
  'referees.unfit.booked': 'On another match then: {count}',
  'referees.unfit.resting': 'Too little rest between matches: {count}',
  'referees.unfit.travel': 'Too little time to travel from another venue: {count}',
  'referees.unfit.dayFull': 'Their day is full: {count}',
  'referees.unfilled.noReferees': 'No referee has said when they can officiate',
  'referees.mail.offerSubject': 'Can you officiate {teams}?',
  'referees.mail.offerBody': 'Hello {name}, you are offered the {role} role of {teams} on {date} at {time} ({pitch}), {tournament}. Accept or decline by {deadline}: {link}',
  'referees.mail.declinedSubject': '{referee} declined {teams}',
  'referees.mail.expiredSubject': 'No answer for {teams}',
  'referees.mail.backInPool': 'The {role} role of {teams} on {date} at {time} is open again: {reason}',
  'referees.mail.reasonDeclined': '{referee} declined it.',
  'referees.mail.reasonExpired': '{referee} did not answer by {deadline}.',
  'referees.mail.reasonReleased': '{referee} was released from it.',
  'referees.mail.releaseSubject': '{referee} asks to be released from {teams}',
  'referees.mail.releaseBody': '{referee} asks to be released from the {role} role of {teams} on {date} at {time}: {reason}',
  'referees.role.centre': 'centre referee',
  'referees.role.assistant': 'assistant referee',
} as const;

export type RefereesMessageId = keyof typeof REFEREES_EN;
