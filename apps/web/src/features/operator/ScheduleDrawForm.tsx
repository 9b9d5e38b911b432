import { notices, type LotteryGame, type ScheduleGameRequest } from '@powerplay/contracts';
import { gameTypeConfigs, gameTypes, wallClockToUtc, type GameType, type PrizeTier } from '@powerplay/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Field } from '../../components/ui/Field';
import { MessageDialog } from '../../components/ui/MessageDialog';
import type { Message } from '../../lib/messages';
import { Notice } from '../../components/ui/Notice';
import { describeError } from '../../lib/api';
import { messageOf, noticeText } from '../../lib/messages';
import { formatDrawDate, NEW_YORK } from '../../lib/time';
import { pickPath } from '../lottery';
import { centsToInput, parseDollarsToCents, parseWholeNumber } from '../../lib/money';
import { useScheduleDraw } from './api';

interface TierRow {
  hits: string;
  amount: string;
  kind: PrizeTier['kind'];
}

interface Draft {
  gameType: GameType;
  /** `YYYY-MM-DDTHH:mm` of a datetime-local input, read as New York time. */
  start: string;
  ballIntervalSeconds: string;
  delaySeconds: string;
  finalWindowSeconds: string;
  tiers: TierRow[];
}

const toRow = (t: PrizeTier): TierRow => ({
  hits: String(t.hits),
  amount: t.kind === 'cash' ? centsToInput(t.amount) : String(t.amount),
  kind: t.kind,
});

/** The game type's seeded timings and prize table, as the form's starting values. */
function defaultsOf(gameType: GameType, start: string): Draft {
  const config = gameTypeConfigs[gameType];
  return {
    gameType,
    start,
    ballIntervalSeconds: String(config.timings.ballIntervalSeconds),
    delaySeconds: String(config.timings.delaySeconds),
    finalWindowSeconds: String(config.timings.finalWindowSeconds),
    tiers: config.prizeTiers.map(toRow),
  };
}

/** `2026-11-29T20:00` (New York wall-clock) → the ISO instant, or null when incomplete. */
export function newYorkInstant(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(wallClockToUtc(Date.UTC(year, month - 1, day, hour, minute), NEW_YORK)).toISOString();
}

/**
 * Builds the request from the form. Here numbers are only parsed (whole seconds, dollars and cents, whole
 * points); the server checks the rules (timings, start, prize table) and answers with the catalogue.
 */
function toRequest(draft: Draft): ScheduleGameRequest | Message {
  const startAt = newYorkInstant(draft.start);
  if (!startAt) return notices.SCHEDULE_START_REQUIRED;
  const timings = [draft.ballIntervalSeconds, draft.delaySeconds, draft.finalWindowSeconds].map((text) =>
    parseWholeNumber(text),
  );
  const [ballIntervalSeconds, delaySeconds, finalWindowSeconds] = timings;
  if (ballIntervalSeconds == null || delaySeconds == null || finalWindowSeconds == null)
    return messageOf('TIMINGS_INVALID');
  const prizeTiers: PrizeTier[] = [];
  for (const row of draft.tiers) {
    const hits = parseWholeNumber(row.hits);
    const amount = row.kind === 'cash' ? parseDollarsToCents(row.amount) : parseWholeNumber(row.amount);
    if (hits === null || amount === null) return messageOf('PRIZE_TIERS_INVALID');
    prizeTiers.push({ hits, amount, kind: row.kind });
  }
  return {
    gameType: draft.gameType,
    startAt,
    ballIntervalSeconds,
    delaySeconds,
    finalWindowSeconds,
    prizeTiers,
  };
}

