/**
 * Stripe's webhook signature scheme over Web Crypto, for the in-browser demo backend (which cannot load
 * the `stripe` package) and its «Simula pagamento»: `Stripe-Signature: t=<seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" with the endpoint secret>`. The reference server verifies with the official package
 * (`stripe.webhooks.constructEvent`); the contract suite signs with `generateTestHeaderString` and runs the
 * same events against both, so the two verifiers are held to the same answers.
 */
import { timingSafeEqualStrings } from '../backend/crypto';

/** Stripe's default tolerance: a signature older than 5 minutes is refused (replays). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The demo backend's own endpoint secret (its «Simula pagamento» signs with it; nothing real is paid). */
export const DEMO_WEBHOOK_SECRET = 'whsec_demo_landing_facile';

async function hmacHex(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(text));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The header Stripe would send for this body at `timestampSeconds`. */
export async function signStripePayload(payload: string, secret: string, timestampSeconds: number): Promise<string> {
  return `t=${timestampSeconds},v1=${await hmacHex(secret, `${timestampSeconds}.${payload}`)}`;
}

/** True when one `v1` signature matches and the timestamp is within the tolerance of `nowMs`. */
export async function verifyStripeSignature(
  payload: string,
  header: string,
  secret: string,
  nowMs: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): Promise<boolean> {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at === -1) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.floor(nowMs / 1000) - timestamp > toleranceSeconds) return false;
  const expected = await hmacHex(secret, `${timestamp}.${payload}`);
  return signatures.some((s) => timingSafeEqualStrings(s, expected));
}
