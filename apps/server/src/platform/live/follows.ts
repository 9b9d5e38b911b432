import type { LiveBus } from './bus';

/**
 * The topics a hub follows on the bus (those heard only where watched): each followed once, however many
 * of the hub's snapshots need it, and unfollowed when the last of them is forgotten.
 */
export function busFollows(bus: Partial<Pick<LiveBus, 'follow'>>) {
  /** Each followed topic's unfollow. */
  const following = new Map<string, Promise<() => void>>();

  const unfollow = (topic: string) => {
    const followed = following.get(topic);
    following.delete(topic);
    void followed?.then(
      (stop) => stop(),
      () => undefined,
    );
  };

  return {
    /** Resolves once the bus brings the topic's events here, whatever else follows it. */
    async follow(topic: string) {
      if (!bus.follow) return;
      let followed = following.get(topic);
      if (!followed) {
        followed = bus.follow(topic);
        following.set(topic, followed);
        followed.catch(() => following.get(topic) === followed && following.delete(topic));
      }
      await followed;
    },

    unfollow,

    /** Unfollows every topic (the hub stops). */
    unfollowAll() {
      for (const topic of [...following.keys()]) unfollow(topic);
    },
  };
}