/** Schedules a draw (docs/rules/lottery.md: timings and prize tables are per game, set by an operator). */
export function ScheduleDrawForm() {
  const schedule = useScheduleDraw();
  const [draft, setDraft] = useState<Draft>(() => defaultsOf('747', ''));
  const [message, setMessage] = useState<Message | null>(null);
  const [scheduled, setScheduled] = useState<LotteryGame | null>(null);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setTier = (index: number, patch: Partial<TierRow>) =>
    set({ tiers: draft.tiers.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  const picks = gameTypeConfigs[draft.gameType].picks;

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const request = toRequest(draft);
    if ('message' in request) {
      setMessage(request);
      return;
    }
    setScheduled(null);
    schedule.mutate(request, {
      onSuccess: ({ game }) => setScheduled(game),
      onError: (error) => setMessage(describeError(error)),
    });
  }

  return (
    <section className="account-card" aria-labelledby="schedule-title">
      <h2 id="schedule-title">Schedule a draw</h2>
      <p className="hint-text">
        Times are New York time. The timings and prize table start from the game&rsquo;s defaults; each prize
        is divided equally among that tier&rsquo;s winners.
      </p>
      <Notice
        text={
          scheduled
            ? noticeText('DRAW_SCHEDULED', {
                id: scheduled.id,
                name: scheduled.name,
                date: formatDrawDate(scheduled.startAt),
              })
            : null
        }
      />
      {scheduled ? (
        <p className="small">
          Commitment <code className="break">{scheduled.commitment}</code> ·{' '}
          <Link to={pickPath(scheduled.gameType)}>Open the pick page</Link>
        </p>
      ) : null}
      <form className="form schedule-form" noValidate onSubmit={onSubmit}>
        <div className="field-row">
          <Field id="schedule-game" label="Game">
            <select
              value={draft.gameType}
              onChange={(e) => setDraft(defaultsOf(e.target.value as GameType, draft.start))}
            >
              {gameTypes.map((type) => (
                <option key={type} value={type}>
                  {gameTypeConfigs[type].name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="schedule-start" label="Starts at (New York time)">
            <input
              type="datetime-local"
              value={draft.start}
              onChange={(e) => set({ start: e.target.value })}
            />
          </Field>
        </div>
        <div className="field-row">
          {(
            [
              ['ballIntervalSeconds', 'Seconds between balls'],
              ['delaySeconds', 'Coming Up! seconds'],
              ['finalWindowSeconds', 'Final window seconds'],
            ] as const
          ).map(([key, label]) => (
            <Field key={key} id={`schedule-${key}`} label={label}>
              <input
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={draft[key]}
                onChange={(e) => set({ [key]: e.target.value })}
              />
            </Field>
          ))}
        </div>
        <fieldset className="tier-table">
          <legend>Prize table ({picks} picks)</legend>
          {draft.tiers.map((row, index) => (
            <div className="tier-row" key={index}>
              <Field id={`tier-hits-${index}`} label="Matches">
                <input
                  type="text"
                  inputMode="numeric"
                  value={row.hits}
                  onChange={(e) => setTier(index, { hits: e.target.value })}
                />
              </Field>
              <Field id={`tier-amount-${index}`} label={row.kind === 'cash' ? 'Prize ($)' : 'Prize (points)'}>
                <input
                  type="text"
                  inputMode="decimal"
                  value={row.amount}
                  onChange={(e) => setTier(index, { amount: e.target.value })}
                />
              </Field>
              <Field id={`tier-kind-${index}`} label="Paid in">
                <select
                  value={row.kind}
                  onChange={(e) => setTier(index, { kind: e.target.value as TierRow['kind'] })}
                >
                  <option value="cash">Cash</option>
                  <option value="points">Points</option>
                </select>
              </Field>
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => set({ tiers: draft.tiers.filter((_, i) => i !== index) })}
              >
                Remove<span className="visually-hidden"> the {row.hits || 'new'}-match tier</span>
              </button>
            </div>
          ))}
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => set({ tiers: [...draft.tiers, { hits: '', amount: '', kind: 'cash' }] })}
          >
            Add a tier
          </button>
        </fieldset>
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={schedule.isPending}>
            {schedule.isPending ? 'Scheduling…' : 'Schedule draw'}
          </button>
        </div>
      </form>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}
