import { EN } from './i18n/catalog/en';

/**
 * The spec's error and success messages (§5, §8), word for word. UI and API use these constants only; the
 * words live in the English catalog (i18n/catalog/en.ts) under `spec.<key>`, which the other languages word.
 */
export const MESSAGES = {
  invalidCredentials: EN['spec.invalidCredentials'],
  authHiccup: EN['spec.authHiccup'],
  resetUnknownEmail: EN['spec.resetUnknownEmail'],
  resetSent: EN['spec.resetSent'],
  profileUpdateFailed: EN['spec.profileUpdateFailed'],

  userAdded: EN['spec.userAdded'],
  userDeleted: EN['spec.userDeleted'],
  usersFetched: EN['spec.usersFetched'],
  importSuccessful: EN['spec.importSuccessful'],
  userCreated: EN['spec.userCreated'],
  playerAdded: EN['spec.playerAdded'],
  playerDeleted: EN['spec.playerDeleted'],
  playerUpdated: EN['spec.playerUpdated'],
  playersAdded: EN['spec.playersAdded'],
  teamAdded: EN['spec.teamAdded'],
  teamDeleted: EN['spec.teamDeleted'],
  teamsImported: EN['spec.teamsImported'],

  noSuchDocument: EN['spec.noSuchDocument'],
  teamDoesNotExist: EN['spec.teamDoesNotExist'],
  inviteNotFound: EN['spec.inviteNotFound'],
  matchNotFound: EN['spec.matchNotFound'],
  goalNotFound: EN['spec.goalNotFound'],
  tournamentNotFound: EN['spec.tournamentNotFound'],
  confirmFailed: EN['spec.confirmFailed'],
  alreadyConfirmed: EN['spec.alreadyConfirmed'],

  invalidEmail: EN['spec.invalidEmail'],
  invalidPassword: EN['spec.invalidPassword'],
  confirmPassword: EN['spec.confirmPassword'],
  passwordMismatch: EN['spec.passwordMismatch'],
  invalidPhone: EN['spec.invalidPhone'],
  invalidNumber: EN['spec.invalidNumber'],
  invalidName: EN['spec.invalidName'],
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The spec's required-field message (§5): `requiredMessage('E-mail')` → 'Please input your E-mail'. */
export function requiredMessage(name: string): string {
  return `Please input your ${name}`;
}
