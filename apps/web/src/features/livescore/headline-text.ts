import { notices } from '@powerplay/contracts';
import { noticeText } from '../../lib/messages';

/** What each contest type's headline stands for (the live score's summary and Game Central's). */
export const contestTypeLabels = {
  high5: 'Total',
  zones: 'In their zone',
  pick5: 'Hand',
  brackets: 'Bracket',
} as const;

/** A contest type's headline (a notice code and its parameters, from the server). */
export function headlineText(headline: { code: string; params: Record<string, string | number> }): string {
  return headline.code in notices
    ? noticeText(headline.code as keyof typeof notices, headline.params)
    : Object.values(headline.params).join(' ');
}
