import { liveEventPaths } from '@powerplay/contracts';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubEventSource } from '../../test/fakeEventSource';
import { useDrawEvents } from './useDrawEvents';

const ball = (k: number, number: number) => JSON.stringify({ k, number, drawnAt: '2026-01-01T00:00:00Z' });

describe('useDrawEvents', () => {
  it("follows a draw's stream: balls in order once each, the status, and settled", () => {
    const streams = stubEventSource();
    const onSettled = vi.fn();
    const { result } = renderHook(() => useDrawEvents(42, onSettled));
    const source = streams[0]!;
    expect(source.url).toBe(liveEventPaths.lottery(42));

    act(() => {
      source.open();
      source.emit('status', '{"status":"live"}');
      source.emit('ball', ball(2, 31), '2');
      source.emit('ball', ball(1, 7), '1');
      source.emit('ball', ball(2, 31), '2'); // replayed after a reconnect
      source.emit('ball', '{"k":3}', '3'); // malformed: dropped
    });
    expect(result.current.connected).toBe(true);
    expect(result.current.status).toBe('live');
    expect(result.current.balls.map((b) => [b.k, b.number])).toEqual([
      [1, 7],
      [2, 31],
    ]);

    expect(onSettled).not.toHaveBeenCalled();
    act(() => source.emit('settled', '{"settledAt":"2026-01-01T00:10:00Z"}'));
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('starts empty for another game', () => {
    const streams = stubEventSource();
    const { result, rerender } = renderHook(({ id }) => useDrawEvents(id, () => {}), {
      initialProps: { id: 1 },
    });
    act(() => streams[0]!.emit('ball', ball(1, 5), '1'));
    expect(result.current.balls).toHaveLength(1);
    rerender({ id: 2 });
    expect(streams[0]!.closed).toBe(true);
    expect(streams[1]!.url).toBe(liveEventPaths.lottery(2));
    expect(result.current).toEqual({ balls: [], status: undefined, connected: false });
  });
});
