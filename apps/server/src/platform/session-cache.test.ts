import type { User } from '@powerplay/contracts';
import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';

const ann: User = { id: 1, displayName: 'Ann', email: 'ann@example.com', role: 'player', club: 'basic' };
const bob: User = { id: 2, displayName: 'Bob', email: 'bob@example.com', role: 'player', club: 'basic' };
const farFuture = new Date(Date.UTC(2100, 0, 1));

/** A cache on a hand-moved clock, with a loader that counts its database reads. */
function setup() {
  let now = Date.UTC(2026, 0, 1);
  const cache = createSessionCache(() => now);
  const reads: string[] = [];
  const rows = new Map<string, { user: User; expiresAt: Date } | null>([
    ['s-ann', { user: ann, expiresAt: farFuture }],
    ['s-bob', { user: bob, expiresAt: farFuture }],
  ]);
  const find = (id: string) =>
    cache.get(
      id,
      () => `tag-${id}`,
      async () => {
        reads.push(id);
        return rows.get(id) ?? null;
      },
    );
  return { cache, find, reads, rows, advance: (ms: number) => (now += ms) };
}

describe('the per-process session cache', () => {
  it('reads a session once, then answers from memory', async () => {
    const { find, reads } = setup();
    expect(await find('s-ann')).toEqual(ann);
    expect(await find('s-ann')).toEqual(ann);
    expect(reads).toEqual(['s-ann']);
  });

  it('never keeps an unknown or revoked session', async () => {
    const { find, reads } = setup();
    expect(await find('nope')).toBeNull();
    expect(await find('nope')).toBeNull();
    expect(reads).toEqual(['nope', 'nope']);
  });

  it('forgets a session revoked anywhere (by tag) and reads it again', async () => {
    const { cache, find, reads, rows } = setup();
    await find('s-ann');
    await find('s-bob');
    rows.set('s-ann', null);
    cache.evictSessions(['tag-s-ann']);
    expect(await find('s-ann')).toBeNull();
    expect(await find('s-bob')).toEqual(bob);
    expect(reads).toEqual(['s-ann', 's-bob', 's-ann']);
  });

  it("reads a changed user's row again (a new club), and only that user's", async () => {
    const { cache, find, reads, rows } = setup();
    await find('s-ann');
    await find('s-bob');
    rows.set('s-ann', { user: { ...ann, club: 'elite' }, expiresAt: farFuture });
    cache.evictUsers([ann.id]);
    expect((await find('s-ann'))?.club).toBe('elite');
    expect(await find('s-bob')).toEqual(bob);
    expect(reads).toEqual(['s-ann', 's-bob', 's-ann']);
  });

  it('does not keep a lookup that was in flight when an eviction arrived (it may hold the old row)', async () => {
    const { cache, find, reads } = setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = cache.get(
      's-ann',
      () => 'tag-s-ann',
      async () => {
        await gate;
        return { user: ann, expiresAt: farFuture };
      },
    );
    cache.evictUsers([ann.id]);
    release();
    expect(await slow).toEqual(ann);
    await find('s-ann');
    expect(reads).toEqual(['s-ann']);
  });

  it('trusts a session no longer than five minutes, nor past its expiry', async () => {
    const { find, reads, rows, advance } = setup();
    await find('s-ann');
    advance(5 * 60_000);
    await find('s-ann');
    expect(reads).toEqual(['s-ann', 's-ann']);
    rows.set('s-bob', { user: bob, expiresAt: new Date(Date.UTC(2026, 0, 1) + 5 * 60_000 + 1000) });
    await find('s-bob');
    advance(1000);
    rows.set('s-bob', null);
    expect(await find('s-bob')).toBeNull();
  });

  it('forgets everything after a listener outage (events may have been missed)', async () => {
    const { cache, find, reads } = setup();
    await find('s-ann');
    cache.clear();
    await find('s-ann');
    expect(reads).toEqual(['s-ann', 's-ann']);
  });
});
