import { leadResponseSchema } from '@powerplay/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from '../../../test/helpers';
import { expectError, leadsKit, tag } from './test-fixtures';

let t: TestApp;
let op: { token: string; user: { id: number; displayName: string } };
let k: ReturnType<typeof leadsKit>;
let player: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await registerOperator(t);
  k = leadsKit(t, op.token);
  player = (await registerPlayer(t.app)).token;
});
afterAll(() => t?.close());

describe('who may call the leads routes', () => {
  const routes: ['GET' | 'PUT' | 'POST', string, unknown][] = [
    ['GET', '/api/operator/leads', undefined],
    ['GET', '/api/operator/leads?status=bogus&page=0', undefined],
    ['GET', '/api/operator/leads/export.csv', undefined],
    ['GET', '/api/operator/leads/export.csv?kind=nope', undefined],
    ['PUT', '/api/operator/leads/partner/1/status', { status: 'contacted' }],
    ['PUT', '/api/operator/leads/bogus/x/status', '{"broken": '],
    ['POST', '/api/operator/leads/notify/1/notes', { body: 'hello' }],
    ['POST', '/api/operator/leads/partner/0/notes', [1, 2, 3]],
  ];

  it('answers an anonymous caller 401 and a player 403 on every one, whatever it sends', async () => {
    const target = await k.enquire();
    for (const [method, url, body] of routes) {
      const send = (token?: string) =>
        api(t.app, method, url, {
          ...(token ? { token } : {}),
          ...(body === undefined ? {} : { body }),
          ...(typeof body === 'string' ? { headers: { 'content-type': 'application/json' } } : {}),
        });
      expectError(await send(), 'AUTH_REQUIRED');
      expectError(await send(player), 'FORBIDDEN');
    }
    // Nothing changed: still new, no note, nothing logged.
    const [lead] = (await k.list(`kind=partner&search=${target.email}`)).leads;
    expect(lead).toMatchObject({ status: 'new', notes: [] });
    expect(await k.auditOf('partner_enquiry', target.id)).toEqual([]);
  });
});

describe('the list', () => {
  it('finds leads by text, kind and status, newest first, in pages of 50', async () => {
    const word = `zeb${tag()}`;
    const casino = await k.enquire({ name: `Casino ${word}`, message: 'A 50% match, under_score' });
    const fan = await k.notify('nhl', `${word}@example.com`);
    const both = await k.list(`search=${word.toUpperCase()}`);
    expect(both.leads.map((l) => [l.kind, l.id])).toEqual([
      ['notify', fan.id],
      ['partner', casino.id],
    ]);
    expect(both).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(both.leads[1]).toMatchObject({
      kind: 'partner',
      name: `Casino ${word}`,
      email: casino.email,
      phone: '14165550100',
      message: 'A 50% match, under_score',
      topic: null,
      status: 'new',
      mailedAt: null,
    });
    expect(both.leads[0]).toMatchObject({ kind: 'notify', topic: 'nhl', name: null, email: fan.email });
    expect((await k.list(`search=${word}&kind=notify`)).leads.map((l) => l.id)).toEqual([fan.id]);
    expect((await k.list(`search=${word}&kind=partner`)).leads.map((l) => l.id)).toEqual([casino.id]);
    expect((await k.list(`search=${word}&status=closed`)).leads).toEqual([]);
    // LIKE's wildcards are the operator's text: "%" alone finds only a lead that has one.
    expect(
      (await k.list(`search=${encodeURIComponent('50%')}&kind=partner`)).leads.map((l) => l.id),
    ).toContain(casino.id);
    expect((await k.list(`search=${encodeURIComponent(`${word}%x`)}`)).total).toBe(0);

    const many = `page${tag()}`;
    for (let i = 0; i < 52; i++) await k.notify('mlb', `${many}.${i}@example.com`);
    const first = await k.list(`search=${many}`);
    const second = await k.list(`search=${many}&page=2`);
    expect([first.total, first.leads.length, second.leads.length]).toEqual([52, 50, 2]);
    expect(second.leads.map((l) => l.email)).toEqual([`${many}.1@example.com`, `${many}.0@example.com`]);
  });

  it('refuses a bad query with the catalogue text', async () => {
    for (const q of ['kind=bogus', 'status=open', 'page=0', 'page=1.5', `search=${'x'.repeat(201)}`]) {
      expectError(
        await api(t.app, 'GET', `/api/operator/leads?${q}`, { token: op.token }),
        'LEADS_QUERY_INVALID',
      );
    }
  });
});

