import { seededStream } from '../../rng/draw';
import type { MatchGoal } from '../matches';
import { rosterSlots, type FantasySlotPosition, type RosterSlot } from './roster';

/**
 * Who scored and who assisted (docs/rules/fantasy.md "Players"): each goal of a simulated game goes to a
 * scorer and up to two assists of the scoring club, drawn from the game's recorded seed, so a game's
 * player events replay exactly as its score does. Goalies neither score nor assist here; a shootout's
 * deciding goal belongs to the club, not a player (it is not among the game's goals).
 */
export interface AttributedGoal extends MatchGoal {
  /** The scorer's slot in the scoring club (`C1`). */
  scorer: string;
  /** The assisting slots, first assist first: none, one or two. */
  assists: string[];
}

/** Weights by position and line: top lines score and set up more, defence less (NHL-like shares). */
const scoreWeights: Readonly<Record<Exclude<FantasySlotPosition, 'G'>, readonly number[]>> = {
  C: [12, 9, 5, 3],
  LW: [11, 8, 5, 3],
  RW: [11, 8, 5, 3],
  D: [4, 3, 2],
};
const assistWeights: Readonly<Record<Exclude<FantasySlotPosition, 'G'>, readonly number[]>> = {
  C: [14, 10, 6, 3],
  LW: [10, 8, 5, 3],
  RW: [10, 8, 5, 3],
  D: [9, 6, 4],
};

/** Out of 100: goals with no assist, and with one (the rest have two). */
const NO_ASSIST = 8;
const ONE_ASSIST = 25;

const skaters = rosterSlots.filter((s) => s.position !== 'G');

function weightOf(table: typeof scoreWeights, slot: RosterSlot): number {
  return slot.position === 'G' ? 0 : (table[slot.position][slot.line - 1] ?? 0);
}

/** One slot drawn from `candidates` by weight, with the seed's stream for `label`. */
function drawSlot(
  seedHex: string,
  label: string,
  candidates: readonly RosterSlot[],
  table: typeof scoreWeights,
) {
  const weights = candidates.map((s) => weightOf(table, s));
  const total = weights.reduce((a, b) => a + b, 0);
  let roll = seededStream(seedHex, label, 0, total - 1)();
  for (let i = 0; i < candidates.length; i++) {
    roll -= weights[i]!;
    if (roll < 0) return candidates[i]!;
  }
  return candidates[candidates.length - 1]!;
}

/** The game's goals in time order, as the simulator orders them (home first at the same second). */
export const goalOrder = (a: MatchGoal, b: MatchGoal) =>
  a.period - b.period || a.second - b.second || (a.side === b.side ? 0 : a.side === 'home' ? -1 : 1);

/** Every goal of the game `gameId` attributed, in time order, from the game's seed. */
export function attributeGoals(
  seedHex: string,
  gameId: string,
  goals: readonly MatchGoal[],
): AttributedGoal[] {
  return [...goals].sort(goalOrder).map((goal, k) => {
    const label = `${gameId}:fantasy:${k}`;
    const scorer = drawSlot(seedHex, `${label}:scorer`, skaters, scoreWeights);
    const roll = seededStream(seedHex, `${label}:assists`, 0, 99)();
    const count = roll < NO_ASSIST ? 0 : roll < NO_ASSIST + ONE_ASSIST ? 1 : 2;
    const assists: RosterSlot[] = [];
    for (let i = 0; i < count; i++) {
      const left = skaters.filter((s) => s !== scorer && !assists.includes(s));
      assists.push(drawSlot(seedHex, `${label}:assist:${i}`, left, assistWeights));
    }
    return {
      side: goal.side,
      period: goal.period,
      second: goal.second,
      scorer: scorer.slot,
      assists: assists.map((s) => s.slot),
    };
  });
}
