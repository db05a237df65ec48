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

/**
 * Random bytes for identifiers, drawn from the system in blocks: one `getRandomValues` call (a trip into
 * the operating system's generator) per 4 KB instead of one per event id, which cost 7% of the server's CPU
 * under a tracking flood. Node's own `randomUUID` caches entropy the same way. Identifiers are not
 * secrets; secrets (`randomToken`) still draw fresh bytes every time.
 */
const ID_POOL_BYTES = 4096;
let idPool = new Uint8Array(0);
let idPoolOffset = 0;

function idBytes(byteLength: number): Uint8Array {
  if (byteLength > ID_POOL_BYTES) return webCrypto().getRandomValues(new Uint8Array(byteLength));
  if (idPoolOffset + byteLength > idPool.length) {
    idPool = webCrypto().getRandomValues(new Uint8Array(ID_POOL_BYTES));
    idPoolOffset = 0;
  }
  const bytes = idPool.subarray(idPoolOffset, idPoolOffset + byteLength);
  idPoolOffset += byteLength;
  return bytes;
}

/** A short random identifier matching the contract's `Identifier` pattern (12 bytes: 16 characters). */
export function randomId(byteLength = 12): string {
  return base64UrlEncode(idBytes(byteLength));
}

/** SHA-256 of a UTF-8 string, lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await webCrypto().subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of a UTF-8 string, standard base64 (a Content-Security-Policy hash source). */
export async function sha256Base64(text: string): Promise<string> {
  const digest = await webCrypto().subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

/** SHA-256 of bytes (an uploaded file's id). */
export async function sha256Bytes(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await webCrypto().subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
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
