import { liveEventPaths, playerEventSchemas } from '@powerplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Loading } from '../../components/ui/Loading';
import { useEventStream } from '../../lib/useEventStream';
import { unreadOf, useNotifications } from './api';
import { notificationKeys } from './queryKeys';

// The list is loaded on the first opening: the bell itself is only the count.
const NotificationPanel = lazy(() => import('./NotificationPanel'));

/** Only the centre's event: the other events of the player's stream are the pages' own. */
const schemas = { notification: playerEventSchemas.notification } as const;

/** "Notifications, 3 unread": the bell's name says the count the badge shows. */
export const bellLabel = (unread: number | undefined) =>
  unread === undefined ? 'Notifications' : `Notifications, ${unread} unread`;

/**
 * The header's notification centre (docs/rules/notifications.md "The centre"): a bell with the unread
 * count that opens the list. A new notification arrives over the player's own stream, which the tab
 * shares with the session watch (one connection), and the list is read again.
 */
export default function NotificationBell() {
  const queryClient = useQueryClient();
  const { data: unread } = useNotifications(unreadOf);
  const stream = useEventStream(liveEventPaths.me, schemas, () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
  });
  // One made after the first read but before the stream opened (or while it was down) was told to no
  // one here: read again each time it opens.
  const listening = stream.state === 'open';
  useEffect(() => {
    if (listening) void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
  }, [listening, queryClient]);

  const { pathname } = useLocation();
  // Open for the page it was opened on: following a notification's link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);

  const close = (refocus: boolean) => {
    setOpenOn(null);
    if (refocus) bell.current?.focus();
  };

  // A press anywhere else closes it, as a menu does.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={root}
      className="notification-centre"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
      onBlur={(event) => {
        // Tabbing away closes it; focus lost to nothing (a button that went disabled) does not.
        const to = event.relatedTarget;
        if (open && to instanceof Node && !event.currentTarget.contains(to)) setOpenOn(null);
      }}
    >
      <button
        ref={bell}
        type="button"
        className="notification-bell"
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
            fill="currentColor"
          />
        </svg>
        {unread ? (
          <span className="notification-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense
          fallback={
            <div id={panelId} className="notification-panel">
              <Loading />
            </div>
          }
        >
          <NotificationPanel id={panelId} onClose={() => close(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
