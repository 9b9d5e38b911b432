import { describe, expect, it } from 'vitest';
import { catalogue, isMessageCode } from './catalogue';
import { notices } from './notices';
import { registerRequestSchema } from './auth';
import { isProvinceOf, provincesByCountry } from './regions';

describe('message catalogue', () => {
  it('has a status, a title and a message for every code', () => {
    for (const [code, entry] of Object.entries(catalogue)) {
      expect(code).toMatch(/^[A-Z0-9_]+$/);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.title.length).toBeGreaterThan(0);
      expect(entry.message.length).toBeGreaterThan(0);
    }
    expect(isMessageCode('LOGIN_INCORRECT')).toBe(true);
    expect(isMessageCode('toString')).toBe(false);
  });

  it('carries the spec texts with misspellings corrected and nothing else changed', () => {
    const texts = [...Object.values(catalogue), ...Object.values(notices)].flatMap((e) => [
      e.title,
      e.message,
    ]);
    expect(texts.join('\n')).not.toMatch(/Tearms|untill|sumbit|iS wrong/);
    expect(catalogue.REGISTER_TERMS_REQUIRED.message).toBe('You need To accept Terms To Signup');
    expect(catalogue.REGISTER_DISPLAY_NAME_REQUIRED.message).toBe('Please Fill in Display Name');
    expect(catalogue.LOGIN_INCORRECT.message).toBe('Username or Password Incorrect');
    expect(catalogue.AUTH_REQUIRED).toMatchObject({
      title: 'Authentication Failed!',
      message: 'Please Login First',
    });
    expect(notices.PARTNER_SENT.message).toBe('We will contact you in a short while!');
    expect(notices.NOTIFY_THANKS.message).toBe('You will be notified when this game launches');
  });
});

describe('regions', () => {
  it('lists 13 Canadian provinces and territories and 50 states plus DC', () => {
    expect(provincesByCountry.CA).toHaveLength(13);
    expect(provincesByCountry.US).toHaveLength(51);
    expect(isProvinceOf('US', 'DC')).toBe(true);
    expect(isProvinceOf('CA', 'DC')).toBe(false);
  });
});

describe('register schema', () => {
  it('reports the first missing field in the spec order', () => {
    const first = (body: object) => registerRequestSchema.safeParse(body).error?.issues[0]?.message;
    expect(first({})).toBe('REGISTER_DISPLAY_NAME_REQUIRED');
    expect(first({ displayName: 'Ann Player', email: 'ann@example.com', password: 'longenough' })).toBe(
      'REGISTER_COUNTRY_REQUIRED',
    );
  });
});
