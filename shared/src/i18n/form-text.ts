import type * as z from 'zod';
import { FORM_EN, type FormMessageId } from './catalog/form';
import { fillMessage, type MessageValues } from './message';

/** A message as a code with its values: what a 400's `fieldMessages` carries beside the English `fields`. */
export interface SaidMessage {
  messageId: string;
  values?: MessageValues;
}

/**
 * What this process's schemas have said, by the words they said it in. zod carries a message as a string
 * only, so a schema's message is made here from the English catalog (`formText`) and remembered with
 * its id; whoever receives the words (the error mapper, a form) asks for the id (`saidOf`) and words
 * the id. The words are the catalog's own, made in this same process: rewording the English catalog
 * rewords the schema and this memory together, and no translation is keyed by English.
 */
const said = new Map<string, SaidMessage>();
/** Past this the memory stops learning (a message with a division's name in it, over and over): a message it does not know shows its English. */
const MAX_REMEMBERED = 5000;

function remember(message: string, what: SaidMessage): string {
  if (!said.has(message) && said.size < MAX_REMEMBERED) said.set(message, what);
  return message;
}

/**
 * `id`'s English with its values, as a schema's message (`.max(120, formText('form.nameUnder', { max: 120 }))`).
 * `english` is for the tests that reword a message.
 */
export function formText(id: FormMessageId, values: MessageValues = {}, english: Readonly<Record<FormMessageId, string>> = FORM_EN): string {
  return remember(fillMessage(english[id], values), Object.keys(values).length > 0 ? { messageId: id, values } : { messageId: id });
}

/** A field the spec's required-field message names: FORM_EN's `form.required.<field>`. */
export type RequiredField = FormMessageId extends infer Id ? (Id extends `form.required.${infer Field}` ? Field : never) : never;
/** The spec's required-field message (§5): `requiredMessage('email')` → 'Please input your E-mail'. */
export const requiredMessage = (field: RequiredField): string => formText(`form.required.${field}`);

/** What zod itself says when a check has no words of ours: its id, read from the issue's code and limits (never from its English). */
function zodSaid(issue: z.core.$ZodIssue): SaidMessage | undefined {
  const bound = (limit: number | bigint, name: 'minimum' | 'maximum') => ({ [name]: Number(limit) });
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'number') return { messageId: issue.inclusive ? 'form.zod.atLeast' : 'form.zod.moreThan', values: bound(issue.minimum, 'minimum') };
      if (issue.origin === 'string') return { messageId: 'form.zod.minCharacters', values: bound(issue.minimum, 'minimum') };
      if (issue.origin === 'array') return { messageId: 'form.zod.minItems', values: bound(issue.minimum, 'minimum') };
      return undefined;
    case 'too_big':
      if (issue.origin === 'number') return { messageId: issue.inclusive ? 'form.zod.atMost' : 'form.zod.lessThan', values: bound(issue.maximum, 'maximum') };
      if (issue.origin === 'string') return { messageId: 'form.zod.maxCharacters', values: bound(issue.maximum, 'maximum') };
      if (issue.origin === 'array') return { messageId: 'form.zod.maxItems', values: bound(issue.maximum, 'maximum') };
      return undefined;
    case 'invalid_format':
      return issue.format === 'date' ? { messageId: 'form.zod.isoDate' } : undefined;
    case 'invalid_type':
      if (issue.expected === 'int') return { messageId: 'form.zod.wholeNumber' };
      return { messageId: issue.expected === 'number' ? 'form.zod.number' : 'form.zod.wrongType' };
    case 'invalid_value':
      return { messageId: 'form.zod.option' };
    case 'invalid_union':
      return { messageId: 'form.zod.wrongType' };
    default:
      return undefined;
  }
}

/** Whether `message` is zod's own words for the issue (zod's English starts so), not words a schema gave it. */
const ZOD_WORDS = /^(Too small: expected|Too big: expected|Invalid ISO date$|Invalid input|Invalid option|Invalid discriminator value)/;

/**
 * An issue's message, remembered with its id when zod said it in its own words (a limit no schema
 * worded): the one way shared code reads an issue (fieldErrors, firstError), so every message a form
 * or the API shows can be worded by id.
 */
export function issueMessage(issue: z.core.$ZodIssue): string {
  if (said.has(issue.message) || !ZOD_WORDS.test(issue.message)) return issue.message;
  const what = zodSaid(issue);
  return what ? remember(issue.message, what) : issue.message;
}

/**
 * The id (and values) of a message a schema said (formText, or zod in its own words). No import of the
 * server catalog here: the spec's messages (disputes, MESSAGES) build theirs with `formText` too, and
 * `saidOf` (server-messages.ts) adds the server catalog's ids.
 */
export const formSaidOf = (message: string): SaidMessage | undefined => said.get(message);
