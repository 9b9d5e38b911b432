import { z } from 'zod';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeEventSource, stubEventSource } from '../test/fakeEventSource';
import { useEventStream } from './useEventStream';

const schemas = {
  score: z.object({ home: z.number().int(), away: z.number().int() }),
  final: z.object({ at: z.string() }),
};

function setup(initialUrl: string | null = '/api/things/1/events') {
  const streams = stubEventSource();
  const onEvent = vi.fn();
  const hook = renderHook(({ url }: { url: string | null }) => useEventStream(url, schemas, onEvent), {
    initialProps: { url: initialUrl },
  });
  return { streams, onEvent, hook, source: () => streams.at(-1)! };
}

describe('useEventStream', () => {
  it('subscribes to the URL and reports the connection state', () => {
    const { streams, hook, source } = setup();
    expect(streams.map((s) => s.url)).toEqual(['/api/things/1/events']);
    expect(hook.result.current).toEqual({ state: 'connecting', rejected: 0, reopen: expect.any(Function) });

    act(() => source().open());
    expect(hook.result.current.state).toBe('open');
    act(() => source().fail(FakeEventSource.CONNECTING)); // EventSource retries by itself
    expect(hook.result.current.state).toBe('connecting');
    act(() => source().open());
    act(() => source().fail(FakeEventSource.CLOSED)); // a fatal answer: it gave up
    expect(hook.result.current.state).toBe('closed');
  });

  it('hands on each named event parsed with its schema, with its SSE id', () => {
    const { onEvent, source } = setup();
    act(() => {
      source().emit('score', '{"home":2,"away":1}', '7');
      source().emit('final', '{"at":"2026-01-01T00:00:00Z"}');
    });
    expect(onEvent.mock.calls.map(([event]) => event as unknown)).toEqual([
      { type: 'score', data: { home: 2, away: 1 }, id: '7' },
      { type: 'final', data: { at: '2026-01-01T00:00:00Z' }, id: '' },
    ]);
  });

  it('drops and counts events whose data is not JSON or does not match the schema', () => {
    const { onEvent, hook, source } = setup();
    act(() => {
      source().emit('score', 'not json');
      source().emit('score', '{"home":"two","away":1}');
      source().emit('final', '{}');
      source().emit('unknown', '{"home":1,"away":1}'); // not in the map: never subscribed to
      source().emit('score', '{"home":3,"away":1}');
    });
    expect(hook.result.current.rejected).toBe(3);
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith({ type: 'score', data: { home: 3, away: 1 }, id: '' });
  });

  it('uses the latest callback without reconnecting', () => {
    const streams = stubEventSource();
    const first = vi.fn();
    const later = vi.fn();
    const hook = renderHook(({ cb }) => useEventStream('/api/things/1/events', schemas, cb), {
      initialProps: { cb: first },
    });
    hook.rerender({ cb: later });
    act(() => streams[0]!.emit('score', '{"home":1,"away":0}'));
    expect(streams).toHaveLength(1);
    expect(first).not.toHaveBeenCalled();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('closes on unmount, and moves to a new URL with a fresh state', () => {
    const { streams, hook, source } = setup();
    const first = source();
    act(() => {
      first.open();
      first.emit('score', 'bad');
    });
    expect(hook.result.current).toEqual({ state: 'open', rejected: 1, reopen: expect.any(Function) });

    hook.rerender({ url: '/api/things/2/events' });
    expect(first.closed).toBe(true);
    expect(streams.map((s) => s.url)).toEqual(['/api/things/1/events', '/api/things/2/events']);
    expect(hook.result.current).toEqual({ state: 'connecting', rejected: 0, reopen: expect.any(Function) });

    hook.unmount();
    expect(streams[1]!.closed).toBe(true);
  });

  it('shares one stream per URL in the tab: each listener hears it, the last to leave closes it', () => {
    const streams = stubEventSource();
    const a = vi.fn();
    const b = vi.fn();
    const first = renderHook(() => useEventStream('/api/me/events', schemas, a));
    act(() => streams[0]!.open());
    // A second listener joins the open stream: no new connection, and it is open at once.
    const second = renderHook(() => useEventStream('/api/me/events', { final: schemas.final }, b));
    expect(streams).toHaveLength(1);
    expect(second.result.current.state).toBe('open');
    act(() => {
      streams[0]!.emit('score', '{"home":1,"away":0}');
      streams[0]!.emit('final', '{"at":"2026-01-01T00:00:00Z"}');
    });
    expect(a).toHaveBeenCalledTimes(2);
    // Each hears only the events of its own schemas.
    expect(b.mock.calls.map(([event]) => (event as { type: string }).type)).toEqual(['final']);

    first.unmount();
    expect(streams[0]!.closed).toBe(false);
    act(() => streams[0]!.emit('final', '{"at":"2026-01-01T00:00:01Z"}'));
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(2);
    second.unmount();
    expect(streams[0]!.closed).toBe(true);
  });

  it('opens a new stream for a listener that comes after the shared one gave up', () => {
    const streams = stubEventSource();
    const first = renderHook(() => useEventStream('/api/me/events', schemas, vi.fn()));
    act(() => streams[0]!.fail(FakeEventSource.CLOSED));
    expect(first.result.current.state).toBe('closed');
    const later = renderHook(() => useEventStream('/api/me/events', schemas, vi.fn()));
    expect(streams).toHaveLength(2);
    expect(later.result.current.state).toBe('connecting');
    // The first listener leaving does not close the new stream.
    first.unmount();
    expect(streams[1]!.closed).toBe(false);
    later.unmount();
    expect(streams[1]!.closed).toBe(true);
  });

  it('reopens a stream that gave up: a new source, connecting, then open', () => {
    const { streams, onEvent, hook, source } = setup();
    act(() => source().open());
    act(() => source().fail(FakeEventSource.CLOSED));
    expect(hook.result.current.state).toBe('closed');

    act(() => hook.result.current.reopen());
    expect(streams).toHaveLength(2);
    expect(streams[0]!.closed).toBe(true);
    expect(source().url).toBe('/api/things/1/events');
    expect(hook.result.current.state).toBe('connecting');
    act(() => source().open());
    expect(hook.result.current.state).toBe('open');
    act(() => source().emit('score', '{"home":1,"away":0}'));
    expect(onEvent).toHaveBeenCalledWith({ type: 'score', data: { home: 1, away: 0 }, id: '' });
  });

  it('opens nothing without a URL', () => {
    const { streams, hook } = setup(null);
    expect(streams).toHaveLength(0);
    expect(hook.result.current.state).toBe('connecting');
  });
});
