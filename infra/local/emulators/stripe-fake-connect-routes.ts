import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { chargeOf, createAccount, nested, now, refund, text, type ConnectState } from './stripe-fake-connect';

export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

interface ConnectRequest {
  request: IncomingMessage;
  response: ServerResponse;
  url: URL;
  state: ConnectState;
  base: string;
  /** Answers and remembers the answer under the request's Idempotency-Key. */
  answer: (status: number, body: unknown) => void;
  sendWebhook: (type: string, object: unknown, account?: string) => Promise<void>;
}

const missing = (what: string, id: string) => ({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` } });

function onboardingPage(response: ServerResponse, token: string, accountId: string): void {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Connect with Stripe (test)</title></head>
<body style="font-family:system-ui;max-width:28rem;margin:4rem auto;padding:0 1rem"><h1>Stripe test onboarding</h1>
<p>Account ${accountId}</p>
<form method="post" action="/connect/${token}/finish"><button type="submit">Finish onboarding</button></form></body></html>`);
}

/**
 * The fake's Connect routes: accounts, onboarding links and their page, payments and refunds. True when
 * the request was one of them (then it is answered).
 */
export async function connectRoutes({ request, response, url, state, base, answer, sendWebhook }: ConnectRequest): Promise<boolean> {
  const { method } = request;
  const path = url.pathname;
  if (method === 'POST' && path === '/v1/accounts') {
    answer(200, createAccount(state, nested(await readForm(request))));
    return true;
  }
  const account = /^\/v1\/accounts\/(acct_\w+)$/.exec(path);
  if (method === 'GET' && account?.[1]) {
    const found = state.accounts.get(account[1]);
    json(response, found ? 200 : 404, found ?? missing('account', account[1]));
    return true;
  }
  if (method === 'POST' && path === '/v1/account_links') {
    const form = nested(await readForm(request));
    const accountId = text(form.account) ?? '';
    if (!state.accounts.has(accountId)) {
      answer(400, missing('account', accountId));
      return true;
    }
    const token = randomBytes(12).toString('hex');
    state.links.set(token, { account: accountId, return_url: text(form.return_url) ?? '', refresh_url: text(form.refresh_url) ?? '' });
    answer(200, { object: 'account_link', url: `${base}/connect/${token}`, created: now(), expires_at: now() + 300 });
    return true;
  }
  if (method === 'POST' && path === '/v1/refunds') {
    const made = refund(state, nested(await readForm(request)));
    if (made.status === 200) {
      const intent = state.intents.get((made.body as { payment_intent: string }).payment_intent);
      if (intent) await sendWebhook('charge.refunded', chargeOf(intent));
      await sendWebhook('refund.created', made.body);
    }
    answer(made.status, made.body);
    return true;
  }
  const intent = /^\/v1\/payment_intents\/(pi_\w+)$/.exec(path);
  if (method === 'GET' && intent?.[1]) {
    const found = state.intents.get(intent[1]);
    json(response, found ? 200 : 404, found ?? missing('payment_intent', intent[1]));
    return true;
  }
  const onboarding = /^\/connect\/(\w+)(\/finish)?$/.exec(path);
  if (!onboarding?.[1]) return false;
  const link = state.links.get(onboarding[1]);
  const onboarded = link ? state.accounts.get(link.account) : undefined;
  if (!link || !onboarded) json(response, 404, { error: { message: 'No such onboarding link' } });
  else if (method === 'POST' && onboarding[2]) {
    Object.assign(onboarded, { charges_enabled: true, details_submitted: true, payouts_enabled: true });
    await sendWebhook('account.updated', onboarded, onboarded.id);
    response.writeHead(303, { location: link.return_url }).end();
  } else onboardingPage(response, onboarding[1], onboarded.id);
  return true;
}
