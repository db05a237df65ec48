/**
 * Who is calling: session tokens, their checks, the two logins (admin password, client access token) and the
 * two logouts. Each token names its session (`sid`, random); a logout records it as ended in the store
 * (session-port.ts), so the token stops working at once on every server process, not 12 hours later.
 */
import { problems } from '../../problems';
import { randomToken, sha256Hex, timingSafeEqualStrings } from '../crypto';
import { MESSAGES } from '../messages';
import { ORDER_MESSAGES } from '../../orders/content';
import type { Principal } from '../operations';
import type { Audience } from '../ports';
import { ok, requireRole, toClient, type BackendContext, type Operations } from './context';

/** Session tokens last 12 hours. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

type AuthOperations = Pick<
  Operations,
  'adminLogin' | 'clientLogin' | 'clientLoginWithLink' | 'adminLogout' | 'clientLogout'
>;

/** Session ids: 16 random bytes (128 bits), base64url. */
const SESSION_ID_BYTES = 16;

export interface Auth extends AuthOperations {
  /** Applies every token rule; returns who is calling or throws 401/403. */
  authenticate(role: Audience, authorizationHeader: string | null | undefined): Promise<Principal>;
}

export function authOperations(ctx: BackendContext): Auth {
  const { store, tokens, passwords, clock, limiters, sessions } = ctx;
  let dummyHash: Promise<string> | null = null;

  /**
   * Counts the attempt before any credential is checked (so attempts sent at once cannot all be checked
   * while the count lags behind); a successful login clears the count.
   */
  async function countAttempt(key: string): Promise<void> {
    const decision = await limiters.login.consume(key);
    if (!decision.allowed) throw problems.tooManyRequests(decision.retryAfterSeconds, MESSAGES.tooManyLogins);
  }

  async function authenticate(role: Audience, header: string | null | undefined): Promise<Principal> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
    if (!match) throw problems.unauthorized();
    const token = match[1]!;
    const claims = await tokens.verify(token, role);
    if (!claims) {
      const other: Audience = role === 'admin' ? 'client' : 'admin';
      if (await tokens.verify(token, other)) throw problems.forbidden(MESSAGES.wrongArea);
      throw problems.unauthorized();
    }
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!audiences.includes(role)) throw problems.unauthorized();
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= clock.now()) throw problems.unauthorized();
    // A token without a session id (issued before logout existed) cannot be ended: it is refused.
    if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number' || typeof claims.sid !== 'string')
      throw problems.unauthorized();
    const session = { sid: claims.sid, expiresAtMs: claims.exp * 1000 };
    // The two reads are independent: asked together, a call waits for the slower one only.
    const ended = sessions.isRevoked(claims.sid);
    if (role === 'admin') {
      const [admin, revoked] = await Promise.all([store.getAdmin(), ended]);
      if (revoked || !admin || admin.username !== claims.sub || admin.token_version !== claims.ver)
        throw problems.unauthorized();
      return { role: 'admin', admin, session };
    }
    const [client, revoked] = await Promise.all([store.getClient(claims.sub), ended]);
    if (revoked || !client || !client.is_active || client.token_version !== claims.ver) throw problems.unauthorized();
    return { role: 'client', client, session };
  }

  async function sessionToken(sub: string, ver: number, audience: Audience) {
    const sid = randomToken(SESSION_ID_BYTES);
    return {
      access_token: await tokens.sign({ sub, ver, sid }, audience, SESSION_TTL_SECONDS),
      token_type: 'bearer' as const,
      expires_in: SESSION_TTL_SECONDS,
    };
  }

  return {
    authenticate,

    adminLogin: async ({ body, meta }) => {
      const key = `admin:${meta.ip}`;
      await countAttempt(key);
      const admin = await store.getAdmin();
      // Always run the slow hash against the stored one, so a wrong username costs the same time as a
      // wrong password (a throwaway hash stands in only while no account exists).
      const hash = admin ? admin.password_hash : await (dummyHash ??= passwords.hash(randomToken(16)));
      const passwordOk = await passwords.verify(body.password, hash);
      const userOk = admin !== null && timingSafeEqualStrings(body.username, admin.username);
      if (!admin || !userOk || !passwordOk) throw problems.unauthorized(MESSAGES.badCredentials);
      await limiters.login.reset(key);
      return ok(await sessionToken(admin.username, admin.token_version, 'admin'));
    },

    clientLogin: async ({ body, meta }) => {
      const key = `client:${meta.ip}`;
      await countAttempt(key);
      const client = await store.getClientByTokenHash(await sha256Hex(body.access_token.trim()));
      if (!client || !client.is_active) throw problems.unauthorized(MESSAGES.badAccessToken);
      await limiters.login.reset(key);
      return ok({
        ...(await sessionToken(client.client_id, client.token_version, 'client')),
        client: toClient(client),
      });
    },

    adminLogout: async ({ principal }) => {
      const { session } = requireRole(principal, 'admin');
      await sessions.revoke(session.sid, session.expiresAtMs);
      return ok(null, 204);
    },

    clientLogout: async ({ principal }) => {
      const { session } = requireRole(principal, 'client');
      await sessions.revoke(session.sid, session.expiresAtMs);
      return ok(null, 204);
    },

    // The one-time link of the access email: the code is used up by this call, whatever follows.
    clientLoginWithLink: async ({ body, meta }) => {
      const key = `client:${meta.ip}`;
      await countAttempt(key);
      const clientId = await ctx.orders.useLoginCode(await sha256Hex(body.code), ctx.nowIso());
      const client = clientId ? await store.getClient(clientId) : null;
      if (!client || !client.is_active) throw problems.unauthorized(ORDER_MESSAGES.badLoginLink);
      await limiters.login.reset(key);
      return ok({
        ...(await sessionToken(client.client_id, client.token_version, 'client')),
        client: toClient(client),
      });
    },
  };
}
