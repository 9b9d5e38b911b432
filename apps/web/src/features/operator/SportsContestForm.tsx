import {
  createSportsContestRequestSchema,
  leagueIds,
  sportsEligibilitySchema,
  type CreateSportsContestRequest,
  type OperatorGameSet,
  type SportsContest,
  type SportsPrizeKind,
} from '@powerplay/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Loading } from '../../components/ui/Loading';
import { Field } from '../../components/ui/Field';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import { QueryError } from '../../components/ui/QueryError';
import { describeError } from '../../lib/api';
import { noticeText, type Message } from '../../lib/messages';
import { parseDollarsToCents, parseWholeNumber } from '../../lib/money';
import { contractResolver, firstError, Refusal, type Unchecked } from '../../lib/validation';
import { useCreateSportsContest, useSportsCatalog } from './sportsApi';

interface PrizeValues {
  amount: string;
  description: string;
  retailValue: string;
}

interface Values {
  gameTypeId: string;
  sponsor: string;
  name: string;
  minTeams: string;
  maxTeams: string;
  /** GAME-RULES "Waiting For Players": entries needed to play (1: no minimum). */
  minPlayers: string;
  eligibility: CreateSportsContestRequest['eligibility'];
  restriction: string;
  kind: SportsPrizeKind;
  /** The grid's rows by number of teams (a row shows for each number from min to max). */
  prizes: Record<string, PrizeValues>;
}

const kindLabels: Record<SportsPrizeKind, string> = { cash: 'Cash', points: 'Points', items: 'Items' };
const MAX_TEAMS = 64;

/** The numbers of teams the grid needs a row for: min..max, once both are whole numbers in range. */
export function gridTeams(min: string, max: string): number[] {
  const from = parseWholeNumber(min);
  const to = parseWholeNumber(max);
  if (from === null || to === null || from < 1 || to < from || to > MAX_TEAMS) return [];
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The order in which the request's problems are reported. */
const FIELD_ORDER = [
  'gameTypeId',
  'sponsor',
  'name',
  'minTeams',
  'maxTeams',
  'minPlayers',
  'eligibility',
  'restriction',
  'prizes',
] as const;

/**
 * Builds the request: here numbers are only parsed (dollars and cents, whole points), a prize that does
 * not parse is refused; the schema checks the shape and the server the rules (grid rows from min to max
 * of one kind, the game type's sport, the set not started), answering with the catalogue.
 */
function toRequest(values: Values): Unchecked<typeof createSportsContestRequestSchema> | Refusal {
  const invalid = new Refusal('prizes', 'SPORTS_CONTEST_INVALID');
  const teams = gridTeams(values.minTeams, values.maxTeams);
  const prizes: CreateSportsContestRequest['prizes'] = [];
  for (const n of teams) {
    const row = values.prizes[String(n)] ?? { amount: '', description: '', retailValue: '' };
    if (values.kind === 'items') {
      const text = row.retailValue.trim();
      const retail = text === '' ? null : parseDollarsToCents(text);
      if (text !== '' && retail === null) return invalid;
      prizes.push({
        teams: n,
        kind: 'items',
        amount: 0,
        description: row.description,
        retailValueCents: retail,
      });
    } else {
      const amount = values.kind === 'cash' ? parseDollarsToCents(row.amount) : parseWholeNumber(row.amount);
      if (amount === null) return invalid;
      prizes.push({ teams: n, kind: values.kind, amount });
    }
  }
  return {
    gameTypeId: parseWholeNumber(values.gameTypeId),
    sponsor: values.sponsor,
    ...(values.name.trim() === '' ? {} : { name: values.name }),
    minTeams: parseWholeNumber(values.minTeams),
    maxTeams: parseWholeNumber(values.maxTeams),
    minPlayers: parseWholeNumber(values.minPlayers),
    eligibility: values.eligibility,
    restriction: values.restriction,
    prizes,
  };
}

/** A new contest on a game set that has not started (sponsor, game type, prize grid, teams, eligibility). */
export function SportsContestForm({ gameSet }: { gameSet: OperatorGameSet }) {
  const catalog = useSportsCatalog();
  const create = useCreateSportsContest();
  const [message, setMessage] = useState<Message | null>(null);
  const [created, setCreated] = useState<SportsContest | null>(null);
  const { register, handleSubmit, control } = useForm<Values, unknown, CreateSportsContestRequest>({
    resolver: contractResolver(createSportsContestRequestSchema, toRequest),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
    defaultValues: {
      gameTypeId: '',
      sponsor: '',
      name: '',
      minTeams: '1',
      maxTeams: '10',
      minPlayers: '1',
      eligibility: 'ALL',
      restriction: 'ENTRY',
      kind: 'cash',
      prizes: {},
    },
  });
  const [minTeams, maxTeams, kind] = useWatch({ control, name: ['minTeams', 'maxTeams', 'kind'] });
  const teams = gridTeams(minTeams, maxTeams);
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
            <select {...register('gameTypeId')}>
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
          <Field id={`${p}-min`} label="Minimum teams">
            <input type="text" inputMode="numeric" autoComplete="off" {...register('minTeams')} />
          </Field>
          <Field id={`${p}-max`} label="Maximum teams">
            <input type="text" inputMode="numeric" autoComplete="off" {...register('maxTeams')} />
          </Field>
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
        <fieldset className="tier-table">
          <legend>Prize grid (each row&rsquo;s prize is divided equally among its winners)</legend>
          <Field id={`${p}-kind`} label="Paid in">
            <select {...register('kind')}>
              {(Object.keys(kindLabels) as SportsPrizeKind[]).map((k) => (
                <option key={k} value={k}>
                  {kindLabels[k]}
                </option>
              ))}
            </select>
          </Field>
          {teams.length === 0 ? (
            <p className="hint-text">
              Enter the minimum and maximum teams (1 to 64) for the grid&rsquo;s rows.
            </p>
          ) : (
            teams.map((n) => (
              <div className="tier-row" key={n}>
                <span className="tier-teams">{`${n} ${n === 1 ? 'team' : 'teams'}`}</span>
                {kind === 'items' ? (
                  <>
                    <Field id={`${p}-desc-${n}`} label={`Item for ${n} teams`}>
                      <input
                        type="text"
                        autoComplete="off"
                        maxLength={200}
                        {...register(`prizes.${n}.description`)}
                      />
                    </Field>
                    <Field id={`${p}-retail-${n}`} label={`Retail value ($) for ${n} teams`}>
                      <input
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        {...register(`prizes.${n}.retailValue`)}
                      />
                    </Field>
                  </>
                ) : (
                  <Field
                    id={`${p}-amount-${n}`}
                    label={kind === 'cash' ? `Prize ($) for ${n} teams` : `Prize (points) for ${n} teams`}
                  >
                    <input
                      type="text"
                      inputMode={kind === 'cash' ? 'decimal' : 'numeric'}
                      autoComplete="off"
                      {...register(`prizes.${n}.amount`)}
                    />
                  </Field>
                )}
              </div>
            ))
          )}
        </fieldset>
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
