import type { Notification } from '@powerplay/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { LoadMore } from '../../components/ui/LoadMore';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { describeError } from '../../lib/api';
import { formatDateTime, formatShortDate } from '../../lib/time';
import { unreadOf, useMarkNotificationsRead, useNotifications } from './api';
import './notifications.css';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "5 minutes ago", "yesterday"; past a week the date itself. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const ago = -seconds;
  if (ago < 60) return 'just now';
  if (ago < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (ago < 86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  if (ago < 7 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day');
  return formatShortDate(iso);
}

interface NotificationPanelProps {
  id: string;
  /** A notification was followed: the panel closes (also when it leads to the page already shown). */
  onClose: () => void;
}

/**
 * The centre's list (docs/rules/notifications.md "The centre"): the newest first, twenty at a time with
 * "Show older"; following one marks it read, "Mark all read" marks every one.
 */
export default function NotificationPanel({ id, onClose }: NotificationPanelProps) {
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const panel = useRef<HTMLDivElement>(null);

  // Opened: focus moves into the panel, so its list is next for the keyboard and screen readers.
  useEffect(() => {
    panel.current?.focus();
  }, []);

  const items = list.data?.pages.flatMap((p) => p.notifications) ?? [];
  const unread = list.data ? unreadOf(list.data) : 0;

  function follow(n: Notification) {
    if (!n.read) markRead.mutate({ ids: [n.id] });
    onClose();
  }

  return (
    <div
      ref={panel}
      id={id}
      className="notification-panel"
      role="dialog"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
    >
      <div className="notification-panel-head">
        <h2 id={`${id}-title`}>Notifications</h2>
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          Mark all read
        </button>
      </div>
      {markRead.isError ? (
        <p role="alert" className="notification-error">
          {describeError(markRead.error).message}
        </p>
      ) : null}
      {list.isPending ? (
        <Loading />
      ) : !list.data ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} retrying={list.isRefetching} />
      ) : items.length === 0 ? (
        <p className="notification-empty">No notifications yet</p>
      ) : (
        <>
          <ul className="notification-list">
            {items.map((n) => (
              <li key={n.id} className={n.read ? 'notification' : 'notification unread'}>
                <Link to={n.link} className="notification-link" onClick={() => follow(n)}>
                  <span className="notification-title">
                    {n.read ? null : <span className="visually-hidden">Unread: </span>}
                    {n.title}
                  </span>
                  <span className="notification-message">{n.message}</span>
                  <time
                    className="notification-time"
                    dateTime={n.createdAt}
                    title={formatDateTime(n.createdAt)}
                  >
                    {timeAgo(n.createdAt)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
          <div className="notification-more">
            <LoadMore query={list} className="button-small" label="Show older" />
          </div>
          {/* A next page's error is LoadMore's; this is a refresh's, the list kept. */}
          {list.isRefetchError ? (
            <p role="alert" className="notification-error">
              {describeError(list.error).message}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
