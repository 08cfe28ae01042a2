/** The values a message takes: names, dates and times as typed or stored, numbers as numbers. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A message as a code with its values (`messageId`, `values`), beside its English words (`message`,
 * kept for API compatibility: the spec's sentence byte for byte). A client words it from the catalog of
 * its language (shared/src/i18n/catalog) by the id; nobody reads the English back.
 */
export interface WordedMessage<Id extends string = string> {
  message: string;
  messageId: Id;
  values: MessageValues;
}

/**
 * An English catalog message with its values filled in, without an ICU parser (the browser build has
 * none, and the scheduler's rules run in the browser too). Only what the English catalogs use is read:
 * `{name}` arguments and ICU's apostrophe quoting (`''` is one apostrophe; `'{…}'` is literal). A plural or
 * select throws: such a message belongs to a screen that formats with react-intl or intl-messageformat.
 * `message-catalogs.test.ts` holds it to intl-messageformat for every English message.
 */
export function fillMessage(template: string, values: MessageValues = {}): string {
  let out = '';
  for (let index = 0; index < template.length; index++) {
    const char = template[index] as string;
    if (char === "'") {
      const next = template[index + 1];
      if (next === "'") {
        out += "'";
        index++;
      } else if (next === '{' || next === '}') {
        const end = template.indexOf("'", index + 1);
        const stop = end === -1 ? template.length : end;
        out += template.slice(index + 1, stop);
        index = stop;
      } else out += char;
    } else if (char === '{') {
      const end = template.indexOf('}', index);
      const name = template.slice(index + 1, end === -1 ? undefined : end).trim();
      const value = values[name];
      if (end === -1 || !/^\w+$/.test(name) || value === undefined) throw new Error(`fillMessage: '${template}' needs a value for {${name}}`);
      out += String(value);
      index = end;
    } else out += char;
  }
  return out;
}

/** `id` of an English catalog with its values, as a message a client can word by the id. */
export function worded<Id extends string>(english: Readonly<Record<Id, string>>, id: Id, values: MessageValues = {}): WordedMessage<Id> {
  return { message: fillMessage(english[id], values), messageId: id, values };
}
