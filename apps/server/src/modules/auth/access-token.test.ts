import { describe, expect, it } from 'vitest';
import { accessTokens } from './access-token.ts';

const tokens = accessTokens('s'.repeat(48), 60);

describe('access tokens', () => {
  it('round-trip their claims', async () => {
    // Claims are ids (UUIDs): a token whose sub or org is not one is refused.
    const claims = {
      sub: '7f4c1a52-3b1e-4a8e-9a57-1c2d3e4f5a6b',
      org: '0b9e8d7c-6f5a-4b3c-8d2e-1f0a9b8c7d6e',
    };
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });
  it('are standard HS256 JWTs', async () => {
    const [header, payload] = (await tokens.sign({ sub: 'u', org: 'o' })).split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(60);
  });
  it('refuse a token signed with another secret', async () => {
    const other = await accessTokens('t'.repeat(48), 60).sign({ sub: 'u', org: 'o' });
    await expect(tokens.verify(other)).rejects.toMatchObject({ code: 'UNAUTHENTICATED', statusCode: 401 });
  });
  it('refuse a tampered payload', async () => {
    const [h, , s] = (await tokens.sign({ sub: 'u', org: 'o' })).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'admin', org: 'o', exp: 9e9 })).toString('base64url');
    await expect(tokens.verify(`${h}.${forged}.${s}`)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
  it('refuse another spelling of the same signature (unused low bits of the last character, stray characters)', async () => {
    const token = await tokens.sign({ sub: 'u', org: 'o' });
    const [h, p, sig] = token.split('.') as [string, string, string];
    // 32 bytes in 43 characters: the last one carries 2 unused bits, so four characters decode alike.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(sig.at(-1)!);
    const twin = sig.slice(0, -1) + alphabet[last ^ 1];
    expect(Buffer.from(twin, 'base64url').equals(Buffer.from(sig, 'base64url'))).toBe(true);
    await expect(tokens.verify(`${h}.${p}.${twin}`)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(tokens.verify(`${h}.${p}.${sig}!`)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
  it('refuse alg none', async () => {
    const h = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const p = Buffer.from(JSON.stringify({ sub: 'u', org: 'o', exp: 9e9 })).toString('base64url');
    await expect(tokens.verify(`${h}.${p}.`)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
  it('say TOKEN_EXPIRED once the time is up', async () => {
    const expired = await accessTokens('s'.repeat(48), -1).sign({ sub: 'u', org: 'o' });
    await expect(tokens.verify(expired)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED', statusCode: 401 });
  });
});
