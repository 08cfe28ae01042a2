import { ENGLISH_SERVER_CATALOG } from './catalog';
import { translatedFieldMessage } from './field-messages';
import { FORM_MESSAGES, translatedFormPattern } from './form-messages';
import type { Locale } from './locales';
import { serverMessageIdOf, serverMessageText } from './server-message-catalog';
import { translatedText } from './word-table';

/**
 * A message the API or a shared rule says in English, in `locale`. The spec's messages, the error
 * taxonomy's and the dispute flow's have catalog ids (catalog/*.ts): their English text finds the id in
 * the English catalog and the language's catalog words it. The schemas' field messages (FORM_MESSAGES,
 * the field-name and zod patterns) are still tables keyed by English. A message in neither stays English.
 */
export function translateServerMessage(locale: Locale, message: string): string {
  const id = serverMessageIdOf(message);
  if (id) return serverMessageText(locale, id);
  if (locale === 'en' || FORM_MESSAGES[message]) return translatedText(FORM_MESSAGES, locale, message);
  return translatedFieldMessage(locale, message) ?? translatedFormPattern(locale, message) ?? message;
}

/** Every English message translated into every language (the tests hold each language to all of them). */
export const TRANSLATED_SERVER_MESSAGES: readonly string[] = [...Object.values(ENGLISH_SERVER_CATALOG), ...Object.keys(FORM_MESSAGES)];
