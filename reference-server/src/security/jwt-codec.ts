/**
 * TokenCodec over jsonwebtoken: HS256 only, audience checked, `exp` required. Issue and expiry times follow the
 * backend's clock (as the mock's WebCrypto codec does), so both backends agree when a test moves time.
 */
import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { systemClock, type Clock, type TokenCodec, type VerifiedClaims } from '@core/backend/ports';

export function createJwtCodec(secretText: string, clock: Clock = systemClock): TokenCodec {
  // A KeyObject, not a string: given a string, jsonwebtoken first tries to read it as a PEM public key
  // (a thrown and caught error on every request), which dominated the cost of authenticated calls.
  const secret = createSecretKey(Buffer.from(secretText, 'utf8'));
  return {
    async sign(claims, audience, expiresInSeconds) {
      const iat = Math.floor(clock.now() / 1000);
      return jwt.sign({ sub: claims.sub, ver: claims.ver, sid: claims.sid, iat }, secret, {
        algorithm: 'HS256',
        audience,
        expiresIn: expiresInSeconds,
      });
    },
    async verify(token, audience) {
      try {
        const payload = jwt.verify(token, secret, {
          algorithms: ['HS256'],
          audience,
          clockTimestamp: Math.floor(clock.now() / 1000),
        });
        if (typeof payload === 'string' || typeof payload.exp !== 'number') return null;
        return payload as unknown as VerifiedClaims;
      } catch {
        return null;
      }
    },
  };
}
