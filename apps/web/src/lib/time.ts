/** Dates and times as the site shows them: always New York time. */

export const NEW_YORK = 'America/New_York';

const formatter = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: NEW_YORK, ...options });

const day = { month: 'short', day: 'numeric', year: 'numeric' } as const;
const dayFormat = formatter(day);
const minuteFormat = formatter({ ...day, hour: 'numeric', minute: '2-digit' });
const minuteZoneFormat = formatter({ ...day, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
const drawFormat = formatter({
  weekday: 'short',
  ...day,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "Jan 5, 2026". */
export const formatDate = (iso: string | number) => dayFormat.format(new Date(iso));
/** "Nov 23, 2026, 8:00 PM", for compact lists. */
export const formatShortDate = (iso: string | number) => minuteFormat.format(new Date(iso));
/** "Jan 5, 2026, 3:00 PM EST". */
export const formatDateTime = (iso: string | number) => minuteZoneFormat.format(new Date(iso));
/** "Sun, Nov 23, 2026, 8:00 PM EST": a draw's date. */
export const formatDrawDate = (iso: string | number) => drawFormat.format(new Date(iso));
