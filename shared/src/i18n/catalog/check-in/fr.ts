import type { CheckInMessageId } from './en';

export const CHECK_IN_FR: Readonly<Record<CheckInMessageId, string>> = {
  'checkIn.playerAgeIneligible': "Ce joueur est hors de la règle d'âge de la division et ne peut pas jouer",
  'checkIn.noBirthDate': "Pas de date de naissance : la règle d'âge en demande une",
  'checkIn.tooManyOlder': "Né avant le {date} : joueurs plus âgés dans l'effectif {older}, autorisés {allowed}",
  'checkIn.passMalformed': "Ce n'est pas une carte Pitchside",
  'checkIn.passSignature': "Cette carte a été modifiée ou n'est pas authentique",
  'checkIn.passOtherTournament': 'Cette carte est celle d’un autre tournoi',
  'checkIn.teamNotFound': "Cette équipe n'est pas dans ce tournoi",
  'checkIn.playerNotFound': "Ce joueur n'est pas dans cette équipe",
};
