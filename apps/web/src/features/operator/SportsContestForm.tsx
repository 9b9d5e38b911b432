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
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import { QueryError } from '../../components/ui/QueryError';
import { describeError } from '../../lib/api';
import { messageOf, noticeText, type Message } from '../../lib/messages';
import { parseDollarsToCents, parseWholeNumber } from '../../lib/money';
import { firstIssueMessage } from '../../lib/validation';
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

/**
 * Builds the request: here numbers are only parsed (dollars and cents, whole points); the server checks
 * the rules (grid rows from min to max of one kind, the game type's sport, the set not started) and
 * answers with the catalogue.
 */
function toRequest(values: Values): CreateSportsContestRequest | Message {
  const invalid = messageOf('SPORTS_CONTEST_INVALID');
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
  const parsed = createSportsContestRequestSchema.safeParse({
    gameTypeId: parseWholeNumber(values.gameTypeId),
    sponsor: values.sponsor,
    ...(values.name.trim() === '' ? {} : { name: values.name }),
    minTeams: parseWholeNumber(values.minTeams),
    maxTeams: parseWholeNumber(values.maxTeams),
    eligibility: values.eligibility,
    restriction: values.restriction,
    prizes,
  });
  if (!parsed.success) {
    return firstIssueMessage(parsed.error.issues, [
      'gameTypeId',
      'sponsor',
      'name',
      'minTeams',
      'maxTeams',
      'eligibility',
      'restriction',
      'prizes',
    ]);
  }
  return parsed.data;
}

/** A new contest on a game set that has not started (sponsor, game type, prize grid, teams, eligibility). */
export function SportsContestForm({ gameSet }: { gameSet: OperatorGameSet }) {
  const catalog = useSportsCatalog();
  const create = useCreateSportsContest();
  const [message, setMessage] = useState<Message | null>(null);
  const [created, setCreated] = useState<SportsContest | null>(null);
  const { register, handleSubmit, control } = useForm<Values>({
    defaultValues: {
      gameTypeId: '',
      sponsor: '',
      name: '',
      minTeams: '1',
      maxTeams: '10',
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

  const onSubmit = handleSubmit((values) => {
    const request = toRequest(values);
    if ('message' in request) {
      setMessage(request);
      return;
    }
    setCreated(null);
    create.mutate(
      { gameSetId: gameSet.id, body: request },
      {
        onSuccess: ({ contest }) => setCreated(contest),
        onError: (error) => setMessage(describeError(error)),
      },
    );
  });

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
          <div className="field">
            <label htmlFor={`${p}-type`}>Game type</label>
            <select id={`${p}-type`} {...register('gameTypeId')}>
              <option value="">Choose…</option>
              {gameTypes.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${p}-sponsor`}>Sponsor</label>
            <input
              id={`${p}-sponsor`}
              type="text"
              autoComplete="off"
              maxLength={80}
              {...register('sponsor')}
            />
          </div>
          <div className="field">
            <label htmlFor={`${p}-name`}>Name (optional)</label>
            <input id={`${p}-name`} type="text" autoComplete="off" maxLength={80} {...register('name')} />
          </div>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${p}-min`}>Minimum teams</label>
            <input
              id={`${p}-min`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              {...register('minTeams')}
            />
          </div>
          <div className="field">
            <label htmlFor={`${p}-max`}>Maximum teams</label>
            <input
              id={`${p}-max`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              {...register('maxTeams')}
            />
          </div>
          <div className="field">
            <label htmlFor={`${p}-eligibility`}>Eligibility</label>
            <select id={`${p}-eligibility`} {...register('eligibility')}>
              {sportsEligibilitySchema.options.map((e) => (
                <option key={e} value={e}>
                  {e}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${p}-restriction`}>Restriction</label>
            <input
              id={`${p}-restriction`}
              type="text"
              autoComplete="off"
              maxLength={40}
              {...register('restriction')}
            />
          </div>
        </div>
        <fieldset className="tier-table">
          <legend>Prize grid (each row&rsquo;s prize is divided equally among its winners)</legend>
          <div className="field">
            <label htmlFor={`${p}-kind`}>Paid in</label>
            <select id={`${p}-kind`} {...register('kind')}>
              {(Object.keys(kindLabels) as SportsPrizeKind[]).map((k) => (
                <option key={k} value={k}>
                  {kindLabels[k]}
                </option>
              ))}
            </select>
          </div>
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
                    <div className="field">
                      <label htmlFor={`${p}-desc-${n}`}>{`Item for ${n} teams`}</label>
                      <input
                        id={`${p}-desc-${n}`}
                        type="text"
                        autoComplete="off"
                        maxLength={200}
                        {...register(`prizes.${n}.description`)}
                      />
                    </div>
                    <div className="field">
                      <label htmlFor={`${p}-retail-${n}`}>{`Retail value ($) for ${n} teams`}</label>
                      <input
                        id={`${p}-retail-${n}`}
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        {...register(`prizes.${n}.retailValue`)}
                      />
                    </div>
                  </>
                ) : (
                  <div className="field">
                    <label htmlFor={`${p}-amount-${n}`}>
                      {kind === 'cash' ? `Prize ($) for ${n} teams` : `Prize (points) for ${n} teams`}
                    </label>
                    <input
                      id={`${p}-amount-${n}`}
                      type="text"
                      inputMode={kind === 'cash' ? 'decimal' : 'numeric'}
                      autoComplete="off"
                      {...register(`prizes.${n}.amount`)}
                    />
                  </div>
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
