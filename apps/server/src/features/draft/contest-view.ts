import {
  provincesByCountry,
  type DraftContest,
  type DraftPowerplayStock,
  type MessageCode,
} from '@powerplay/contracts';
import {
  draftPowerplayIds,
  draftPowerplayNames,
  draftPrizeTiers,
  skillQuestion,
  type DraftPowerplayId,
  type DraftPowerplayRefusal,
  type SubmissionRefusal,
  type TerritoryRule,
} from '@powerplay/domain';
import { createHash } from 'node:crypto';
import { statusOf, type DraftContestRow } from './repo';

/** How the draft shows its contests, powerplays and refusals to players (the service's and operator's). */

// Every refusal the domain can give has its text in the catalogue (checked by the compiler).
export const refusal = (code: DraftPowerplayRefusal | SubmissionRefusal): MessageCode => code;

/**
 * docs/rules/lottery.md "Games" (territory): open to residents of Canada (excluding Quebec) and the United
 * States.
 */
export const territory: TerritoryRule = {
  countries: ['CA', 'US'],
  excluded: [{ country: 'CA', province: 'QC' }],
};
export const regionName = (code: string) =>
  Object.values(provincesByCountry)
    .flat()
    .find((p) => p.code === code)?.name ?? code;

const ids = Object.values(draftPowerplayIds) as DraftPowerplayId[];
export const powerplayStock = (inventory: Readonly<Record<number, number>>): DraftPowerplayStock[] =>
  ids.map((id) => ({ id, name: draftPowerplayNames[id], remaining: inventory[id] ?? 0 }));

export function contestOf(d: DraftContestRow, now: Date, myEntryId: number | null = null): DraftContest {
  return {
    id: d.id,
    name: d.name,
    status: statusOf(d, now),
    mode: d.mode,
    pickDeadline: d.pick_deadline.toISOString(),
    startAt: d.start_at.toISOString(),
    pickIntervalSeconds: Math.round(d.pick_interval_ms / 1000),
    picksMade: d.picks_made,
    entries: d.entries,
    prizes: draftPrizeTiers.map((t) => ({ hits: t.hits, amountCents: t.amount })),
    settledAt: d.settled_at?.toISOString() ?? null,
    myEntryId,
  };
}

/** The player's skill-testing question in a draft: one per player and draft, the same at every load. */
export const skillQuestionOf = (draftId: number, userId: number) =>
  skillQuestion(createHash('sha256').update(`draft-skill:${draftId}:${userId}`).digest());
