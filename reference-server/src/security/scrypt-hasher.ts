/**
 * PasswordHasher over Node's crypto.scrypt. Stored as `scrypt$N$r$p$<salt b64url>$<hash b64url>`,
 * so the cost can rise later without breaking stored hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '@core/backend/ports';

const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** @param cost scrypt N (a power of two); 2^15 by default. */
export function createScryptHasher(cost = 2 ** 15): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, { N: cost, r: 8, p: 1 });
      return `scrypt$${cost}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    },
    async verify(password, stored) {
      const parts = stored.split('$');
      if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
      const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
      try {
        const expected = Buffer.from(keyText, 'base64url');
        const key = await derive(password, Buffer.from(saltText, 'base64url'), {
          N: Number(n),
          r: Number(r),
          p: Number(p),
        });
        return key.length === expected.length && timingSafeEqual(key, expected);
      } catch {
        return false;
      }
    },
  };
}
