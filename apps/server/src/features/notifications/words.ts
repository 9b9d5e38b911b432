import {
  formatMessage,
  notificationKindNames,
  notices,
  type Brand,
  type NotificationKind,
} from '@powerplay/contracts';
import { escapeHtml } from '../../platform/escape-html';

/** A settled entry's params: the prize it won (its words: "$150", "40 points"), or null for none. */
export const resultParams = (prize: string | null): Record<string, string> =>
  prize === null ? { won: 'no' } : { won: 'yes', prize };

/** A notification's words from its kind and params (docs/rules/notifications.md "Kinds"). */
export function wordsOf(kind: NotificationKind, params: Readonly<Record<string, string>>) {
  const notice = {
    starts_soon: notices.NOTIFICATION_STARTS_SOON,
    locked: notices.NOTIFICATION_LOCKED,
    live: notices.NOTIFICATION_LIVE,
    cancelled: notices.NOTIFICATION_CANCELLED,
    settled: params.won === 'yes' ? notices.NOTIFICATION_WON : notices.NOTIFICATION_LOST,
    friend_joined: notices.NOTIFICATION_FRIEND_JOINED,
    league_contest: notices.NOTIFICATION_LEAGUE_CONTEST,
    withdrawal: notices.NOTIFICATION_WITHDRAWAL,
  }[kind];
  return { title: formatMessage(notice.title, params), message: formatMessage(notice.message, params) };
}

/**
 * A notification mail's parts: the subject, the plain text (always), and an HTML part in the brand's
 * name and colours. `lines` are the sentences it reports (one, or a batch of "starts soon").
 */
export function mailOf(o: {
  brand: Brand;
  kind: NotificationKind;
  subject: string;
  lines: readonly string[];
  link: string;
  unsubscribe: string;
  preferences: string;
  signature: string;
}) {
  const why = formatMessage(notices.NOTIFICATION_MAIL_WHY.message, { kind: notificationKindNames[o.kind] });
  const footer = formatMessage(notices.NOTIFICATION_MAIL.message, {
    link: o.link,
    why,
    unsubscribe: o.unsubscribe,
    preferences: o.preferences,
  });
  const text = `${o.lines.join('\n')}\n\n${footer}${o.signature}`;
  const { primaryColor, accentColor, siteName } = o.brand;
  const html = `<!doctype html><html><body style="margin:0;font-family:Arial,sans-serif;color:#1a1a1a">
<div style="background:${primaryColor};color:#fff;padding:16px 24px;font-size:20px;font-weight:bold">${escapeHtml(siteName)}</div>
<div style="padding:24px">
${o.lines.map((l) => `<p style="font-size:16px;margin:0 0 12px">${escapeHtml(l)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(o.link)}" style="background:${accentColor};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${notices.NOTIFICATION_MAIL_OPEN.message}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(why)}
<a href="${escapeHtml(o.unsubscribe)}">${notices.NOTIFICATION_MAIL_UNSUBSCRIBE.message}</a> · <a href="${escapeHtml(o.preferences)}">${notices.NOTIFICATION_MAIL_PREFERENCES.message}</a></p>
<pre style="font-family:inherit;font-size:12px;color:#555;white-space:pre-wrap">${escapeHtml(o.signature.trim())}</pre>
</div></body></html>`;
  return { subject: o.subject, text, html };
}
