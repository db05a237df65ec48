/**
 * The other ports the backend needs besides storage, with what each implementation must guarantee.
 *
 * TokenCodec: HS256 only. The reference server implements it with jsonwebtoken
 * (`jwt.sign(claims, secret, { algorithm: 'HS256', audience, expiresIn })`,
 * `jwt.verify(token, secret, { algorithms: ['HS256'], audience })`); the mock with WebCrypto HMAC-SHA256.
 * `verify` returns the decoded claims or null for ANY failure (bad signature, another algorithm
 * including `none`, wrong audience, expired, malformed). The service re-checks `aud` and requires `exp`,
 * so a codec that forgets one of those still cannot let a token through.
 *
 * PasswordHasher: a slow, salted hash with a self-describing output string (server: crypto.scrypt;
 * the mock may use PBKDF2 via WebCrypto). `verify` must compare in constant time and return false, never
 * throw, on a malformed stored hash.
 *
 * Clock: milliseconds since the epoch; tests inject a fixed or stepping clock.
 */
export type Audience = 'admin' | 'client';

/** What the backend puts in a session token. */
export interface TokenClaims {
  /** Admin username or client id. */
  sub: string;
  /** Session epoch (`token_version` of the admin or client) when the token was issued. */
  ver: number;
  /** This session's random id: what logout ends (session-port.ts). */
  sid: string;
}

/** What `verify` hands back: the claims plus the registered ones the service checks again. */
export interface VerifiedClaims extends TokenClaims {
  aud: string | string[];
  /** Seconds since the epoch; a token without `exp` is refused by the service. */
  exp?: number;
}

export interface TokenCodec {
  sign(claims: TokenClaims, audience: Audience, expiresInSeconds: number): Promise<string>;
  verify(token: string, audience: Audience): Promise<VerifiedClaims | null>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, storedHash: string): Promise<boolean>;
}

export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
