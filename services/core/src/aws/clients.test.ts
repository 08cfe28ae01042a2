import { SQSClient } from '@aws-sdk/client-sqs';
import { withoutSdkLogging } from './clients';

describe('withoutSdkLogging', () => {
  it('takes the logger middleware out, so no copy of a request or response is built for a log line', () => {
    const client = new SQSClient({ region: 'eu-west-1' });
    expect(client.middlewareStack.identify().some((entry) => entry.startsWith('loggerMiddleware'))).toBe(true);
    withoutSdkLogging(client);
    expect(client.middlewareStack.identify().some((entry) => entry.startsWith('loggerMiddleware'))).toBe(false);
  });
});
