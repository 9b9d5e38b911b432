import {
  createSportsContestRequestSchema,
  leagueIds,
  sportsEligibilitySchema,
  type CreateSportsContestRequest,
  type OperatorGameSet,
  type SportsContest,
} from '@powerplay/contracts';
import { defaultKitFor } from '@powerplay/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Loading } from '../../components/ui/Loading';
import { Field } from '../../components/ui/Field';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import { QueryError } from '../../components/ui/QueryError';
import { describeError } from '../../lib/api';
import { noticeText, type Message } from '../../lib/messages';
import { contractResolver, firstError } from '../../lib/validation';
import { useBrand } from '../brand';
import { scoreUnit } from '../sports';
import { fixedLimits, gridRows, seededValues } from './contest-grid';
import { PrizeGridFields } from './SportsContestGrid';
import { FIELD_ORDER, kitValues, ruleOf, toRequest, type Values } from './sports-contest-request';
import { useCreateSportsContest, useSportsCatalog } from './sportsApi';

/** A new contest on a game set that has not started (sponsor, game type, prize grid, teams, eligibility). */
export function SportsContestForm({ gameSet }: { gameSet: OperatorGameSet }) {
  const catalog = useSportsCatalog();
  const create = useCreateSportsContest();
  const [message, setMessage] = useState<Message | null>(null);
  const [created, setCreated] = useState<SportsContest | null>(null);
  // The brand's sponsor line is the default sponsor: the operator names another when there is one.
  const { sponsorLine } = useBrand();
  const { register, handleSubmit, control, setValue } = useForm<Values, unknown, CreateSportsContestRequest>({
    resolver: contractResolver(createSportsContestRequestSchema, toRequest),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
    defaultValues: {
      gameTypeId: '',
      rule: '',
      sponsor: sponsorLine,
      name: '',
      minTeams: '1',
      maxTeams: '10',
      minPlayers: '1',
      eligibility: 'ALL',
      restriction: 'ENTRY',
      kind: 'cash',
      prizes: {},
      kit: {},
    },
  });
  const [minTeams, maxTeams, kind, ruleValue, kit] = useWatch({
    control,
    name: ['minTeams', 'maxTeams', 'kind', 'rule', 'kit'],
  });
  const rule = ruleOf(ruleValue);
  const rows = gridRows(rule, minTeams, maxTeams);
  const limits = fixedLimits(rule);
  const unit = scoreUnit[gameSet.league];
  const p = `sports-contest-${gameSet.id}`;

  // The game types that play by a rule in this set's league (the mock-ups take no contests).
  const gameTypes =
    catalog.data?.sports
      .filter((s) => s.leagueId === leagueIds[gameSet.league])
      .flatMap((s) => s.gameTypes.filter((g) => g.rule !== null)) ?? [];

  const onSubmit = handleSubmit(
    (request) => {
      setCreated(null);
      create.mutate(
        { gameSetId: gameSet.id, body: request },
        {
          onSuccess: ({ contest }) => setCreated(contest),
          onError: (error) => setMessage(describeError(error)),
        },
      );
    },
    (errors) => setMessage(firstError(errors, FIELD_ORDER).message),
  );

  if (catalog.isPending) return <Loading />;
  if (catalog.isError) return <QueryError error={catalog.error} onRetry={() => void catalog.refetch()} />;

  return (
    <div className="sports-contest-form">
      <h4 id={`${p}-title`}>{`Add a contest to game set #${gameSet.id}`}</h4>
      <Notice
        text={
          created
            ? noticeText('SPORTS_CONTEST_CREATED', {
                id: created.id,
                name: created.name,
                gameSetId: created.gameSetId,
              })
            : null
        }
      />
      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={`${p}-title`}>
        <div className="field-row">
          <Field id={`${p}-type`} label="Game type">
            <select
              {...register('gameTypeId', {
                // The grid follows the type: its rows, and the seeded figures where docs/rules/sports.md
                // gives some.
                onChange: (e: { target: { value: string } }) => {
                  const type = gameTypes.find((g) => String(g.id) === e.target.value);
                  setValue('rule', type?.rule ?? '');
                  const seeded = seededValues(type?.rule ?? null, gameSet.league);
                  setValue('prizes', seeded?.prizes ?? {});
                  if (seeded) setValue('kind', seeded.kind);
                  setValue('kit', type?.rule ? kitValues(defaultKitFor(type.rule, gameSet.league)) : {});
                },
              })}
            >
              <option value="">Choose…</option>
              {gameTypes.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${p}-sponsor`} label="Sponsor">
            <input type="text" autoComplete="off" maxLength={80} {...register('sponsor')} />
          </Field>
          <Field id={`${p}-name`} label="Name (optional)">
            <input type="text" autoComplete="off" maxLength={80} {...register('name')} />
          </Field>
        </div>
        <div className="field-row">
          {limits ? (
            <p className="hint-text">
              {limits.min === limits.max
                ? `Each entry picks exactly ${limits.min} teams.`
                : `Each entry picks ${limits.min} to ${limits.max} teams.`}
            </p>
          ) : (
            <>
              <Field id={`${p}-min`} label="Minimum teams">
                <input type="text" inputMode="numeric" autoComplete="off" {...register('minTeams')} />
              </Field>
              <Field id={`${p}-max`} label="Maximum teams">
                <input type="text" inputMode="numeric" autoComplete="off" {...register('maxTeams')} />
              </Field>
            </>
          )}
          <Field
            id={`${p}-min-players`}
            label="Minimum players"
            hint="Fewer entries at the first match cancel the contest (1: no minimum)."
          >
            <input type="text" inputMode="numeric" autoComplete="off" {...register('minPlayers')} />
          </Field>
          <Field id={`${p}-eligibility`} label="Eligibility">
            <select {...register('eligibility')}>
              {sportsEligibilitySchema.options.map((e) => (
                <option key={e} value={e}>
                  {e}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${p}-restriction`} label="Restriction">
            <input type="text" autoComplete="off" maxLength={40} {...register('restriction')} />
          </Field>
        </div>
        <PrizeGridFields p={p} rows={rows} kind={kind} kit={kit} unit={unit} register={register} />
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create contest'}
          </button>
        </div>
      </form>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </div>
  );
}
