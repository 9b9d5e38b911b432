import {
  anyPrizeOdds,
  formatOdds,
  gameTypeConfigs,
  hitOdds,
  jackpotOf,
  type PrizeTier,
} from '@powerplay/domain';
import { formatPrize } from '../../lib/money';
import { formatDrawDate } from '../../lib/time';
import type { LotteryGame } from '@powerplay/contracts';
import type { GameType } from './api';
import { Commitment } from './Commitment';
import { Countdown } from './Countdown';
import { jackpotComingSoon } from './copy';

/** The pick page's facts of the next draw: jackpot and odds, the date, the countdown, the commitment. */
export function DrawFacts({
  game,
  type,
  tiers,
  currency,
  now,
}: {
  game: LotteryGame;
  type: GameType;
  tiers: readonly PrizeTier[];
  currency: string;
  now: number;
}) {
  const config = gameTypeConfigs[type];
  const jackpot = jackpotOf(tiers);
  const startsIn = Date.parse(game.startAt) - now;
  return (
    <div className="draw-facts">
      <div className="fact">
        <span className="fact-label">Jackpot</span>
        <span className="fact-value jackpot">
          {jackpot ? formatPrize(jackpot.amount, jackpot.kind, currency) : jackpotComingSoon}
        </span>
      </div>
      <div className="fact">
        <span className="fact-label">Jackpot odds</span>
        <span className="fact-value">{jackpot ? formatOdds(hitOdds(config, jackpot.hits)) : '—'}</span>
      </div>
      <div className="fact">
        <span className="fact-label">Odds of any prize</span>
        <span className="fact-value">{formatOdds(anyPrizeOdds(config, tiers))}</span>
      </div>
      <div className="fact">
        <span className="fact-label">Draw date</span>
        <span className="fact-value">{formatDrawDate(game.startAt)}</span>
      </div>
      {type === 'elite8' ? (
        <div className="fact">
          <span className="fact-label">Picks close</span>
          <span className="fact-value">{formatDrawDate(game.pickDeadline)}</span>
        </div>
      ) : null}
      <div className="fact fact-wide">
        <span className="fact-label">Draw starts in</span>
        <Countdown ms={startsIn} label="Draw starts in" seconds={type !== 'sweet16'} />
      </div>
      <div className="fact fact-wide">
        <Commitment gameId={game.id} commitment={game.commitment} />
      </div>
    </div>
  );
}
