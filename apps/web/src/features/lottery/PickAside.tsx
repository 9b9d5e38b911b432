import { notices } from '@powerplay/contracts';
import { gameTypeConfigs, type PrizeTier } from '@powerplay/domain';
import type { GameType } from './api';
import { gameCopy } from './copy';
import { TopPrizeList } from './dialogs';
import { PowerplayHelp, powerplayEntries } from './PowerplayHelp';

/** Beside the pick grid: the top prizes, the game's rules and its powerplays. */
export function PickAside({
  type,
  tiers,
  currency,
}: {
  type: GameType;
  tiers: readonly PrizeTier[];
  currency: string;
}) {
  const config = gameTypeConfigs[type];
  const copy = gameCopy[type];
  return (
    <aside className="pick-aside" aria-label="Prizes and rules">
      <section className="lotto-panel" aria-labelledby="top-prizes">
        <h2 id="top-prizes">Top prizes</h2>
        <TopPrizeList tiers={tiers} currency={currency} shape={config} />
        <p className="lotto-note">{notices.PRIZES_SPLIT.message}</p>
      </section>
      <section className="lotto-panel" aria-labelledby="rules">
        <h2 id="rules">Rules</h2>
        <ul className="rules-list">
          {copy.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>
      <section className="lotto-panel" aria-labelledby="powerplays">
        <h2 id="powerplays">Powerplays</h2>
        <PowerplayHelp entries={powerplayEntries([2, 3, 4, 5, 1])} />
      </section>
    </aside>
  );
}
