import type { Age } from '../constants/ages';
import { SCHEDULING_EN, type SchedulingMessageId } from '../i18n/catalog/scheduling/en';
import { worded, type MessageValues, type WordedMessage } from '../i18n/message';

/**
 * A scheduler message by its id and values, with its English words filled in from the English catalog
 * (catalog/scheduling/en.ts): the rules run in the browser too, where no ICU parser is (`fillMessage`).
 */
export const said = (id: SchedulingMessageId, values: MessageValues = {}): WordedMessage<SchedulingMessageId> => worded(SCHEDULING_EN, id, values);

/** An age group's years ('u12' → 12), as the catalogs' 'Under {years}' take it. */
export const ageYears = (age: Age) => Number(age.slice(1));
