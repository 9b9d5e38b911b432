import { vi } from 'vitest';

/**
 * A minimal EventSource (happy-dom has none): records what the code under test subscribed to and lets
 * the test play the server (`open`, `emit`, `fail`).
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  emit(type: string, data: string, lastEventId = '') {
    this.dispatchEvent(new MessageEvent(type, { data, lastEventId }));
  }

  /** A dropped connection: EventSource retries (`CONNECTING`) or, after a fatal answer, gives up. */
  fail(readyState: number = FakeEventSource.CONNECTING) {
    this.readyState = readyState;
    this.dispatchEvent(new Event('error'));
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
    this.closed = true;
  }
}

/** Installs the fake as the global EventSource for one test; returns the streams it creates. */
export function stubEventSource(): FakeEventSource[] {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource.instances;
}
