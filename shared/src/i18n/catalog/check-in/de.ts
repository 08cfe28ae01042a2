import type { CheckInMessageId } from './en';

export const CHECK_IN_DE: Readonly<Record<CheckInMessageId, string>> = {
  'checkIn.playerAgeIneligible': 'Dieser Spieler fällt nicht unter die Altersregel der Staffel und darf nicht spielen',
  'checkIn.noBirthDate': 'Kein Geburtsdatum: die Altersregel braucht eines',
  'checkIn.tooManyOlder': 'Vor dem {date} geboren: ältere Spieler im Kader {older}, erlaubt {allowed}',
  'checkIn.passMalformed': 'Das ist kein Pitchside-Pass',
  'checkIn.passSignature': 'Dieser Pass wurde verändert oder ist nicht echt',
  'checkIn.passOtherTournament': 'Dieser Pass gehört zu einem anderen Turnier',
  'checkIn.teamNotFound': 'Diese Mannschaft gibt es in diesem Turnier nicht',
  'checkIn.playerNotFound': 'Diesen Spieler gibt es in dieser Mannschaft nicht',
};
