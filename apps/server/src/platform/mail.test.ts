import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { createMailer } from './mail';
import { systemClock } from './clock';

/** A minimal SMTP server that accepts every mail and keeps its raw DATA. */
function fakeSmtp() {
  const received: string[] = [];
  const server = createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (data !== null) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        received.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        data = null;
        socket.write('250 queued\r\n');
      }
      let nl: number;
      while (data === null && (nl = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, nl).toUpperCase();
        buffer = buffer.slice(nl + 2);
        if (line.startsWith('EHLO')) socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (line === 'DATA') {
          data = '';
          socket.write('354 go on\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, received };
}

describe('mailer', () => {
  const smtp = fakeSmtp();
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    smtp.server.close();
  });

  it('sends through SMTP_URL when it is set, and keeps nothing in the outbox', async () => {
    const mailer = createMailer({
      db: t.database.db,
      clock: systemClock,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'support@powerplay.games',
    });
    await mailer.send({ to: 'someone@example.com', subject: 'Hello there', text: 'The body of it' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Subject: Hello there');
    expect(smtp.received[0]).toContain('To: someone@example.com');
    expect(smtp.received[0]).toContain('The body of it');
    expect(await mailer.outbox()).toEqual([]);
  });

  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({
      db: t.database.db,
      clock: systemClock,
      smtpUrl: undefined,
      from: 'a@b.co',
    });
    await mailer.send({ to: 'someone@example.com', subject: 'Kept', text: 'here' });
    expect(await mailer.outbox()).toMatchObject([
      { to: 'someone@example.com', subject: 'Kept', text: 'here' },
    ]);
  });
});
