import { MAIL_EN, type MailMessageId } from './catalog/mail/en';
import { formatServerMessage } from './format-server-message';
import { DEFAULT_LOCALE, type Locale } from './locales';
import type { MessageValues } from './message';

/**
 * An account e-mail's words by id (catalog/mail: the invitation, the password reset, the welcome of an
 * imported member, the sign-up's address check), in `locale`, English without one. The service's templates
 * (services/accounts/src/mail) only lay the words out; names are values as typed, counts numbers.
 */
export const mailText = (locale: Locale | null | undefined, id: MailMessageId, values?: MessageValues): string => formatServerMessage(locale ?? DEFAULT_LOCALE, values ? { id, values } : { id });

/** A role with its article, as in "… join X as a referee" (`mail.role.<role>`); a role the catalog does not know as it is. */
export function roleWithArticle(locale: Locale | null | undefined, role: string): string {
  const id = `mail.role.${role}`;
  return Object.hasOwn(MAIL_EN, id) ? mailText(locale, id as MailMessageId) : role;
}
