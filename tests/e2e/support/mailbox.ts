import { localCloudHandle } from '../../support/local-cloud-handle';

/** One e-mail as the SES emulator stores it (`GET /store`); older builds used flat `to`/`text`. */
interface StoredMail {
  to?: string | string[];
  subject?: string;
  text?: string;
  html?: string;
  destination?: { to?: string[] };
  body?: { text?: string; html?: string };
  at?: number;
}

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** Seconds since the epoch, a second early: what `since` takes (the emulator stamps mails in seconds). */
export function mailClock(): number {
  return Math.floor(Date.now() / 1000) - 1;
}

function recipients(mail: StoredMail): string[] {
  if (mail.destination?.to?.length) return mail.destination.to;
  if (Array.isArray(mail.to)) return mail.to;
  return mail.to ? [mail.to] : [];
}

/**
 * Waits for the newest e-mail to `address` sent since `since` (epoch seconds), read back from the SES
 * emulator of the local cloud the test runner started.
 */
export async function waitForMail(address: string, since: number, timeoutMs = 10_000): Promise<Mail> {
  const { sesEndpoint } = localCloudHandle();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${sesEndpoint.replace(/\/+$/, '')}/store?since=${since}`);
    if (response.ok) {
      const { emails = [] } = (await response.json()) as { emails?: StoredMail[] };
      const found = emails.filter((mail) => recipients(mail).some((to) => to.toLowerCase() === address.toLowerCase())).pop();
      if (found) {
        return { to: recipients(found), subject: found.subject ?? '', text: found.body?.text ?? found.text ?? found.body?.html ?? found.html ?? '' };
      }
    }
    if (Date.now() > deadline) throw new Error(`No e-mail to ${address} since ${since}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The first link in the mail whose address contains `marker` (e.g. '/invite?token='), as a path on the
 * app (`/invite?token=…`), so the test opens it on the origin it is testing.
 */
export function linkIn(mail: Mail, marker: string): string {
  const urls = mail.text.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = urls.find((url) => url.includes(marker));
  if (!link) throw new Error(`No link with ${marker} in the e-mail "${mail.subject}":\n${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
