/**
 * The check-in desk's and the passes' messages in English (ICU MessageFormat), keyed by id: the age check's
 * reasons, a refused pass, the match sheet's refusal of an age-ineligible player. No plural or select: the
 * browser fills these without an ICU parser.
 */
export const CHECK_IN_EN = {
  'checkIn.playerAgeIneligible': "This player is outside the division's age rule and may not play",
  'checkIn.noBirthDate': 'No birth date: the age rule needs one',
  'checkIn.tooManyOlder': 'Born before {date}: older players in the squad {older}, allowed {allowed}',
  'checkIn.passMalformed': 'This is not a Pitchside pass',
  'checkIn.passSignature': 'This pass was changed or is not genuine',
  'checkIn.passOtherTournament': 'This pass is for another tournament',
  'checkIn.teamNotFound': 'No such team in this tournament',
  'checkIn.playerNotFound': 'No such player in this team',
} as const;
export type CheckInMessageId = keyof typeof CHECK_IN_EN;
