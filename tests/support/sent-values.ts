import { DynamoDBClient, paginateScan, type AttributeValue } from '@aws-sdk/client-dynamodb';

/**
 * The values a test sent that no other test could write: a test that sends generated input (the fuzz)
 * owns those values, not the table. Only strings of 8 characters or more are kept, so a write of its
 * input is told from the rest of the shared table by the value alone (docs/decisions/0046).
 */
export class SentValues {
  readonly values = new Set<string>();

  add(value: string): void {
    if (value.length >= 8) this.values.add(value);
  }

  /** A path segment as sent and as the function reads it (decoded). */
  addPathParam(param: string): void {
    this.add(param);
    try {
      this.add(decodeURIComponent(param));
    } catch {
      // Not decodable: the function refuses it before reading it, and the raw form is kept above.
    }
  }

  addQuery(search: string): void {
    for (const [key, value] of new URLSearchParams(search)) {
      this.add(key);
      this.add(value);
    }
  }

  /** Every string in a JSON body (keys and values at any depth), or the text itself when it is not JSON. */
  addBody(text: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      this.add(text);
      return;
    }
    const visit = (value: unknown): void => {
      if (typeof value === 'string') this.add(value);
      else if (Array.isArray(value)) value.forEach(visit);
      else if (value !== null && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          this.add(key);
          visit(inner);
        }
      }
    };
    visit(parsed);
  }
}

function stringsOf(value: AttributeValue, into: string[]): void {
  if (value.S !== undefined) into.push(value.S);
  else if (value.N !== undefined) into.push(value.N);
  else if (value.SS) into.push(...value.SS);
  else if (value.L) for (const inner of value.L) stringsOf(inner, into);
  else if (value.M) {
    for (const [key, inner] of Object.entries(value.M)) {
      into.push(key);
      stringsOf(inner, into);
    }
  }
}

/** Every string the table holds (keys, attribute names and values, at any depth), as one searchable text. */
export async function tableText(tableName: string): Promise<string> {
  const client = new DynamoDBClient({});
  const strings: string[] = [];
  for await (const page of paginateScan({ client }, { TableName: tableName, ConsistentRead: true })) {
    for (const item of page.Items ?? []) {
      for (const [name, value] of Object.entries(item)) {
        strings.push(name);
        stringsOf(value, strings);
      }
    }
  }
  return strings.join('\u0000');
}

/** The sent values the table holds now and did not hold before: what the requests wrote of their input. */
export function writtenOf(sent: SentValues, before: string, after: string): string[] {
  return [...sent.values].filter((value) => after.includes(value) && !before.includes(value));
}
