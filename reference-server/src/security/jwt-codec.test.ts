import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { createJwtCodec } from './jwt-codec';

const SECRET = 'un-segreto-di-prova-lungo-almeno-32-byte';
const HOUR = 3600;

function steppingClock(start: string) {
  let now = Date.parse(start);
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
}

describe('createJwtCodec', () => {
  it('issues and expires tokens on the backend clock, not the machine clock', async () => {
    const clock = steppingClock('2030-01-01T08:00:00Z');
    const codec = createJwtCodec(SECRET, clock);
    const token = await codec.sign({ sub: 'admin', ver: 1, sid: 's1' }, 'admin', 12 * HOUR);
    const claims = jwt.decode(token) as { iat: number; exp: number };
    expect(claims.iat).toBe(Date.parse('2030-01-01T08:00:00Z') / 1000);
    expect(claims.exp).toBe(claims.iat + 12 * HOUR);
    expect(await codec.verify(token, 'admin')).toMatchObject({ sub: 'admin', ver: 1, aud: 'admin' });
    clock.advance(12 * HOUR - 1);
    expect(await codec.verify(token, 'admin')).not.toBeNull();
    clock.advance(2);
    expect(await codec.verify(token, 'admin')).toBeNull();
  });

  it('refuses another audience, another algorithm and a token without exp', async () => {
    const codec = createJwtCodec(SECRET);
    const token = await codec.sign({ sub: 'cli_1', ver: 1, sid: 's2' }, 'client', HOUR);
    expect(await codec.verify(token, 'admin')).toBeNull();
    const hs512 = jwt.sign({ sub: 'admin', ver: 1 }, SECRET, {
      algorithm: 'HS512',
      audience: 'admin',
      expiresIn: HOUR,
    });
    expect(await codec.verify(hs512, 'admin')).toBeNull();
    const noExp = jwt.sign({ sub: 'admin', ver: 1 }, SECRET, { algorithm: 'HS256', audience: 'admin' });
    expect(await codec.verify(noExp, 'admin')).toBeNull();
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"admin","ver":1,"aud":"admin","exp":9999999999}').toString('base64url')}.`;
    expect(await codec.verify(unsigned, 'admin')).toBeNull();
  });
});
