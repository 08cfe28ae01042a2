import type { LocalCloudHandle } from './local-cloud-handle';

interface StoredMail {
  to?: string;
  destination?: { to?: string[] };
  subject?: string;
  text?: string;
  body?: { text?: string; html?: string };
}

/** Reads what the services sent through the SES emulator, newest last. */
export async function mailTo(cloud: LocalCloudHandle, address: string, timeoutMs = 5000): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${cloud.sesEndpoint}/store`);
    const { emails = [] } = (await response.json()) as { emails?: StoredMail[] };
    const found = emails.filter((mail) => (mail.destination?.to ?? [mail.to ?? '']).some((to) => to.includes(address))).pop();
    if (found) return { subject: found.subject ?? '', text: found.body?.text ?? found.text ?? '' };
    if (Date.now() > deadline) throw new Error(`No mail to ${address}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://\\S*${path.replace(/[?]/g, '\\?')}\\S*`).exec(text);
  if (!match) throw new Error(`No ${path} link in: ${text}`);
  return match[0];
}

export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}
