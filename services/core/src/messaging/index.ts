/** SQS: the consumer chain and the publishers of match events and notification requests. */
export * from './create-sqs-handler';
export * from './match-events-publisher';
export * from './notifications-queue';
