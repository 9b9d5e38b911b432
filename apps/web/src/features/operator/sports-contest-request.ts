import {
  createSportsContestRequestSchema,
  sportsContestRuleSchema,
  type CreateSportsContestRequest,
  type SportsGameType,
  type SportsPrizeKind,
} from '@powerplay/contracts';
import { parseDollarsToCents, parseWholeNumber } from '../../lib/money';
import { Refusal, type Unchecked } from '../../lib/validation';
import { fixedLimits, gridRows, isBlank, type PrizeValues } from './contest-grid';

/** The sports contest form's values (all as typed) and the request they make. */
export interface Values {
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

export const kindLabels: Record<SportsPrizeKind, string> = { cash: 'Cash', points: 'Points', items: 'Items' };
/** The order in which the request's problems are reported. */
export const FIELD_ORDER = [
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
export function toRequest(values: Values): Unchecked<typeof createSportsContestRequestSchema> | Refusal {
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
export const ruleOf = (rule: string): SportsGameType['rule'] =>
  (sportsContestRuleSchema.options as readonly string[]).includes(rule)
    ? (rule as NonNullable<SportsGameType['rule']>)
    : null;

/** A kit as the form's strings. */
export const kitValues = (kit: Readonly<Record<number, number>>) =>
  Object.fromEntries(Object.entries(kit).map(([id, n]) => [id, String(n)]));
