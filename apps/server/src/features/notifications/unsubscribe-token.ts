import { notificationKinds, type NotificationKind } from '@powerplay/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A mail's one-click unsubscribe token (RFC 8058): the player, the kind, and an HMAC over both with the
 * server's key — anyone holding the mail may turn that kind off for that player, and nothing else.
 */
export function unsubscribeTokens(key: string) {
  const signature = (userId: number, kind: NotificationKind) =>
    createHmac('sha256', key).update(`${userId}:${kind}`).digest('base64url').slice(0, 32);

  return {
    sign: (userId: number, kind: NotificationKind) =>
      `${userId}_${notificationKinds.indexOf(kind)}_${signature(userId, kind)}`,

    /** The player and kind a token names, when its signature holds. */
    read(token: string): { userId: number; kind: NotificationKind } | undefined {
      const m = /^([1-9]\d{0,9})_(\d{1,2})_([A-Za-z0-9_-]{32})$/.exec(token);
      const kind = m && notificationKinds[Number(m[2])];
      if (!m || !kind) return undefined;
      const userId = Number(m[1]);
      const expected = Buffer.from(signature(userId, kind));
      const given = Buffer.from(m[3]!);
      return expected.length === given.length && timingSafeEqual(expected, given)
        ? { userId, kind }
        : undefined;
    },
  };
}
