/** SQS and SNS: the consumer chain, the match-events publisher (a topic) and the notification requests (a queue). */
export * from './create-sqs-handler';
export * from './match-events-publisher';
export * from './notifications-queue';
