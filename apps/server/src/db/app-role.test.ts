import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkRoleName, checkRolePassword, scramSha256Verifier } from './app-role';

const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

describe('the app role', () => {
  it('stores a SCRAM-SHA-256 verifier that checks the exchange of RFC 7677', () => {
    // The RFC's example: user "user", password "pencil", its salt and nonces.
    const salt = Buffer.from('W22ZaJ0SNY7soEsUEjb6gQ==', 'base64');
    const verifier = scramSha256Verifier('pencil', salt, 4096);
    const match = /^SCRAM-SHA-256\$4096:([^$]+)\$([^:]+):(.+)$/.exec(verifier);
    expect(match?.[1]).toBe('W22ZaJ0SNY7soEsUEjb6gQ==');
    const storedKey = Buffer.from(match![2]!, 'base64');
    const serverKey = Buffer.from(match![3]!, 'base64');
    const nonce = 'rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0';
    const authMessage = `n=user,r=rOprNGfwEbeRWgbNEkqO,r=${nonce},s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096,c=biws,r=${nonce}`;
    // What the server checks: the client's proof, unmasked with the stored key, hashes to it...
    const proof = Buffer.from('dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=', 'base64');
    const signature = hmac(storedKey, authMessage);
    const clientKey = Buffer.from(proof.map((b, i) => b ^ signature[i]!));
    expect(createHash('sha256').update(clientKey).digest().equals(storedKey)).toBe(true);
    // ...and what it answers, from the server key, is the RFC's.
    expect(hmac(serverKey, authMessage).toString('base64')).toBe(
      '6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=',
    );
    // A new salt each time, and never the password itself.
    expect(scramSha256Verifier('pencil')).not.toBe(scramSha256Verifier('pencil'));
    expect(scramSha256Verifier('a-long-password-here')).not.toContain('a-long-password-here');
  });

  it('takes a plain identifier as its name and a long printable password', () => {
    expect(checkRoleName('powerplay_app')).toBeNull();
    for (const bad of ['', 'App', '1app', 'app-role', 'app"; drop role x; --', 'pg_app', 'a'.repeat(64)]) {
      expect(checkRoleName(bad)).not.toBeNull();
    }
    expect(checkRolePassword('correct horse battery staple')).toBeNull();
    for (const bad of ['short', 'x'.repeat(257), 'tab\there-and-long-enough', 'ünïcödé-password-long']) {
      expect(checkRolePassword(bad)).not.toBeNull();
    }
  });
});
