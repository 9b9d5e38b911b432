import { scheduleGameRequestSchema, type LotteryGame, type ScheduleGameRequest } from '@powerplay/contracts';
import { gameTypeConfigs, gameTypes, wallClockToUtc, type GameType, type PrizeTier } from '@powerplay/domain';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Field } from '../../components/ui/Field';
import { MessageDialog } from '../../components/ui/MessageDialog';
import type { Message } from '../../lib/messages';
import { Notice } from '../../components/ui/Notice';
import { describeError } from '../../lib/api';
import { noticeText } from '../../lib/messages';
import { contractResolver, firstError, Refusal, type Unchecked } from '../../lib/validation';
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

/** The order in which the request's problems are reported. */
const FIELD_ORDER = [
  'startAt',
  'ballIntervalSeconds',
  'delaySeconds',
  'finalWindowSeconds',
  'prizeTiers',
  'gameType',
] as const;

/**
 * The form's text to the request's input: the New York time to an instant, whole seconds, dollars and
 * cents, whole points. The contracts' schema checks the rest; the server checks the game's rules (the
 * timings together, the start, the prize table against the game) and answers with the catalogue.
 */
function toRequest(draft: Draft): Unchecked<typeof scheduleGameRequestSchema> | Refusal {
  const startAt = newYorkInstant(draft.start);
  if (!startAt) return new Refusal('startAt', 'SCHEDULE_START_REQUIRED');
  const [ballIntervalSeconds, delaySeconds, finalWindowSeconds] = [
    draft.ballIntervalSeconds,
    draft.delaySeconds,
    draft.finalWindowSeconds,
  ].map((text) => parseWholeNumber(text));
  if (ballIntervalSeconds == null || delaySeconds == null || finalWindowSeconds == null)
    return new Refusal('ballIntervalSeconds', 'TIMINGS_INVALID');
  const prizeTiers: PrizeTier[] = [];
  for (const row of draft.tiers) {
    const hits = parseWholeNumber(row.hits);
    const amount = row.kind === 'cash' ? parseDollarsToCents(row.amount) : parseWholeNumber(row.amount);
    if (hits === null || amount === null) return new Refusal('prizeTiers', 'PRIZE_TIERS_INVALID');
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
  const [message, setMessage] = useState<Message | null>(null);
  const [scheduled, setScheduled] = useState<LotteryGame | null>(null);
  const { register, handleSubmit, control, reset, getValues } = useForm<Draft, unknown, ScheduleGameRequest>({
    defaultValues: defaultsOf('747', ''),
    resolver: contractResolver(scheduleGameRequestSchema, toRequest),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const tiers = useFieldArray({ control, name: 'tiers' });
  const gameType = useWatch({ control, name: 'gameType' });
  const rows = useWatch({ control, name: 'tiers' });
  const picks = gameTypeConfigs[gameType].picks;

  const onSubmit = handleSubmit(
    (request) => {
      setScheduled(null);
      schedule.mutate(request, {
        onSuccess: ({ game }) => setScheduled(game),
        onError: (error) => setMessage(describeError(error)),
      });
    },
    (errors) => setMessage(firstError(errors, FIELD_ORDER).message),
  );

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
              {...register('gameType', {
                // Another game starts from its own timings and prize table; the start stays.
                onChange: (e: React.ChangeEvent<HTMLSelectElement>) =>
                  reset(defaultsOf(e.target.value as GameType, getValues('start'))),
              })}
            >
              {gameTypes.map((type) => (
                <option key={type} value={type}>
                  {gameTypeConfigs[type].name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="schedule-start" label="Starts at (New York time)">
            <input type="datetime-local" {...register('start')} />
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
              <input type="text" inputMode="numeric" autoComplete="off" {...register(key)} />
            </Field>
          ))}
        </div>
        <fieldset className="tier-table">
          <legend>Prize table ({picks} picks)</legend>
          {tiers.fields.map((field, index) => (
            <div className="tier-row" key={field.id}>
              <Field id={`tier-hits-${index}`} label="Matches">
                <input type="text" inputMode="numeric" {...register(`tiers.${index}.hits`)} />
              </Field>
              <Field
                id={`tier-amount-${index}`}
                label={rows[index]?.kind === 'points' ? 'Prize (points)' : 'Prize ($)'}
              >
                <input type="text" inputMode="decimal" {...register(`tiers.${index}.amount`)} />
              </Field>
              <Field id={`tier-kind-${index}`} label="Paid in">
                <select {...register(`tiers.${index}.kind`)}>
                  <option value="cash">Cash</option>
                  <option value="points">Points</option>
                </select>
              </Field>
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => tiers.remove(index)}
              >
                Remove<span className="visually-hidden"> the {rows[index]?.hits || 'new'}-match tier</span>
              </button>
            </div>
          ))}
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => tiers.append({ hits: '', amount: '', kind: 'cash' })}
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
