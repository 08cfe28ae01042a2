import type { ScheduleMailMessageId } from './catalog/schedule-mail/en';
import { formatServerMessage } from './format-server-message';
import { DEFAULT_LOCALE, type Locale } from './locales';
import type { MessageValues } from './message';

/**
 * The schedule-change e-mail's words by id (catalog/schedule-mail: a weather-day shift or a pitch running
 * late, one e-mail per coach and referee), in `locale`, English without one. Team, tournament and pitch
 * names are values as typed; the number of moved matches is a number (its plural is the catalog's).
 */
export const scheduleMailText = (locale: Locale | null | undefined, id: ScheduleMailMessageId, values?: MessageValues): string =>
  formatServerMessage(locale ?? DEFAULT_LOCALE, values ? { id, values } : { id });
