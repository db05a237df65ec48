/** TokenCodec over jsonwebtoken: HS256 only, audience checked, `exp` required. */
import jwt from 'jsonwebtoken';
import type { TokenCodec, VerifiedClaims } from '../../../core/backend/ports';

export function createJwtCodec(secret: string): TokenCodec {
  return {
    async sign(claims, audience, expiresInSeconds) {
      return jwt.sign({ sub: claims.sub, ver: claims.ver }, secret, {
        algorithm: 'HS256',
        audience,
        expiresIn: expiresInSeconds,
      });
    },
    async verify(token, audience) {
      try {
        const payload = jwt.verify(token, secret, { algorithms: ['HS256'], audience });
        if (typeof payload === 'string' || typeof payload.exp !== 'number') return null;
        return payload as unknown as VerifiedClaims;
      } catch {
        return null;
      }
    },
  };
}
