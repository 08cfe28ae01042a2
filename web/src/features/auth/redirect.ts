import * as z from 'zod';

export const HOME_PATH = '/home';
export const SIGN_IN_PATH = '/signin';

const PROBE_ORIGIN = 'https://pitchside.invalid';

/** Only a path on this app (never another origin, never back to sign-in) is a place to return to. */
export function isSafeRedirect(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && url.pathname !== SIGN_IN_PATH && !url.pathname.startsWith(`${SIGN_IN_PATH}/`);
  } catch {
    return false;
  }
}

/** Why another page sent the user to sign in: shown above the form (catalog ids). */
export const SIGN_IN_NOTICES = {
  'password-changed': 'auth.notice.passwordChanged',
  'invite-accepted': 'auth.notice.inviteAccepted',
  'email-confirmed': 'auth.notice.emailConfirmed',
} as const;
export type SignInNotice = keyof typeof SIGN_IN_NOTICES;

/** `/signin?redirect=/admin/teams&notice=…`: an unsafe or malformed value is dropped, not an error. */
export const signInSearchSchema = z.object({
  redirect: z.string().refine(isSafeRedirect).optional().catch(undefined),
  notice: z
    .enum(Object.keys(SIGN_IN_NOTICES) as [SignInNotice, ...SignInNotice[]])
    .optional()
    .catch(undefined),
});

export type SignInSearch = z.infer<typeof signInSearchSchema>;

export function afterSignInPath(search: SignInSearch): string {
  return search.redirect ?? HOME_PATH;
}
