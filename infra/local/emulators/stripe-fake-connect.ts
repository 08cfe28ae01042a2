import { randomBytes } from 'node:crypto';

/**
 * The Stripe Connect pieces of the local Stripe fake (issue 32: entry fees paid to the organizer): connected
 * accounts and their onboarding link, the payment a Checkout session with an application fee and a
 * destination makes, and refunds. Shapes follow Stripe's API objects as far as Pitchside reads them; the
 * contract test (tests/integration/stripe-fake-connect.test.ts) drives them with the real `stripe` client.
 */
export interface ConnectedAccount {
  id: string;
  object: 'account';
  type: 'express';
  country: string;
  email: string | null;
  charges_enabled: boolean;
  details_submitted: boolean;
  payouts_enabled: boolean;
  metadata: Record<string, string>;
  created: number;
}

/** Where an onboarding link sends the organizer back (Stripe's account link). */
export interface AccountLink {
  account: string;
  return_url: string;
  refresh_url: string;
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'succeeded';
  application_fee_amount: number | null;
  transfer_data: { destination: string } | null;
  latest_charge: string;
  metadata: Record<string, string>;
  /** Not Stripe's: what has been refunded of it, read by the charge the refund events carry. */
  refunded: number;
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

export const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`a[b][c]=v`) read back into nested objects. */
export function nested(form: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of form) {
    const path = key.replace(/\]/g, '').split('[');
    let at = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) at[part] = value;
      else at = (at[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

export const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
export const record = (value: unknown): Record<string, string> => (value && typeof value === 'object' ? (value as Record<string, string>) : {});

/** The charge object of a payment as `charge.refunded` carries it. */
export function chargeOf(intent: PaymentIntent) {
  return {
    id: intent.latest_charge,
    object: 'charge',
    amount: intent.amount,
    amount_refunded: intent.refunded,
    currency: intent.currency,
    payment_intent: intent.id,
    refunded: intent.refunded >= intent.amount,
    metadata: intent.metadata,
  };
}

/** The accounts, links, payments and refunds the fake keeps (in memory: a restart forgets them, like test mode data you reset). */
export function connectState() {
  return {
    accounts: new Map<string, ConnectedAccount>(),
    links: new Map<string, AccountLink>(),
    intents: new Map<string, PaymentIntent>(),
    refunds: new Map<string, Refund>(),
    /** Stripe's Idempotency-Key: a repeated POST with the same key answers the first answer. */
    idempotent: new Map<string, { status: number; body: unknown }>(),
  };
}

export type ConnectState = ReturnType<typeof connectState>;

export function createAccount(state: ConnectState, form: Record<string, unknown>): ConnectedAccount {
  const account: ConnectedAccount = {
    id: stripeId('acct'),
    object: 'account',
    type: 'express',
    country: text(form.country) ?? 'SE',
    email: text(form.email),
    charges_enabled: false,
    details_submitted: false,
    payouts_enabled: false,
    metadata: record(form.metadata),
    created: now(),
  };
  state.accounts.set(account.id, account);
  return account;
}

/** A payment as Stripe makes it when a Checkout session is paid: the fee stays with the platform, the rest goes to the destination. */
export function paymentFor(state: ConnectState, session: { amount_total: number; currency: string; metadata: Record<string, string> }, data: Record<string, unknown>): PaymentIntent {
  const fee = text(data.application_fee_amount);
  const destination = text(record(data.transfer_data).destination);
  const intent: PaymentIntent = {
    id: stripeId('pi'),
    object: 'payment_intent',
    amount: session.amount_total,
    amount_received: session.amount_total,
    currency: session.currency,
    status: 'succeeded',
    application_fee_amount: fee === null ? null : Number(fee),
    transfer_data: destination ? { destination } : null,
    latest_charge: stripeId('ch'),
    metadata: { ...session.metadata, ...record(data.metadata) },
    refunded: 0,
  };
  state.intents.set(intent.id, intent);
  return intent;
}

/** Why Stripe would refuse a Checkout session's Connect part, or null when it is fine. */
export function connectError(state: ConnectState, data: Record<string, unknown>, amount: number): string | null {
  const fee = text(data.application_fee_amount);
  const destination = text(record(data.transfer_data).destination);
  if (fee !== null && !destination) return 'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment or a destination charge.';
  if (fee !== null && (!/^\d+$/.test(fee) || Number(fee) > amount)) return 'The application_fee_amount must be a non-negative integer no greater than the amount.';
  if (destination) {
    const account = state.accounts.get(destination);
    if (!account) return `No such destination: '${destination}'`;
    if (!account.charges_enabled) return `Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments`;
  }
  return null;
}

/** POST /v1/refunds: all of a payment (or `amount` of it) back; refusing more than was paid, as Stripe does. */
export function refund(state: ConnectState, form: Record<string, unknown>): { status: number; body: unknown } {
  const intent = state.intents.get(text(form.payment_intent) ?? '');
  if (!intent) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${text(form.payment_intent)}'` } } };
  const left = intent.amount - intent.refunded;
  const amount = text(form.amount) === null ? left : Number(text(form.amount));
  if (left <= 0) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${intent.latest_charge} has already been refunded.` } } };
  if (!Number.isInteger(amount) || amount <= 0 || amount > left)
    return { status: 400, body: { error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund amount is greater than the unrefunded amount.' } } };
  intent.refunded += amount;
  const made: Refund = {
    id: stripeId('re'),
    object: 'refund',
    amount,
    currency: intent.currency,
    payment_intent: intent.id,
    charge: intent.latest_charge,
    status: 'succeeded',
    metadata: record(form.metadata),
    created: now(),
  };
  state.refunds.set(made.id, made);
  return { status: 200, body: made };
}
