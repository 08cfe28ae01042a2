import { DISPUTE_MESSAGES, DISPUTE_NOTE_MAX, DISPUTE_REASON_MAX, MAX_CORRECTED_SCORE, MAX_DISPUTE_WINDOW_MINUTES } from '../disputes/dispute';
import { MESSAGES } from '../messages';
import { translatedFieldMessage } from './field-messages';
import { FORM_MESSAGES, translatedFormPattern } from './form-messages';
import { SIGN_UP_SERVER_MESSAGES } from './sign-up-messages';
import type { Locale } from './locales';
import { translatedText, type Translations } from './word-table';

/**
 * The API's messages in the caller's language: the error body keeps its `error` code and
 * English stays the spec's exact text (MESSAGES); the other languages translate that text. Keyed by the
 * English text, so the one error mapper translates every message a use case throws, without each throw
 * site knowing about languages. A message not in the table (a rare, technical one) stays English.
 */
const SERVER_MESSAGES: Record<string, Translations> = {
  [MESSAGES.invalidCredentials]: {
    sv: 'Hoppsan, fel kombination av e-post och lösenord! Försök igen.',
    de: 'Hoppla, E-Mail und Passwort passen nicht zusammen! Bitte versuche es erneut.',
    es: '¡Vaya! La combinación de correo y contraseña no es válida. Inténtalo de nuevo.',
    fr: 'Oups, l’adresse e-mail ou le mot de passe est incorrect ! Veuillez réessayer.',
  },
  [MESSAGES.authHiccup]: {
    sv: 'Det verkar ha blivit ett fel i systemet! Ge inte upp — försök igen senare eller passa bollen till vår administratör.',
    de: 'Da gab es einen Aussetzer im System! Nicht aufgeben — versuche es später noch einmal oder spiel den Ball an unseren Admin.',
    es: '¡Parece que el sistema ha tenido un tropiezo! No te rindas: inténtalo más tarde o pásale el balón a nuestro administrador.',
    fr: 'Il semble que le système ait eu un raté ! Ne lâchez rien : réessayez plus tard ou passez le ballon à notre administrateur.',
  },
  [MESSAGES.resetUnknownEmail]: {
    sv: 'Ingen användare hittades med den e-postadressen',
    de: 'Kein Benutzer mit dieser E-Mail-Adresse gefunden',
    es: 'No hay ningún usuario con ese correo electrónico',
    fr: 'Aucun utilisateur trouvé avec cette adresse e-mail',
  },
  [MESSAGES.resetSent]: {
    sv: 'Kolla din inkorg. Vi har skickat en länk för att återställa ditt lösenord.',
    de: 'Bitte sieh in deinem Posteingang nach. Wir haben dir einen Link zum Zurücksetzen deines Passworts geschickt.',
    es: 'Revisa tu bandeja de entrada. Te hemos enviado un enlace para restablecer la contraseña.',
    fr: 'Consultez votre boîte de réception. Nous vous avons envoyé un lien pour réinitialiser votre mot de passe.',
  },
  [MESSAGES.profileUpdateFailed]: {
    sv: 'Din profil kunde inte uppdateras. Försök igen senare.',
    de: 'Dein Profil konnte nicht aktualisiert werden. Bitte versuche es später erneut.',
    es: 'No se ha podido actualizar tu perfil. Inténtalo más tarde.',
    fr: 'Votre profil n’a pas pu être mis à jour. Veuillez réessayer plus tard.',
  },
  [MESSAGES.userAdded]: { sv: 'Användaren har lagts till', de: 'Benutzer hinzugefügt', es: 'Usuario añadido', fr: 'Utilisateur ajouté' },
  [MESSAGES.userDeleted]: { sv: 'Användaren har tagits bort', de: 'Benutzer gelöscht', es: 'Usuario eliminado', fr: 'Utilisateur supprimé' },
  [MESSAGES.usersFetched]: { sv: 'Användarna har hämtats', de: 'Benutzer geladen', es: 'Usuarios obtenidos', fr: 'Utilisateurs récupérés' },
  [MESSAGES.importSuccessful]: { sv: 'Importen lyckades', de: 'Import erfolgreich', es: 'Importación correcta', fr: 'Import réussi' },
  [MESSAGES.userCreated]: { sv: 'Användaren har skapats', de: 'Benutzer angelegt', es: 'Usuario creado', fr: 'Utilisateur créé' },
  [MESSAGES.playerAdded]: { sv: 'Spelaren har lagts till', de: 'Spieler hinzugefügt', es: 'Jugador añadido', fr: 'Joueur ajouté' },
  [MESSAGES.playerDeleted]: { sv: 'Spelaren har tagits bort', de: 'Spieler gelöscht', es: 'Jugador eliminado', fr: 'Joueur supprimé' },
  [MESSAGES.playerUpdated]: { sv: 'Spelaren har uppdaterats', de: 'Spieler aktualisiert', es: 'Jugador actualizado', fr: 'Joueur mis à jour' },
  [MESSAGES.playersAdded]: { sv: 'Spelarna har lagts till', de: 'Spieler hinzugefügt', es: 'Jugadores añadidos', fr: 'Joueurs ajoutés' },
  [MESSAGES.teamAdded]: { sv: 'Laget har lagts till', de: 'Mannschaft hinzugefügt', es: 'Equipo añadido', fr: 'Équipe ajoutée' },
  [MESSAGES.teamDeleted]: { sv: 'Laget har tagits bort', de: 'Mannschaft gelöscht', es: 'Equipo eliminado', fr: 'Équipe supprimée' },
  [MESSAGES.teamsImported]: { sv: 'Lagen har importerats', de: 'Mannschaften importiert', es: 'Equipos importados', fr: 'Équipes importées' },
  [MESSAGES.noSuchDocument]: { sv: 'Det finns inget sådant dokument!', de: 'Dieses Dokument gibt es nicht!', es: '¡No existe ese documento!', fr: 'Ce document n’existe pas !' },
  [MESSAGES.teamDoesNotExist]: { sv: 'Laget finns inte.', de: 'Die Mannschaft existiert nicht.', es: 'El equipo no existe.', fr: 'L’équipe n’existe pas.' },
  [MESSAGES.inviteNotFound]: {
    sv: 'Ingen inbjudan hittades med den koden.',
    de: 'Keine Einladung mit diesem Code gefunden.',
    es: 'No hay ninguna invitación con ese código.',
    fr: 'Aucune invitation trouvée avec ce code.',
  },
  [MESSAGES.matchNotFound]: { sv: 'Matchen hittades inte', de: 'Spiel nicht gefunden', es: 'Partido no encontrado', fr: 'Match introuvable' },
  [MESSAGES.goalNotFound]: { sv: 'Målet hittades inte', de: 'Tor nicht gefunden', es: 'Gol no encontrado', fr: 'But introuvable' },
  [MESSAGES.tournamentNotFound]: { sv: 'Turneringen hittades inte', de: 'Turnier nicht gefunden', es: 'Torneo no encontrado', fr: 'Tournoi introuvable' },
  [MESSAGES.confirmFailed]: {
    sv: 'Resultatet kunde inte bekräftas',
    de: 'Das Ergebnis konnte nicht bestätigt werden',
    es: 'No se pudo confirmar el resultado',
    fr: 'Le score n’a pas pu être confirmé',
  },
  [MESSAGES.alreadyConfirmed]: {
    sv: 'Du har redan bekräftat resultatet för det här laget',
    de: 'Du hast das Ergebnis für diese Mannschaft schon bestätigt',
    es: 'Ya confirmaste el resultado de este equipo',
    fr: 'Vous avez déjà confirmé le score pour cette équipe',
  },
  [MESSAGES.invalidEmail]: { sv: 'Ogiltig e-postadress', de: 'Ungültige E-Mail-Adresse', es: 'Correo electrónico no válido', fr: 'Adresse e-mail invalide' },
  [MESSAGES.invalidPassword]: {
    sv: 'Minst åtta tecken, minst en versal, en gemen och en siffra',
    de: 'Mindestens acht Zeichen, davon mindestens ein Groß- und ein Kleinbuchstabe und eine Ziffer',
    es: 'Mínimo ocho caracteres, con al menos una mayúscula, una minúscula y un número',
    fr: 'Au moins huit caractères, dont une majuscule, une minuscule et un chiffre',
  },
  [MESSAGES.confirmPassword]: { sv: 'Bekräfta ditt lösenord', de: 'Bitte bestätige dein Passwort', es: 'Confirma tu contraseña', fr: 'Veuillez confirmer votre mot de passe' },
  [MESSAGES.passwordMismatch]: {
    sv: 'Lösenorden du angav matchar inte!',
    de: 'Die eingegebenen Passwörter stimmen nicht überein!',
    es: '¡Las contraseñas no coinciden!',
    fr: 'Les mots de passe saisis ne correspondent pas !',
  },
  [MESSAGES.invalidPhone]: { sv: 'Ogiltigt telefonnummer', de: 'Ungültige Telefonnummer', es: 'Número de teléfono no válido', fr: 'Numéro de téléphone invalide' },
  [MESSAGES.invalidNumber]: { sv: 'Ogiltigt nummer', de: 'Ungültige Zahl', es: 'Número no válido', fr: 'Nombre invalide' },
  [MESSAGES.invalidName]: { sv: 'Ogiltigt namn', de: 'Ungültiger Name', es: 'Nombre no válido', fr: 'Nom invalide' },

  // The error taxonomy's own words (services/core/errors.ts, http/middleware.ts).
  'Some fields are not valid': { sv: 'Några fält är inte giltiga', de: 'Einige Felder sind ungültig', es: 'Algunos campos no son válidos', fr: 'Certains champs ne sont pas valides' },
  'Sign in to continue': { sv: 'Logga in för att fortsätta', de: 'Melde dich an, um fortzufahren', es: 'Inicia sesión para continuar', fr: 'Connectez-vous pour continuer' },
  'You do not have permission to do that': {
    sv: 'Du har inte behörighet att göra det',
    de: 'Dazu fehlt dir die Berechtigung',
    es: 'No tienes permiso para hacer eso',
    fr: 'Vous n’avez pas l’autorisation de faire cela',
  },
  'The request is too large': { sv: 'Förfrågan är för stor', de: 'Die Anfrage ist zu groß', es: 'La solicitud es demasiado grande', fr: 'La requête est trop volumineuse' },
  'Something went wrong on our side. Please try again.': {
    sv: 'Något gick fel hos oss. Försök igen.',
    de: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es erneut.',
    es: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo.',
    fr: 'Une erreur s’est produite de notre côté. Veuillez réessayer.',
  },
  'Too many attempts. Wait a few minutes and try again.': {
    sv: 'För många försök. Vänta några minuter och försök igen.',
    de: 'Zu viele Versuche. Warte ein paar Minuten und versuche es dann erneut.',
    es: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    fr: 'Trop de tentatives. Attendez quelques minutes avant de réessayer.',
  },
  'The request body is not valid JSON': {
    sv: 'Förfrågans innehåll är inte giltig JSON',
    de: 'Der Inhalt der Anfrage ist kein gültiges JSON',
    es: 'El cuerpo de la solicitud no es JSON válido',
    fr: 'Le corps de la requête n’est pas un JSON valide',
  },
  'Not found': { sv: 'Hittades inte', de: 'Nicht gefunden', es: 'No encontrado', fr: 'Introuvable' },
  'No such route': { sv: 'Den adressen finns inte', de: 'Diese Adresse gibt es nicht', es: 'Esa ruta no existe', fr: 'Cette adresse n’existe pas' },
  'Choose an organization you belong to': {
    sv: 'Välj en organisation du tillhör',
    de: 'Wähle eine Organisation, zu der du gehörst',
    es: 'Elige una organización a la que pertenezcas',
    fr: 'Choisissez une organisation dont vous êtes membre',
  },
  // The forms' own field messages (the same schemas parse on both sides; the web shows them in its language).
  'Choose a role': { sv: 'Välj en roll', de: 'Wähle eine Rolle', es: 'Elige un rol', fr: 'Choisissez un rôle' },
  'Keep the organization name under 120 characters': {
    sv: 'Håll organisationens namn under 120 tecken',
    de: 'Der Name der Organisation darf höchstens 120 Zeichen lang sein',
    es: 'El nombre de la organización debe tener menos de 120 caracteres',
    fr: 'Le nom de l’organisation doit faire moins de 120 caractères',
  },
  'Write the organization name on one line': {
    sv: 'Skriv organisationens namn på en rad',
    de: 'Schreib den Namen der Organisation in eine Zeile',
    es: 'Escribe el nombre de la organización en una sola línea',
    fr: 'Écrivez le nom de l’organisation sur une seule ligne',
  },
  'Unknown field': { sv: 'Okänt fält', de: 'Unbekanntes Feld', es: 'Campo desconocido', fr: 'Champ inconnu' },
  // The dispute flow (shared/disputes/dispute.ts): the API's answers and the dialogs' field checks.
  [DISPUTE_MESSAGES.opened]: {
    sv: 'Resultatet bestrids: arrangören granskar det',
    de: 'Ergebnis angefochten: Der Veranstalter prüft es',
    es: 'Resultado impugnado: el organizador lo revisará',
    fr: 'Résultat contesté : l’organisateur va l’examiner',
  },
  [DISPUTE_MESSAGES.upheld]: {
    sv: 'Tvisten är avgjord: resultatet står fast',
    de: 'Einspruch entschieden: Das Ergebnis bleibt',
    es: 'Impugnación resuelta: el resultado se mantiene',
    fr: 'Contestation réglée : le résultat est maintenu',
  },
  [DISPUTE_MESSAGES.corrected]: {
    sv: 'Tvisten är avgjord: resultatet är rättat',
    de: 'Einspruch entschieden: Das Ergebnis ist korrigiert',
    es: 'Impugnación resuelta: el resultado está corregido',
    fr: 'Contestation réglée : le score est corrigé',
  },
  [DISPUTE_MESSAGES.notCompleted]: {
    sv: 'Resultatet kan bestridas först när matchen är avslutad',
    de: 'Das Ergebnis kann erst nach Spielende angefochten werden',
    es: 'El resultado se puede impugnar cuando el partido haya terminado',
    fr: 'Le résultat peut être contesté une fois le match terminé',
  },
  [DISPUTE_MESSAGES.windowClosed]: {
    sv: 'Tiden för att bestrida resultatet har gått ut',
    de: 'Die Frist zum Anfechten dieses Ergebnisses ist abgelaufen',
    es: 'El plazo para impugnar este resultado ha terminado',
    fr: 'Le délai pour contester ce résultat est écoulé',
  },
  [DISPUTE_MESSAGES.alreadyDisputed]: {
    sv: 'Du har redan bestridit resultatet för det här laget',
    de: 'Du hast das Ergebnis für diese Mannschaft schon angefochten',
    es: 'Ya impugnaste el resultado de este equipo',
    fr: 'Vous avez déjà contesté le résultat pour cette équipe',
  },
  [DISPUTE_MESSAGES.confirmedAlready]: {
    sv: 'Du har bekräftat resultatet för det här laget och kan därför inte bestrida det',
    de: 'Du hast das Ergebnis für diese Mannschaft bestätigt und kannst es deshalb nicht anfechten',
    es: 'Confirmaste el resultado de este equipo, así que no puedes impugnarlo',
    fr: 'Vous avez confirmé le score pour cette équipe, vous ne pouvez donc pas le contester',
  },
  [DISPUTE_MESSAGES.confirmWhileDisputed]: {
    sv: 'Din invändning mot resultatet är fortfarande öppen: arrangören avgör den först',
    de: 'Dein Einspruch gegen dieses Ergebnis ist noch offen: Der Veranstalter entscheidet zuerst darüber',
    es: 'Tu impugnación de este resultado sigue abierta: primero la resuelve el organizador',
    fr: 'Votre contestation de ce résultat est toujours ouverte : l’organisateur la règle d’abord',
  },
  [DISPUTE_MESSAGES.notFound]: { sv: 'Tvisten hittades inte', de: 'Einspruch nicht gefunden', es: 'Impugnación no encontrada', fr: 'Contestation introuvable' },
  [DISPUTE_MESSAGES.alreadyResolved]: {
    sv: 'Tvisten är redan avgjord',
    de: 'Dieser Einspruch ist bereits entschieden',
    es: 'Esta impugnación ya está resuelta',
    fr: 'Cette contestation a déjà été réglée',
  },
  [DISPUTE_MESSAGES.reasonTooLong]: {
    sv: `Håll skälet under ${DISPUTE_REASON_MAX} tecken`,
    de: `Der Grund darf höchstens ${DISPUTE_REASON_MAX} Zeichen haben`,
    es: `El motivo debe tener menos de ${DISPUTE_REASON_MAX} caracteres`,
    fr: `Le motif doit faire moins de ${DISPUTE_REASON_MAX} caractères`,
  },
  [DISPUTE_MESSAGES.noteTooLong]: {
    sv: `Håll kommentaren under ${DISPUTE_NOTE_MAX} tecken`,
    de: `Die Anmerkung darf höchstens ${DISPUTE_NOTE_MAX} Zeichen haben`,
    es: `La nota debe tener menos de ${DISPUTE_NOTE_MAX} caracteres`,
    fr: `La note doit faire moins de ${DISPUTE_NOTE_MAX} caractères`,
  },
  [DISPUTE_MESSAGES.controlCharacters]: {
    sv: 'Använd bara bokstäver, siffror och skiljetecken',
    de: 'Nur Buchstaben, Ziffern und Satzzeichen verwenden',
    es: 'Usa solo letras, números y signos de puntuación',
    fr: 'Utilisez uniquement des lettres, des chiffres et de la ponctuation',
  },
  [DISPUTE_MESSAGES.windowRange]: {
    sv: `Ange 0 till ${MAX_DISPUTE_WINDOW_MINUTES} minuter (0 stänger av invändningar)`,
    de: `0 bis ${MAX_DISPUTE_WINDOW_MINUTES} Minuten eingeben (0 schaltet Einsprüche aus)`,
    es: `Usa de 0 a ${MAX_DISPUTE_WINDOW_MINUTES} minutos (0 desactiva las impugnaciones)`,
    fr: `Saisissez de 0 à ${MAX_DISPUTE_WINDOW_MINUTES} minutes (0 désactive les contestations)`,
  },
  [DISPUTE_MESSAGES.scoreRange]: {
    sv: `Ange ett resultat från 0 till ${MAX_CORRECTED_SCORE}`,
    de: `Ergebnis von 0 bis ${MAX_CORRECTED_SCORE} eingeben`,
    es: `Usa un resultado de 0 a ${MAX_CORRECTED_SCORE}`,
    fr: `Saisissez un score de 0 à ${MAX_CORRECTED_SCORE}`,
  },
  [DISPUTE_MESSAGES.knockoutLevel]: {
    sv: 'En utslagsmatch behöver en vinnare: det rättade resultatet kan inte vara oavgjort',
    de: 'Ein K.-o.-Spiel braucht einen Sieger: Das korrigierte Ergebnis darf nicht unentschieden sein',
    es: 'Un partido eliminatorio necesita un ganador: el resultado corregido no puede ser empate',
    fr: 'Un match à élimination directe doit avoir un vainqueur : le score corrigé ne peut pas être nul',
  },
  'Choose one of the languages Pitchside speaks': {
    sv: 'Välj ett av språken Pitchside finns på',
    de: 'Wähle eine der Sprachen, die Pitchside spricht',
    es: 'Elige uno de los idiomas de Pitchside',
    fr: 'Choisissez l’une des langues de Pitchside',
  },
  ...FORM_MESSAGES,
  ...SIGN_UP_SERVER_MESSAGES,
};

/** `message` (English, as thrown) in `locale`; English, or a message without a translation, as it is. */
export function translateServerMessage(locale: Locale, message: string): string {
  if (locale === 'en' || SERVER_MESSAGES[message]) return translatedText(SERVER_MESSAGES, locale, message);
  return translatedFieldMessage(locale, message) ?? translatedFormPattern(locale, message) ?? message;
}

/** Every English message the table translates (the tests hold each language to all of them). */
export const TRANSLATED_SERVER_MESSAGES: readonly string[] = Object.keys(SERVER_MESSAGES);
