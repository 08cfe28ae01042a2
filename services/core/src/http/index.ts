/** The HTTP side of a Lambda: the middy chain, request validation and the response types. */
export * from './types';
export * from './validation';
export * from './middleware';
export * from './create-http-handler';
export * from './single-flight';
export * from './answer-check';
