import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { startSmtp } from '../../test/smtp';
import { createMailer } from './mail';
import { systemClock } from './clock';

describe('mailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('relays the outbox through SMTP_URL when it is set: each mail once, with its parts and headers', async () => {
    const mailer = createMailer({
      db: t.database.db,
      clock: systemClock,
      smtpUrl: smtp.url,
      from: 'support@powerplay.games',
    });
    await mailer.send({
      to: 'someone@example.com',
      subject: 'Hello there',
      text: 'The body of it',
      html: '<p>The body of it</p>',
      headers: { 'List-Unsubscribe': '<https://example.com/u>' },
    });
    // Nothing leaves until the relay runs; then it goes once, however often the relay runs.
    expect(smtp.received).toHaveLength(0);
    expect(await mailer.relay()).toBe(1);
    expect(await mailer.relay()).toBe(0);
    const [mail] = await smtp.until(1);
    expect(smtp.received).toHaveLength(1);
    expect(mail!.subject).toBe('Hello there');
    expect(mail!.to).toMatchObject({ text: 'someone@example.com' });
    expect(mail!.text?.trim()).toBe('The body of it');
    expect(mail!.html).toContain('<p>The body of it</p>');
    expect(mail!.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toBe(
      'List-Unsubscribe: <https://example.com/u>',
    );
  });

  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({
      db: t.database.db,
      clock: systemClock,
      smtpUrl: undefined,
      from: 'a@b.co',
    });
    await mailer.send({ to: 'someone@example.com', subject: 'Kept', text: 'here' });
    expect((await mailer.outbox())[0]).toMatchObject({
      to: 'someone@example.com',
      subject: 'Kept',
      text: 'here',
    });
    // Nothing relays it: it stays for the back office.
    expect(await mailer.relay()).toBe(0);
  });
});
