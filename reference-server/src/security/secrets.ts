/**
 * Start-up secrets: the JWT signing secret and the admin account. No default password exists:
 * either the environment gives one, or a random one is generated and shown once.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PasswordHasher } from '@core/backend/ports';
import type { Store } from '@core/backend/store';
import { diskFullAtStartUp, isDiskFull } from '../storage/disk-writes';
import { replaceFile } from '../storage/json-file-adapter';

export const MIN_SECRET_BYTES = 32;
export const JWT_SECRET_FILE = 'jwt-secret';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** JWT_SECRET when given (at least 32 bytes), else a secret generated once into DATA_DIR (mode 0600). */
export async function loadJwtSecret(dataDir: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (Buffer.byteLength(fromEnv, 'utf8') < MIN_SECRET_BYTES) {
      throw new ConfigError(`JWT_SECRET è troppo corto: servono almeno ${MIN_SECRET_BYTES} byte.`);
    }
    return fromEnv;
  }
  const path = join(dataDir, JWT_SECRET_FILE);
  try {
    const stored = (await readFile(path, 'utf8')).trim();
    // An empty file is one an earlier version created but could not write (a full disk): it never signed anything.
    if (stored !== '') {
      if (Buffer.byteLength(stored, 'utf8') < MIN_SECRET_BYTES) {
        throw new ConfigError(`Il segreto in ${path} è troppo corto: servono almeno ${MIN_SECRET_BYTES} byte.`);
      }
      return stored;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  // Written whole or not at all (the data directory's lock keeps a second server out meanwhile).
  try {
    await replaceFile(path, `${secret}\n`, join(dataDir, `.${JWT_SECRET_FILE}.${process.pid}.tmp`));
  } catch (error) {
    throw isDiskFull(error) ? diskFullAtStartUp(path) : error;
  }
  return secret;
}

export interface AdminBootstrap {
  username: string;
  /** Set only when a password was generated now: show it once. */
  generatedPassword: string | null;
}

/**
 * Makes sure one admin account exists. ADMIN_PASSWORD (with ADMIN_USERNAME, default `admin`) sets or
 * replaces it; changing it ends existing admin sessions. Without either and without a stored account,
 * `admin` is created with a random password returned to be printed once.
 */
export async function ensureAdmin(
  store: Store,
  passwords: PasswordHasher,
  env: { username?: string; password?: string },
): Promise<AdminBootstrap> {
  const stored = await store.getAdmin();
  const username = env.username || stored?.username || 'admin';
  if (env.password) {
    const unchanged =
      stored && stored.username === username && (await passwords.verify(env.password, stored.password_hash));
    if (!unchanged) {
      await store.saveAdmin({ username, password_hash: await passwords.hash(env.password) });
    }
    return { username, generatedPassword: null };
  }
  if (stored && stored.username === username) return { username, generatedPassword: null };
  const generated = randomBytes(18).toString('base64url');
  await store.saveAdmin({ username, password_hash: await passwords.hash(generated) });
  return { username, generatedPassword: generated };
}
