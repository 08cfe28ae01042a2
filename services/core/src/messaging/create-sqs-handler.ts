import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

/**
 * An SQS consumer as a per-record handler: records are processed one by one, and only the ones that
 * failed are reported back (ReportBatchItemFailures), so a poison message is retried and finally moved
 * to the DLQ without holding back the rest of its batch.
 */
export function createSqsHandler(processRecord: (record: SQSRecord) => Promise<void>) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        await processRecord(record);
      } catch (error) {
        console.error(JSON.stringify({ level: 'error', message: 'Record failed', messageId: record.messageId, receiveCount: record.attributes.ApproximateReceiveCount, error: String(error) }));
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}
