import type { CheckInMessageId } from './en';

export const CHECK_IN_ES: Readonly<Record<CheckInMessageId, string>> = {
  'checkIn.playerAgeIneligible': 'Este jugador está fuera de la regla de edad de la división y no puede jugar',
  'checkIn.noBirthDate': 'Sin fecha de nacimiento: la regla de edad la necesita',
  'checkIn.tooManyOlder': 'Nacido antes del {date}: jugadores mayores en la plantilla {older}, permitidos {allowed}',
  'checkIn.passMalformed': 'Esto no es un pase de Pitchside',
  'checkIn.passSignature': 'Este pase fue modificado o no es auténtico',
  'checkIn.passOtherTournament': 'Este pase es de otro torneo',
  'checkIn.teamNotFound': 'Ese equipo no está en este torneo',
  'checkIn.playerNotFound': 'Ese jugador no está en este equipo',
};
