/** A public event as the hub keeps and relays it (see `TopicEvent` for the meaning of `id`). */
export interface LiveEvent {
  type: string;
  id?: number | undefined;
  data: unknown;
}

/** An event in Server-Sent-Events wire format. */
export const frameOf = (e: LiveEvent) =>
  `${e.id !== undefined ? `id: ${e.id}\n` : ''}event: ${e.type}\ndata: ${JSON.stringify(e.data)}\n\n`;

/**
 * The public events of one topic, in memory, as frames: the log (events with an id, in id order) and
 * the current state (the latest event of each id-less type, in the order the types first appeared).
 * A replay is the log after the client's Last-Event-ID, then the state.
 */
export class Snapshot {
  private readonly log: { id: number; frame: string }[] = [];
  private readonly state = new Map<string, string>();
  // Most watchers arrive without Last-Event-ID: their replay is built once per change, not per watcher.
  private fullReplay: string | undefined;

  static of(events: Iterable<LiveEvent>): Snapshot {
    const s = new Snapshot();
    for (const e of events) s.apply(e);
    return s;
  }

  /** Adds an event; answers its frame when it changes the snapshot (to relay), else undefined. */
  apply(e: LiveEvent): string | undefined {
    const frame = frameOf(e);
    if (e.id === undefined) {
      if (this.state.get(e.type) === frame) return undefined;
      this.state.set(e.type, frame);
    } else {
      // Events arrive in id order: this is an append but for a rare late one.
      let i = this.log.length;
      while (i > 0 && this.log[i - 1]!.id > e.id) i--;
      if (i > 0 && this.log[i - 1]!.id === e.id) return undefined;
      this.log.splice(i, 0, { id: e.id, frame });
    }
    this.fullReplay = undefined;
    return frame;
  }

  /** What a client that last saw `afterId` (0: nothing) must receive, as one string. */
  replay(afterId = 0): string {
    if (afterId <= 0) return (this.fullReplay ??= this.build(0));
    return this.build(afterId);
  }

  /** The frames `newer` has that this snapshot lacks, in replay order: what its watchers missed. */
  missing(newer: Snapshot): string {
    const known = new Set(this.log.map((l) => l.id));
    let out = '';
    for (const l of newer.log) if (!known.has(l.id)) out += l.frame;
    for (const [type, frame] of newer.state) if (this.state.get(type) !== frame) out += frame;
    return out;
  }

  private build(afterId: number): string {
    let out = '';
    for (const l of this.log) if (l.id > afterId) out += l.frame;
    for (const frame of this.state.values()) out += frame;
    return out;
  }
}
