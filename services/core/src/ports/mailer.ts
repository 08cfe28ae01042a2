export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends transactional e-mail (SES in AWS and locally). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
