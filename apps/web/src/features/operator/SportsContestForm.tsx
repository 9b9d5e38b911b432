import {
  createSportsContestRequestSchema,
  leagueIds,
  sportsContestRuleSchema,
  sportsEligibilitySchema,
  type CreateSportsContestRequest,
  type OperatorGameSet,
  type SportsContest,
  type SportsGameType,
  type SportsPrizeKind,
} from '@powerplay/contracts';
import { defaultKitFor, sportsPowerplayNames, type SportsPowerplayId } from '@powerplay/domain';
import { useState } from 'react';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { Loading } from '../../components/ui/Loading';
import { Field } from '../../components/ui/Field';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import { QueryError } from '../../components/ui/QueryError';
import { describeError } from '../../lib/api';
import { noticeText, type Message } from '../../lib/messages';
import { parseDollarsToCents, parseWholeNumber } from '../../lib/money';
import { contractResolver, firstError, Refusal, type Unchecked } from '../../lib/validation';
import { useBrand } from '../brand';
import { scoreUnit } from '../sports';
import { fixedLimits, gridRows, isBlank, seededValues, type GridRow, type PrizeValues } from './contest-grid';
import { useCreateSportsContest, useSportsCatalog } from './sportsApi';

interface Values {
  gameTypeId: string;
  /** The chosen game type's rule (set with it): which grid the form edits. */
  rule: string;
  sponsor: string;
  name: string;
  minTeams: string;
  maxTeams: string;
  /** docs/rules/sports.md "Waiting For Players": entries needed to play (1: no minimum). */
  minPlayers: string;
  eligibility: CreateSportsContestRequest['eligibility'];
  restriction: string;
  kind: SportsPrizeKind;
  /** The grid's rows by slot (`gridRows`: teams, hand rank, bracket size, High 5's row). */
  prizes: Record<string, PrizeValues>;
  /** The powerplay kit by powerplay id: how many each entry starts with (the type's kit to begin with). */
  kit: Record<string, string>;
}

const kindLabels: Record<SportsPrizeKind, string> = { cash: 'Cash', points: 'Points', items: 'Items' };
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
  'powerplayKit',
] as const;

/**
 * Builds the request: here numbers are only parsed (dollars and cents, whole points), a prize that does
 * not parse is refused; the schema checks the shape and the server the rules (grid rows from min to max
 * of one kind, the game type's sport, the set not started), answering with the catalogue.
 */
function toRequest(values: Values): Unchecked<typeof createSportsContestRequestSchema> | Refusal {
  const invalid = new Refusal('prizes', 'SPORTS_CONTEST_INVALID');
  const rule = ruleOf(values.rule);
  const prizes: CreateSportsContestRequest['prizes'] = [];
  for (const row of gridRows(rule, values.minTeams, values.maxTeams)) {
    const v = values.prizes[row.slot] ?? { total: '', amount: '', description: '', retailValue: '' };
    if (isBlank(row, v, values.kind)) continue;
    const teams = row.key ?? parseWholeNumber(v.total);
    if (teams === null) return invalid;
    if (values.kind === 'items') {
      const text = v.retailValue.trim();
      const retail = text === '' ? null : parseDollarsToCents(text);
      if (text !== '' && retail === null) return invalid;
      prizes.push({ teams, kind: 'items', amount: 0, description: v.description, retailValueCents: retail });
    } else {
      const amount = values.kind === 'cash' ? parseDollarsToCents(v.amount) : parseWholeNumber(v.amount);
      if (amount === null) return invalid;
      prizes.push({ teams, kind: values.kind, amount });
    }
  }
  // A contest type's limits are its own (the server keeps them whatever is sent).
  const limits = fixedLimits(rule);
  return {
    gameTypeId: parseWholeNumber(values.gameTypeId),
    sponsor: values.sponsor,
    ...(values.name.trim() === '' ? {} : { name: values.name }),
    minTeams: limits ? limits.min : parseWholeNumber(values.minTeams),
    maxTeams: limits ? limits.max : parseWholeNumber(values.maxTeams),
    minPlayers: parseWholeNumber(values.minPlayers),
    eligibility: values.eligibility,
    restriction: values.restriction,
    prizes,
    ...(Object.keys(values.kit).length > 0 ? { powerplayKit: kitOf(values.kit) } : {}),
  };
}

