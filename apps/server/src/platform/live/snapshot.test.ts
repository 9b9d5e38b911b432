import { describe, expect, it } from 'vitest';
import { frameOf, Snapshot } from './snapshot';

const ball = (k: number) => ({ type: 'ball', id: k, data: { k } });
const status = (s: string) => ({ type: 'status', data: { status: s } });

describe('Snapshot', () => {
  it('keeps the log in id order, once per id, and the latest state of each type', () => {
    const s = Snapshot.of([ball(1), status('unplayed')]);
    expect(s.apply(ball(3))).toBe(frameOf(ball(3)));
    expect(s.apply(ball(2))).toBe(frameOf(ball(2))); // a late one goes in its place
    expect(s.apply(ball(2))).toBeUndefined(); // already known: not relayed again
    expect(s.apply(status('live'))).toBe(frameOf(status('live')));
    expect(s.apply(status('live'))).toBeUndefined();
    expect(s.apply({ type: 'settled', data: { at: 'x' } })).toBeDefined();
    expect(s.replay()).toBe(
      [ball(1), ball(2), ball(3), status('live'), { type: 'settled', data: { at: 'x' } }]
        .map(frameOf)
        .join(''),
    );
  });

  it('replays the log after Last-Event-ID, then always the state', () => {
    const s = Snapshot.of([ball(1), ball(2), ball(3), status('live')]);
    expect(s.replay(2)).toBe(frameOf(ball(3)) + frameOf(status('live')));
    expect(s.replay(9)).toBe(frameOf(status('live')));
    expect(s.replay(0)).toBe(s.replay());
  });

  it('says what a newer snapshot has that it lacks (what watchers missed in an outage)', () => {
    const old = Snapshot.of([ball(1), status('live')]);
    const fresh = Snapshot.of([ball(1), ball(2), ball(3), status('finished'), { type: 'settled', data: 1 }]);
    expect(old.missing(fresh)).toBe(
      [ball(2), ball(3), status('finished'), { type: 'settled', data: 1 }].map(frameOf).join(''),
    );
    expect(fresh.missing(fresh)).toBe('');
  });

  it('writes the SSE wire format: id only on log events', () => {
    expect(frameOf({ type: 'ball', id: 4, data: { k: 4 } })).toBe('id: 4\nevent: ball\ndata: {"k":4}\n\n');
    expect(frameOf(status('live'))).toBe('event: status\ndata: {"status":"live"}\n\n');
  });
});
