/** The spec's error and success messages (§5, §8), word for word. UI and API use these constants only. */
export const MESSAGES = {
  invalidCredentials: 'Oops, invalid email or password combination! Please try again.',
  authHiccup: "Looks like there was a hiccup in the system! Don't give up, try again later or pass the ball to our Admin for support.",
  resetUnknownEmail: 'No user found with that email address',
  resetSent: 'Please check your inbox. We have sent you a link to reset your password.',
  profileUpdateFailed: 'Your profile could not be updated. Please try again later.',
  signUpConfirmSent: 'Please check your inbox. We have sent you a link to confirm your e-mail address.',
  emailConfirmed: 'Your e-mail address is confirmed. Sign in to continue.',
  confirmLinkInvalid: 'This confirmation link is invalid or has expired. Sign up again or reset your password to get a new one.',

  userAdded: 'User added successfully',
  userDeleted: 'User deleted successfully',
  usersFetched: 'Users fetched successfully',
  importSuccessful: 'Import successful',
  userCreated: 'User created successfully',
  playerAdded: 'Player added successfully',
  playerDeleted: 'Player deleted successfully',
  playerUpdated: 'Player updated successfully',
  playersAdded: 'Players added successfully',
  teamAdded: 'Team added successfully',
  teamDeleted: 'Team deleted successfully',
  teamsImported: 'Teams imported successfully',

  noSuchDocument: 'No such document!',
  teamDoesNotExist: 'Team document does not exist.',
  inviteNotFound: 'No invite found with the given token.',
  matchNotFound: 'Match not found',
  goalNotFound: 'Goal not found',
  tournamentNotFound: 'Tournament not found',
  confirmFailed: 'Failed to confirm score',
  alreadyConfirmed: 'You already confirmed the score for this team',

  invalidEmail: 'Invalid E-mail',
  invalidPassword: 'Minimum eight characters, at least one uppercase letter, one lowercase letter and one number',
  confirmPassword: 'Please confirm your password',
  passwordMismatch: 'The passwords that you entered do not match!',
  invalidPhone: 'Invalid phone number',
  invalidNumber: 'Invalid number',
  invalidName: 'Invalid name',
} as const;

export type MessageKey = keyof typeof MESSAGES;
