import type { PushMessageId } from './catalog/push/en';
import { formatServerMessage } from './format-server-message';
import { DEFAULT_LOCALE, type Locale } from './locales';
import type { MessageValues } from './message';

/**
 * A push notification's words by id (catalog/push), in `locale`, English without one (issue 20): a
 * follower's phone gets the words of the language it followed in; a signed-in person's phone, the language
 * they registered it in. Team, pitch, player and division names and the score are values as typed.
 */
export const pushText = (locale: Locale | null | undefined, id: PushMessageId, values?: MessageValues): string => formatServerMessage(locale ?? DEFAULT_LOCALE, values ? { id, values } : { id });
