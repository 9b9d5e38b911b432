import { leagueScheduleRequestSchema, type League, type LeagueScheduleRequest } from '@powerplay/contracts';
import { gameTypeConfigs, gameTypes } from '@powerplay/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Field } from '../../../components/ui/Field';
import { MessageDialog } from '../../../components/ui/MessageDialog';
import { Modal } from '../../../components/ui/Modal';
import { QueryError } from '../../../components/ui/QueryError';
import { describeError } from '../../../lib/api';
import type { Message } from '../../../lib/messages';
import { contractResolver, firstError, Refusal, type FieldProblem } from '../../../lib/validation';
import { useSports } from '../../sports';
import { useAddLeagueSchedule, useRemoveLeagueSchedule } from './api';

type Schedule = League['schedules'][number];

/**
 * The league's recurring contests (docs/rules/friends.md "Leagues"): each gets a league contest every
 * time a contest or draw of its type takes entries. The commissioner adds and stops them; stopping one
 * keeps the contests already made.
 */
export function LeagueSchedules({ league, commissioner }: { league: League; commissioner: boolean }) {
  const [adding, setAdding] = useState(false);
  const [stopping, setStopping] = useState<Schedule | null>(null);
  const [refusal, setRefusal] = useState<Message | null>(null);
  const stop = useRemoveLeagueSchedule(league.id);

  const confirm = () => {
    if (stopping === null) return;
    stop.mutate(stopping.id, {
      onError: (error) => setRefusal(describeError(error)),
      onSettled: () => setStopping(null),
    });
  };

  return (
    <section className="account-card" aria-labelledby="league-schedules-title">
      <div className="section-head">
        <h2 id="league-schedules-title">Recurring contests</h2>
        {commissioner ? (
          <button
            type="button"
            className="button button-secondary button-small"
            aria-haspopup="dialog"
            onClick={() => setAdding(true)}
          >
            Add a recurring contest
          </button>
        ) : null}
      </div>
      {league.schedules.length === 0 ? (
        <p className="muted">
          {commissioner
            ? 'None yet: add a game, and the league gets a contest of it every time it is on.'
            : 'None yet: the commissioner chooses the games the league plays.'}
        </p>
      ) : (
        <ul className="league-schedules">
          {league.schedules.map((s) => (
            <li key={s.id}>
              <span className="break">{s.title}</span>
              {commissioner ? (
                <button
                  type="button"
                  className="button button-secondary button-small"
                  aria-haspopup="dialog"
                  onClick={() => setStopping(s)}
                >
                  Stop<span className="visually-hidden">{` ${s.title}`}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {commissioner ? (
        <AddScheduleDialog league={league} open={adding} onClose={() => setAdding(false)} />
      ) : null}
      <ConfirmDialog
        open={stopping !== null}
        title="Stop this recurring contest?"
        confirmLabel="Stop"
        busy={stop.isPending}
        destructive
        onConfirm={confirm}
        onCancel={() => setStopping(null)}
      >
        <p>{`The league gets no new ${stopping?.title ?? ''} contests. Those already made stay, with their points.`}</p>
      </ConfirmDialog>
      <MessageDialog message={refusal} onClose={() => setRefusal(null)} />
    </section>
  );
}

interface Values {
  /** `lottery:747` or `sports:<game type id>`; empty until one is chosen. */
  game: string;
}

const FIELDS = ['game', 'gameTypeId', 'lotteryGameType'] as const;

/** The chosen option as the request's input, or the schema's refusal when nothing is chosen. */
function toInput({ game }: Values) {
  const [kind, value = ''] = game.split(':');
  if (kind === 'lottery') return { lotteryGameType: value };
  if (kind === 'sports') return { gameTypeId: Number(value) };
  return new Refusal('game', 'LEAGUE_GAME_TYPE_INVALID');
}

function AddScheduleDialog({
  league,
  open,
  onClose,
}: {
  league: League;
  open: boolean;
  onClose: () => void;
}) {
  const add = useAddLeagueSchedule(league.id);
  return (
    <Modal
      open={open}
      onClose={onClose}
      dismissible={!add.isPending}
      title="Add a recurring contest"
      description="Every contest or draw of this game still taking entries gets a league contest with every member in it. Each member plays their own entry."
      actions={null}
    >
      {open ? <AddScheduleForm league={league} add={add} onClose={onClose} /> : null}
    </Modal>
  );
}

function AddScheduleForm({
  league,
  add,
  onClose,
}: {
  league: League;
  add: ReturnType<typeof useAddLeagueSchedule>;
  onClose: () => void;
}) {
  const sports = useSports();
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [refusal, setRefusal] = useState<Message | null>(null);
  const { register, handleSubmit } = useForm<Values, unknown, LeagueScheduleRequest>({
    defaultValues: { game: '' },
    resolver: contractResolver(leagueScheduleRequestSchema, toInput),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  // A game the league already plays is not offered twice.
  const lotteryTaken = new Set(league.schedules.map((s) => s.lotteryGameType));
  const lotteryTypes = gameTypes.filter((type) => !lotteryTaken.has(type));
  const sportsTaken = new Set(league.schedules.map((s) => s.gameTypeId));
  const sportGroups = (sports.data?.sports ?? [])
    .map((sport) => ({
      sport,
      types: sport.gameTypes.filter((t) => t.rule !== null && !sportsTaken.has(t.id)),
    }))
    .filter((g) => g.types.length > 0);

  const onSubmit = handleSubmit(
    (request) => {
      setProblem(null);
      add.mutate(request, {
        onSuccess: onClose,
        onError: (error) => setRefusal(describeError(error)),
      });
    },
    (errors) => setProblem(firstError(errors, FIELDS)),
  );

  return (
    <form className="form friends-form" noValidate onSubmit={onSubmit}>
      <Field
        id="league-schedule-game"
        label="Game"
        hint="A lottery game plays every draw; a sports game every contest of its type."
        problem={problem}
        name={FIELDS}
        alertError
      >
        <select {...register('game')}>
          <option value="">Choose a game</option>
          {lotteryTypes.length > 0 ? (
            <optgroup label="Lottery">
              {lotteryTypes.map((type) => (
                <option key={type} value={`lottery:${type}`}>
                  {gameTypeConfigs[type].name}
                </option>
              ))}
            </optgroup>
          ) : null}
          {sportGroups.map(({ sport, types }) => (
            <optgroup key={sport.id} label={sport.name}>
              {types.map((t) => (
                <option key={t.id} value={`sports:${t.id}`}>
                  {`${sport.name} · ${t.name}`}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Field>
      {sports.isPending ? <p className="muted small">Loading the sports games…</p> : null}
      {sports.isError ? (
        <QueryError error={sports.error} onRetry={() => void sports.refetch()} retrying={sports.isFetching} />
      ) : null}
      <div className="dialog-actions confirm-actions">
        <button type="button" className="button button-secondary" onClick={onClose} disabled={add.isPending}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add'}
        </button>
      </div>
      <MessageDialog message={refusal} onClose={() => setRefusal(null)} />
    </form>
  );
}
