import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Mailer } from '../ports/mailer';
import { withoutSdkLogging } from './clients';

let client: SESv2Client | undefined;

/** SES (v2 API) behind the Mailer port. */
export function sesMailer(from: string): Mailer {
  client ??= withoutSdkLogging(new SESv2Client({}));
  const ses = client;
  return {
    async send(mail) {
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [mail.to] },
          Content: { Simple: { Subject: { Data: mail.subject, Charset: 'UTF-8' }, Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } } } },
        }),
      );
    },
  };
}
