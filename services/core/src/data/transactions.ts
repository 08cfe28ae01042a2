/**
 * Helpers for conditional and multi-item writes. ElectroDB answers a cancelled transaction with
 * `{ canceled: true, data: [{ rejected, code }] }` instead of throwing, so every transaction here goes
 * through `commit`, which turns a cancellation into a `TransactionCanceled` carrying each item's code.
 */
export class TransactionCanceled extends Error {
  override name = 'TransactionCanceled';
  /** One code per item in the order written ('None', 'ConditionalCheckFailed', 'TransactionConflict', …); empty when unknown. */
  constructor(
    readonly codes: readonly string[],
    /** The reasons' messages, joined: what tells an item past 400 KB from another refused write. */
    readonly reasons = '',
  ) {
    super(`Transaction cancelled: ${codes.join(', ') || 'no reasons given'}`);
  }

  get conflicted(): boolean {
    return this.codes.includes('TransactionConflict');
  }

  /**
   * Cancelled because a write itself was refused (an item past 400 KB, a bad value): trying again cannot
   * help, so this is not a lost race, however the other items of the transaction fared.
   */
  get refused(): boolean {
    return this.codes.includes('ValidationError');
  }
}

/** DynamoDB's words when a write would take an item past its 400 KB, in a cancellation reason or a ValidationException. */
const ITEM_TOO_LARGE = /item size (has )?exceeded|item size to update has exceeded|maximum allowed size/i;

/** A write refused because the item would outgrow DynamoDB's 400 KB: the caller's list needs a cap, not a retry. */
export function isItemTooLarge(error: unknown): boolean {
  if (error instanceof TransactionCanceled) return error.refused && ITEM_TOO_LARGE.test(error.reasons);
  return ITEM_TOO_LARGE.test(String((error as { message?: string })?.message ?? error));
}

/** The cancellation reasons the SDK attached to the error (possibly under ElectroDB's wrapper's `cause`). */
function cancellationReasons(error: unknown): { Code?: string; Message?: string }[] {
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const reasons = (current as { CancellationReasons?: unknown }).CancellationReasons;
    if (Array.isArray(reasons)) return reasons as { Code?: string; Message?: string }[];
  }
  return [];
}

/** DynamoDB's transaction limit: 100 items per TransactWriteItems. */
export const TRANSACTION_LIMIT = 100;

interface TransactionOutcome {
  canceled: boolean;
  data: readonly { rejected?: boolean; code?: string; message?: string | undefined }[];
}

export async function commit(transaction: { go: () => Promise<TransactionOutcome> }): Promise<void> {
  let outcome: TransactionOutcome;
  try {
    outcome = await transaction.go();
  } catch (error) {
    const message = String((error as Error)?.message ?? error);
    if (/TransactionCanceled/i.test(message)) {
      const reasons = cancellationReasons(error);
      throw new TransactionCanceled(
        reasons.map((reason) => reason.Code ?? 'None'),
        [message, ...reasons.map((reason) => reason.Message ?? '')].join(' '),
      );
    }
    throw error;
  }
  if (outcome.canceled)
    throw new TransactionCanceled(
      outcome.data.map((item) => item.code ?? 'None'),
      outcome.data.map((item) => item.message ?? '').join(' '),
    );
}

/** A single conditional write that did not hold (the item exists, the version moved on, …). */
export function isConditionFailure(error: unknown): boolean {
  // A transaction cancelled because one of its writes was refused lost no race: it fails the same way again.
  if (error instanceof TransactionCanceled) return !error.refused;
  const text = String((error as { message?: string })?.message ?? error);
  return /ConditionalCheckFailed|conditional request failed/i.test(text);
}

/** Runs one conditional write: true when it held, false when its condition did not; anything else throws. */
export async function conditionalWrite(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** Runs `work` on every item with at most `limit` in flight, keeping the results in order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Creates each record unless its key exists; reports which were added and which were there already. */
export async function createEach<T>(records: readonly T[], create: (record: T) => Promise<unknown>): Promise<{ added: T[]; existing: T[] }> {
  const outcomes = await mapLimit(records, 10, (record) => conditionalWrite(() => create(record)));
  return { added: records.filter((_, index) => outcomes[index]), existing: records.filter((_, index) => !outcomes[index]) };
}

/**
 * Deletes items page by page (batch deletes of 25, retrying what DynamoDB left unprocessed). Used to remove
 * a parent's children before the parent, so a crash half way leaves a parent that can be deleted again.
 */
export async function deletePaged<K>(
  page: (cursor: string | null) => Promise<{ keys: K[]; cursor: string | null }>,
  remove: (keys: K[]) => Promise<{ unprocessed: readonly unknown[] }>,
): Promise<number> {
  let cursor: string | null = null;
  let deleted = 0;
  do {
    const result = await page(cursor);
    let pending: K[] = result.keys;
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      const { unprocessed } = await remove(pending);
      if (attempt >= 8 && unprocessed.length > 0) throw new Error(`${unprocessed.length} items could not be deleted`);
      pending = unprocessed as K[];
    }
    deleted += result.keys.length;
    cursor = result.cursor;
  } while (cursor);
  return deleted;
}
