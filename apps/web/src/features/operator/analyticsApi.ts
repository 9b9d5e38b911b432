import type { OperatorAnalyticsResponse } from '@powerplay/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { NEW_YORK } from '../../lib/time';
import { operatorKeys } from './queryKeys';

/** A range of New York days, `YYYY-MM-DD`, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** Today in New York, `YYYY-MM-DD` ('en-CA' writes dates that way). */
export const newYorkToday = (now = new Date()) => now.toLocaleDateString('en-CA', { timeZone: NEW_YORK });

/** `day` moved by `days` calendar days (UTC arithmetic on a date: no time zone, no clock change). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The last `days` New York days, today included. */
export const lastDays = (days: number, now = new Date()): DayRange => {
  const to = newYorkToday(now);
  return { from: addDays(to, 1 - days), to };
};

/** `GET /api/operator/analytics`: the dashboard's figures; the previous range stays shown while a new one loads. */
export function useAnalytics(range: DayRange) {
  return useQuery({
    queryKey: operatorKeys.analytics(range.from, range.to),
    queryFn: ({ signal }) =>
      apiFetch<OperatorAnalyticsResponse>(
        `/api/operator/analytics?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
