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

/** Text made safe for a mail's HTML part: names and reasons are typed by people and go in as written. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);
}
