import { NEW_YORK } from '../../lib/time';

const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: NEW_YORK,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "7:05 PM EDT": a match's start time in New York ("Available at {time}"). */
export const formatShortTime = (iso: string) => timeFormat.format(new Date(iso));
