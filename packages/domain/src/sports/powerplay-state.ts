import type { SixthSkaterWindow, SportsEntryState } from './entry';

/** Edits of an entry's powerplay state that keep it tidy: a team forgotten, empty records dropped. */

function withoutKey<V>(record: Readonly<Record<string, V>>, key: string): Record<string, V> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
}

/** `takenBack` kept only when it holds something (so a state without No Goal reads as before). */
export function withTakenBack(
  state: SportsEntryState,
  takenBack: Readonly<Record<string, readonly string[]>>,
): SportsEntryState {
  const { takenBack: _old, ...rest } = state;
  const kept = Object.fromEntries(Object.entries(takenBack).filter(([, ids]) => ids.length > 0));
  return Object.keys(kept).length > 0 ? { ...rest, takenBack: kept } : rest;
}

/** `sixthSkater` kept only when it holds something (so a state without 6th Skater reads as before). */
export function withSixthSkater(
  state: SportsEntryState,
  sixthSkater: Readonly<Record<string, readonly SixthSkaterWindow[]>>,
): SportsEntryState {
  const { sixthSkater: _old, ...rest } = state;
  const kept = Object.fromEntries(Object.entries(sixthSkater).filter(([, ws]) => ws.length > 0));
  return Object.keys(kept).length > 0 ? { ...rest, sixthSkater: kept } : rest;
}

/** What the powerplays did to these teams forgotten: a team that leaves or joins starts at its real score. */
export function forgetting(state: SportsEntryState, keys: readonly string[]): SportsEntryState {
  let adjustments = { ...state.adjustments };
  let multipliers = { ...state.multipliers };
  let takenBack = { ...state.takenBack };
  let sixthSkater = { ...state.sixthSkater };
  for (const key of keys) {
    adjustments = withoutKey(adjustments, key);
    multipliers = withoutKey(multipliers, key);
    takenBack = withoutKey(takenBack, key);
    sixthSkater = withoutKey(sixthSkater, key);
  }
  return withSixthSkater(withTakenBack({ ...state, adjustments, multipliers }, takenBack), sixthSkater);
}
