import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { LIVE_CHANNEL, publish, topic, type Envelope } from './publish';

const notes = topic('test:notes', { note: z.object({ n: z.number().int(), text: z.string() }) });
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('events published in their write’s transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The payloads of the live channel that carry the test's topic, as they arrive. */
  async function listenForNotes() {
    const payloads: string[] = [];
    const listener = await t.database.listen(LIVE_CHANNEL, {
      notification: (payload) => {
        if (payload.includes(notes.key)) payloads.push(payload);
      },
    });
    return { payloads, close: () => listener.close() };
  }

  it('go out through the outbox, many to a NOTIFY, in order, each with its row, every payload under PostgreSQL’s limit', async () => {
    const { payloads, close } = await listenForNotes();
    try {
      // About 140 bytes each: 300 of them need several payloads of at most 7,999 bytes.
      const text = 'x'.repeat(100);
      await t.database.db.transaction().execute(async (trx) => {
        for (const n of range(300)) await publish(trx, notes, { type: 'note', data: { n, text } });
      });

      const received = () => payloads.flatMap((p) => JSON.parse(p) as Envelope[]);
      await vi.waitFor(() => expect(received()).toHaveLength(300));
      expect(received().map((e) => (e.data as { n: number }).n)).toEqual(range(300));
      expect(received()[0]).toEqual({
        seq: expect.any(Number),
        topic: notes.key,
        type: 'note',
        data: { n: 1, text },
      });
      const seqs = received().map((e) => e.seq!);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(payloads.length).toBeGreaterThan(1);
      expect(payloads.length).toBeLessThan(10);
      for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    } finally {
      await close();
    }
  });

  it('refuses an event its schema refuses, rolling back its write, and sends nothing for it', async () => {
    const { payloads, close } = await listenForNotes();
    try {
      await expect(
        t.database.db.transaction().execute(async (trx) => {
          await publish(trx, notes, { type: 'note', data: { n: 1, text: 'first' } });
          await publish(trx, notes, { type: 'note', data: { n: 1.5, text: 'half' } });
        }),
      ).rejects.toThrow();
      await t.database.db
        .transaction()
        .execute((trx) => publish(trx, notes, { type: 'note', data: { n: 2, text: 'whole' } }));
      await vi.waitFor(() => expect(payloads).toHaveLength(1));
      expect(JSON.parse(payloads[0]!)).toEqual([
        { seq: expect.any(Number), topic: notes.key, type: 'note', data: { n: 2, text: 'whole' } },
      ]);
    } finally {
      await close();
    }
  });
});
