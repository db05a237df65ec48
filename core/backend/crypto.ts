/**
 * Randomness and hashing over `globalThis.crypto` (Web Crypto), available in Node 20+ and browsers,
 * so the same code runs in the server and in the in-browser mock.
 */

function webCrypto(): Crypto {
  const c = globalThis.crypto;
  if (!c?.getRandomValues || !c.subtle) throw new Error('Web Crypto is not available in this runtime.');
  return c;
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `byteLength` random bytes as base64url (client access tokens use 32 bytes: 43 characters). */
export function randomToken(byteLength = 32): string {
  const bytes = new Uint8Array(byteLength);
  webCrypto().getRandomValues(bytes);
  return base64UrlEncode(bytes);
}

/** A short random identifier matching the contract's `Identifier` pattern. */
export function randomId(byteLength = 12): string {
  return randomToken(byteLength);
}

/** SHA-256 of a UTF-8 string, lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await webCrypto().subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Constant-time comparison of two strings (length leaks, content does not). */
export function timingSafeEqualStrings(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  const n = Math.max(x.length, y.length);
  for (let i = 0; i < n; i += 1) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}