/** The kit as typed: a count that is not a whole number is sent as typed, for the schema to refuse. */
const kitOf = (kit: Record<string, string>) =>
  Object.fromEntries(Object.entries(kit).map(([id, n]) => [id, parseWholeNumber(n) ?? n]));

/** A rule as the form keeps it (a string) back to the game type's. */
const ruleOf = (rule: string): SportsGameType['rule'] =>
  (sportsContestRuleSchema.options as readonly string[]).includes(rule)
    ? (rule as NonNullable<SportsGameType['rule']>)
    : null;

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
          {rows.length === 0 ? (
            <p className="hint-text">
              Enter the minimum and maximum teams (1 to 64) for the grid&rsquo;s rows.
            </p>
          ) : (
            <>
              {rows.some((r) => r.optional) ? (
                <p className="hint-text">A row left blank pays nothing.</p>
              ) : null}
              {rows.map((row) => (
                <GridRowFields
                  key={row.slot}
                  row={row}
                  id={`${p}-${row.slot}`}
                  kind={kind}
                  unit={unit}
                  register={register}
                />
              ))}
            </>
          )}
        </fieldset>
        {Object.keys(kit).length > 0 ? (
          <fieldset className="tier-table">
            <legend>Powerplays each entry starts with (0: none)</legend>
            <div className="field-row">
              {Object.keys(kit).map((id) => (
                <Field key={id} id={`${p}-kit-${id}`} label={powerplayName(Number(id))}>
                  <input type="text" inputMode="numeric" autoComplete="off" {...register(`kit.${id}`)} />
                </Field>
              ))}
            </div>
          </fieldset>
        ) : null}
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

/** One row of the grid: its key (High 5: the minimum total, typed), then its prize. */
function GridRowFields(props: {
  row: GridRow;
  id: string;
  kind: SportsPrizeKind;
  unit: string;
  register: UseFormRegister<Values>;
}) {
  const { row, id, kind, register } = props;
  const slot = `prizes.${row.slot}` as const;
  const label = row.key === null ? `, ${row.label}` : ` for ${row.label}`;
  return (
    <div className="tier-row">
      {row.key === null ? (
        <Field id={`${id}-total`} label={`Total at least (${props.unit})${label}`}>
          <input type="text" inputMode="numeric" autoComplete="off" {...register(`${slot}.total`)} />
        </Field>
      ) : (
        <span className="tier-teams">{row.label}</span>
      )}
      {kind === 'items' ? (
        <>
          <Field id={`${id}-desc`} label={`Item${label}`}>
            <input type="text" autoComplete="off" maxLength={200} {...register(`${slot}.description`)} />
          </Field>
          <Field id={`${id}-retail`} label={`Retail value ($)${label}`}>
            <input type="text" inputMode="decimal" autoComplete="off" {...register(`${slot}.retailValue`)} />
          </Field>
        </>
      ) : (
        <Field id={`${id}-amount`} label={kind === 'cash' ? `Prize ($)${label}` : `Prize (points)${label}`}>
          <input
            type="text"
            inputMode={kind === 'cash' ? 'decimal' : 'numeric'}
            autoComplete="off"
            {...register(`${slot}.amount`)}
          />
        </Field>
      )}
    </div>
  );
}

/** A kit as the form's strings. */
const kitValues = (kit: Readonly<Record<number, number>>) =>
  Object.fromEntries(Object.entries(kit).map(([id, n]) => [id, String(n)]));

const powerplayName = (id: number) => sportsPowerplayNames[id as SportsPowerplayId] ?? `Powerplay ${id}`;
