import * as z from 'zod';
import { idSchema } from '../entities/common';

/**
 * A player's or a team's pass: what its QR code holds. `PS1.<payload>.<signature>`, both base64url; the
 * payload is JSON naming the tournament, the team entry and (for a player pass) the player. The signature is
 * Ed25519 over the payload's bytes with the tournament's own key, so the desk verifies it offline with the
 * tournament's public key, and a pass of another tournament or a changed pass is refused.
 */
export const PASS_PREFIX = 'PS1';
/** Longest pass text a desk accepts (a real one is about 250 characters). */
export const MAX_PASS_LENGTH = 1000;

export const passPayloadSchema = z.strictObject({
  t: idSchema,
  k: z.enum(['team', 'player']),
  tk: idSchema,
  p: idSchema.optional(),
});
export type PassPayload = z.infer<typeof passPayloadSchema>;

/** WebCrypto's subtle API, as Node and the browser both have it (shared has no DOM types). */
type Subtle = typeof globalThis.crypto.subtle;

export type PassRefusal = 'malformed' | 'signature' | 'other_tournament';
export type PassCheck = { ok: true; pass: PassPayload } | { ok: false; reason: PassRefusal };

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The bytes that get signed: one JSON text, so signer and verifier agree without a canonical form. */
export function passPayloadText(pass: PassPayload): string {
  return JSON.stringify(pass.p === undefined ? { t: pass.t, k: pass.k, tk: pass.tk } : { t: pass.t, k: pass.k, tk: pass.tk, p: pass.p });
}

/** The pass text from the payload text and its signature. */
export function passText(payloadText: string, signature: Uint8Array): string {
  return `${PASS_PREFIX}.${toBase64Url(new TextEncoder().encode(payloadText))}.${toBase64Url(signature)}`;
}

/**
 * Checks a scanned or typed pass against the tournament's public key (raw 32-byte Ed25519, base64url) with
 * WebCrypto, which Node 22 and Chromium both have, so the desk needs no network. Never throws.
 */
export async function verifyPass(text: string, publicKey: string, tournamentId: string, subtle: Subtle = globalThis.crypto.subtle): Promise<PassCheck> {
  const parts = text.trim().split('.');
  if (text.length > MAX_PASS_LENGTH || parts.length !== 3 || parts[0] !== PASS_PREFIX) return { ok: false, reason: 'malformed' };
  const payloadBytes = fromBase64Url(parts[1] ?? '');
  const signature = fromBase64Url(parts[2] ?? '');
  const keyBytes = fromBase64Url(publicKey);
  if (!payloadBytes || !signature || !keyBytes) return { ok: false, reason: 'malformed' };
  let payload: PassPayload;
  try {
    const parsed = passPayloadSchema.safeParse(JSON.parse(new TextDecoder().decode(payloadBytes)));
    if (!parsed.success || (parsed.data.k === 'player') !== (parsed.data.p !== undefined)) return { ok: false, reason: 'malformed' };
    payload = parsed.data;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  // Said before the signature check: each tournament has its own key, so another tournament's pass never verifies here.
  if (payload.t !== tournamentId) return { ok: false, reason: 'other_tournament' };
  try {
    const key = await subtle.importKey('raw', keyBytes, { name: 'Ed25519' }, false, ['verify']);
    const valid = await subtle.verify({ name: 'Ed25519' }, key, signature, payloadBytes);
    if (!valid) return { ok: false, reason: 'signature' };
  } catch {
    return { ok: false, reason: 'signature' };
  }
  return { ok: true, pass: payload };
}
