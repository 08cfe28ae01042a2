import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

/**
 * Work shared by the records of one batch. Every record of a batch was sent before the batch was
 * received, so a read made while handling the batch already sees what all of them changed: work that
 * depends only on such reads (push a match's current state, recompute a division) is done once per key
 * per batch. A record whose shared work failed fails too, and is retried on its own.
 */
export interface BatchScope {
  once<T>(key: string, work: () => Promise<T>): Promise<T>;
}

/** No sharing: every call does its work (unit tests, single messages). */
export const unsharedScope: BatchScope = { once: (_key, work) => work() };

function batchScope(): BatchScope {
  const started = new Map<string, Promise<unknown>>();
  return {
    once<T>(key: string, work: () => Promise<T>): Promise<T> {
      let running = started.get(key) as Promise<T> | undefined;
      if (!running) started.set(key, (running = work()));
      return running;
    },
  };
}

/**
 * An SQS consumer as a per-record handler: records are processed one by one, and only the ones that
 * failed are reported back (ReportBatchItemFailures), so a poison message is retried and finally moved
 * to the DLQ without holding back the rest of its batch.
 */
export function createSqsHandler(processRecord: (record: SQSRecord, batch: BatchScope) => Promise<void>) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    const batch = batchScope();
    for (const record of event.Records) {
      try {
        await processRecord(record, batch);
      } catch (error) {
        console.error(JSON.stringify({ level: 'error', message: 'Record failed', messageId: record.messageId, receiveCount: record.attributes.ApproximateReceiveCount, error: String(error) }));
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}
