/**
 * Web Crypto implementations of TokenCodec (HS256 JWT) and PasswordHasher (PBKDF2-SHA256), for
 * runtimes without Node's crypto (the in-browser mock). The reference server uses jsonwebtoken and
 * scrypt instead; both follow the same rules (see ports.ts).
 */
import { base64UrlEncode } from './crypto';
import {
  systemClock,
  type Audience,
  type Clock,
  type PasswordHasher,
  type TokenCodec,
  type VerifiedClaims,
} from './ports';

const encoder = new TextEncoder();

function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function jsonPart(value: unknown): string {
  return base64UrlEncode(encoder.encode(JSON.stringify(value)));
}

export function createWebCryptoTokenCodec(secret: string, clock: Clock = systemClock): TokenCodec {
  const key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  return {
    async sign(claims, audience, expiresInSeconds) {
      const iat = Math.floor(clock.now() / 1000);
      const head = `${jsonPart({ alg: 'HS256', typ: 'JWT' })}.${jsonPart({ ...claims, aud: audience, iat, exp: iat + expiresInSeconds })}`;
      const signature = await crypto.subtle.sign('HMAC', await key, encoder.encode(head));
      return `${head}.${base64UrlEncode(new Uint8Array(signature))}`;
    },
    async verify(token, audience: Audience) {
      try {
        const parts = token.split('.');
        if (parts.length !== 3) return null;
        const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
        const header = JSON.parse(new TextDecoder().decode(base64UrlDecode(headerPart)));
        if (header?.alg !== 'HS256') return null;
        const valid = await crypto.subtle.verify(
          'HMAC',
          await key,
          base64UrlDecode(signaturePart),
          encoder.encode(`${headerPart}.${payloadPart}`),
        );
        if (!valid) return null;
        const payload = JSON.parse(new TextDecoder().decode(base64UrlDecode(payloadPart))) as VerifiedClaims;
        const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
        if (!audiences.includes(audience)) return null;
        if (typeof payload.exp !== 'number' || payload.exp * 1000 <= clock.now()) return null;
        return payload;
      } catch {
        return null;
      }
    },
  };
}

const PBKDF2_ITERATIONS = 210_000;

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, 256);
  return new Uint8Array(bits);
}

/** PBKDF2-SHA256, stored as `pbkdf2-sha256$<iterations>$<salt b64url>$<hash b64url>`. */
export function createWebCryptoPasswordHasher(iterations = PBKDF2_ITERATIONS): PasswordHasher {
  return {
    async hash(password) {
      const salt = crypto.getRandomValues(new Uint8Array(16));
      const hash = await pbkdf2(password, salt, iterations);
      return `pbkdf2-sha256$${iterations}$${base64UrlEncode(salt)}$${base64UrlEncode(hash)}`;
    },
    async verify(password, stored) {
      try {
        const [scheme, iter, saltText, hashText] = stored.split('$');
        if (scheme !== 'pbkdf2-sha256' || !iter || !saltText || !hashText) return false;
        const expected = base64UrlDecode(hashText);
        const actual = await pbkdf2(password, base64UrlDecode(saltText), Number(iter));
        if (actual.length !== expected.length) return false;
        let diff = 0;
        for (let i = 0; i < actual.length; i += 1) diff |= actual[i]! ^ expected[i]!;
        return diff === 0;
      } catch {
        return false;
      }
    },
  };
}
