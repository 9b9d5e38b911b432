import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * A webhook's signing secret is needed in clear to sign, so it cannot be hashed like an API key: it is
 * sealed with AES-256-GCM under the server's key (`WEBHOOK_KEY`) — a copy of the database alone does not
 * give it away. Sealed form: `v1.<iv>.<tag>.<ciphertext>`, each base64url.
 */
export function secretBox(key: string) {
  const k = createHash('sha256').update(key).digest();
  return {
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', k, iv);
      const text = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), text]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed: string): string {
      const [version, iv, tag, text] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || text === undefined)
        throw new Error('not a sealed webhook secret');
      const decipher = createDecipheriv('aes-256-gcm', k, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
export type SecretBox = ReturnType<typeof secretBox>;

/** A new signing secret: shown to the operator once. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * The `Powerplay-Signature` header (docs/partner-api.md "Verifying a webhook"): `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<body>">`. The time is signed with the body, so a captured request cannot be
 * replayed later than the receiver's tolerance.
 */
export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** What a receiver does (the documentation's example, kept true by the tests): true when the header is ours and fresh. */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(t) || !given || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, body, t).split('v1=')[1]!, 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
