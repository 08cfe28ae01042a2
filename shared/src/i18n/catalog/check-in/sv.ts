import type { CheckInMessageId } from './en';

export const CHECK_IN_SV: Readonly<Record<CheckInMessageId, string>> = {
  'checkIn.playerAgeIneligible': 'Spelaren är utanför klassens åldersregel och får inte spela',
  'checkIn.noBirthDate': 'Födelsedatum saknas: åldersregeln kräver ett',
  'checkIn.tooManyOlder': 'Född före {date}: äldre spelare i truppen {older}, tillåtna {allowed}',
  'checkIn.passMalformed': 'Det här är inget Pitchside-kort',
  'checkIn.passSignature': 'Kortet har ändrats eller är inte äkta',
  'checkIn.passOtherTournament': 'Kortet gäller en annan turnering',
  'checkIn.teamNotFound': 'Laget finns inte i turneringen',
  'checkIn.playerNotFound': 'Spelaren finns inte i laget',
};
