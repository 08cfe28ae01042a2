import type { RouteEntry } from '@pitchside/shared';
import { SerializedJson, type HttpResult } from './types';

/**
 * The test profile's check that every answer is what its route entry says (PITCHSIDE_ANSWER_CHECK=strict,
 * set by the local cloud under `npm test`): a success answer's status is the entry's, its body parses with
 * the entry's answer schema, and it holds no field the schema does not name. An answer that is not is
 * turned into a 500 (logged with the reason), so the integration or end-to-end test that caused it fails.
 * Off in production: the schemas are the code's own types there.
 */
export function answerCheckEnabled(): boolean {
  return process.env.PITCHSIDE_ANSWER_CHECK === 'strict';
}

/** Where `sent` holds a field that `parsed` (the schema's output) dropped: an undocumented field. */
function undocumentedPaths(sent: unknown, parsed: unknown, path: string): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) return sent.flatMap((item, index) => undocumentedPaths(item, parsed[index], `${path}[${index}]`));
  if (!sent || typeof sent !== 'object' || !parsed || typeof parsed !== 'object') return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    value === undefined ? [] : key in parsed ? undocumentedPaths(value, (parsed as Record<string, unknown>)[key], `${path}.${key}`) : [`${path}.${key}`],
  );
}

/** The reason an answer is not what the entry says, or undefined when it is. Errors (4xx/5xx) and 304s are the shared error shape's. */
export function answerProblem(route: RouteEntry, result: HttpResult): string | undefined {
  const status = result.status ?? 200;
  if (status >= 300) return undefined;
  if (status !== route.ok.status) return `answered ${status}, the entry says ${route.ok.status}`;
  if ('file' in route.ok) return result.file ? undefined : 'answered JSON, the entry says a file';
  if (result.file) return 'answered a file, the entry says JSON';
  const sent: unknown = result.body instanceof SerializedJson ? JSON.parse(result.body.text) : JSON.parse(JSON.stringify(result.body ?? null));
  const parsed = route.ok.schema.safeParse(sent);
  if (!parsed.success) return `the answer does not parse with the entry's schema: ${parsed.error.message}`;
  const extra = undocumentedPaths(sent, parsed.data, '$');
  return extra.length > 0 ? `the answer holds fields the entry does not name: ${extra.slice(0, 10).join(', ')}` : undefined;
}