describe('status and notes', () => {
  it('marks a lead contacted, logs it once with the status before and after', async () => {
    const lead = await k.enquire();
    const res = await k.setStatus('partner', lead.id, 'contacted');
    expect(res.statusCode, res.body).toBe(200);
    expect(leadResponseSchema.parse(res.json()).lead).toMatchObject({ id: lead.id, status: 'contacted' });
    expectError(await k.setStatus('partner', lead.id, 'contacted'), 'LEAD_STATUS_UNCHANGED');
    expect(await k.auditOf('partner_enquiry', lead.id)).toEqual([
      expect.objectContaining({
        operatorId: op.user.id,
        action: 'lead.status.changed',
        targetType: 'partner_enquiry',
        targetId: String(lead.id),
        before: { status: 'new' },
        after: { status: 'contacted' },
      }),
    ]);
    const fan = await k.notify('nba');
    expect((await k.setStatus('notify', fan.id, 'closed')).statusCode).toBe(200);
    expect((await k.auditOf('notify_request', fan.id))[0]).toMatchObject({ after: { status: 'closed' } });
  });

  it('refuses a bad status or an unknown lead and changes nothing', async () => {
    const lead = await k.enquire();
    for (const status of ['open', '', null, 3])
      expectError(await k.setStatus('partner', lead.id, status), 'LEAD_STATUS_INVALID');
    expectError(await k.setStatus('partner', 2_000_000_000, 'closed'), 'LEAD_NOT_FOUND');
    expectError(await k.setStatus('notify', lead.id + 1_000_000, 'closed'), 'LEAD_NOT_FOUND');
    expectError(await k.setStatus('enquiry', lead.id, 'closed'), 'LEAD_NOT_FOUND');
    expectError(await k.setStatus('partner', '0x10', 'closed'), 'LEAD_NOT_FOUND');
    const [again] = (await k.list(`kind=partner&search=${lead.email}`)).leads;
    expect(again!.status).toBe('new');
    expect(await k.auditOf('partner_enquiry', lead.id)).toEqual([]);
  });

  it('appends notes with who and when; the database refuses to change one', async () => {
    const lead = await k.enquire();
    const first = await k.addNote('partner', lead.id, '  Called, left a voicemail  ');
    expect(first.statusCode, first.body).toBe(201);
    await k.addNote('partner', lead.id, 'Meeting booked\nThursday');
    const { notes } = leadResponseSchema.parse(
      (await k.addNote('partner', lead.id, 'Sent the deck')).json(),
    ).lead;
    expect(notes.map((n) => [n.body, n.operatorName])).toEqual([
      ['Called, left a voicemail', op.user.displayName],
      ['Meeting booked\nThursday', op.user.displayName],
      ['Sent the deck', op.user.displayName],
    ]);
    expect((await k.list(`search=${encodeURIComponent('meeting booked')}`)).leads.map((l) => l.id)).toContain(
      lead.id,
    );
    const audit = await k.auditOf('partner_enquiry', lead.id);
    expect(audit.map((a) => [a.action, a.after?.note])).toEqual([
      ['lead.note.added', 'Sent the deck'],
      ['lead.note.added', 'Meeting booked\nThursday'],
      ['lead.note.added', 'Called, left a voicemail'],
    ]);
    // Even for the tables' owner (the app's own role may not send these at all: docs/decisions/036).
    await expect(sql`update lead_notes set body = 'x'`.execute(t.owner)).rejects.toThrow(/append-only/);
    await expect(sql`delete from lead_notes`.execute(t.owner)).rejects.toThrow(/append-only/);
  });

  it('refuses an empty or long note, or an unknown lead, and adds nothing', async () => {
    const lead = await k.enquire();
    for (const body of ['', '   ', 'x'.repeat(2001), 42])
      expectError(await k.addNote('partner', lead.id, body), 'LEAD_NOTE_INVALID');
    expectError(await k.addNote('partner', 2_000_000_000, 'Hello'), 'LEAD_NOT_FOUND');
    expectError(await k.addNote('nope', lead.id, 'Hello'), 'LEAD_NOT_FOUND');
    const [again] = (await k.list(`kind=partner&search=${lead.email}`)).leads;
    expect(again!.notes).toEqual([]);
    expect(await k.auditOf('partner_enquiry', lead.id)).toEqual([]);
  });
});

describe('the CSV export', () => {
  it('is a UTF-8 attachment, quoted, with formulas defused and notes in one cell', async () => {
    const word = `csv${tag()}`;
    const lead = await k.enquire({
      name: `=HYPERLINK("http://evil.example","${word}")`,
      message: `Hello, "partner"\nSecond line ${word} — café`,
    });
    await k.addNote('partner', lead.id, '+1 call back');
    await k.setStatus('partner', lead.id, 'contacted');
    const fan = await k.notify('draft-day', `-${word}@example.com`);
    const res = await api(t.app, 'GET', `/api/operator/leads/export.csv?search=${word}`, { token: op.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="powerplay-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = res.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFKind,Id,Received (UTC),Status,Name,Email,Phone,Message,Topic,')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines).toHaveLength(4); // header, two leads, the final empty line
    expect(lines[1]).toMatch(
      new RegExp(`^Notify Me,${fan.id},[^,]+,New,,'-${word}@example.com,,,Draft Day,,,$`),
    );
    expect(lines[2]).toContain(`Partner enquiry,${lead.id},`);
    expect(lines[2]).toContain(
      `,Contacted,"'=HYPERLINK(""http://evil.example"",""${word}"")",${lead.email},14165550100,`,
    );
    expect(lines[2]).toContain(`"Hello, ""partner""\nSecond line ${word} — café"`);
    // The note's cell starts with its time, so its "+1" is no formula.
    expect(lines[2]).toMatch(new RegExp(`,,,,[0-9T:.Z-]+ ${op.user.displayName}: \\+1 call back$`));
    // Filters apply, and the export is for operators only.
    const closed = await api(t.app, 'GET', `/api/operator/leads/export.csv?search=${word}&status=closed`, {
      token: op.token,
    });
    expect(closed.rawPayload.toString('utf8').slice(1).split('\r\n')).toHaveLength(2);
    expectError(
      await api(t.app, 'GET', '/api/operator/leads/export.csv?status=bogus', { token: op.token }),
      'LEADS_QUERY_INVALID',
    );
  });
});
