import { notices } from '@powerplay/contracts';
import { formatOdds, gameTypeConfigs, hitOdds, sortedPicks } from '@powerplay/domain';
import type { LotteryGame } from '@powerplay/contracts';
import { Link, useSearchParams } from 'react-router';
import { Field } from '../../components/ui/Field';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { TableScroll } from '../../components/ui/TableScroll';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useMe } from '../auth';
import { myResultOf, useGameResults, useLotteryGames, useMyEntries, useMyGameEntry } from './api';
import { Ball } from './Ball';
import { formatPrize } from '../../lib/money';
import { formatShortDate } from '../../lib/time';
import './lottery.css';
import { useBrand } from '../brand';

/** `/lotto-result?game=<id>` (docs/rules/lottery.md "Results and prizes"). */
export function ResultPage() {
  const { siteName } = useBrand();
  useDocumentTitle('Draw results');
  const [params, setParams] = useSearchParams();
  const me = useMe();
  const signedIn = Boolean(me.data);
  const entries = useMyEntries(signedIn);
  // Results are public (state lotteries publish theirs): every recent draw, plus the player's own.
  const games = useLotteryGames();
  const mineFinished = (entries.data?.entries ?? []).filter((e) => e.game.status === 'finished');
  const draws = pastDraws([...mineFinished.map((e) => e.game), ...(games.data?.recent ?? [])]);
  const paramId = Number(params.get('game'));
  const gameId =
    Number.isInteger(paramId) && paramId > 0
      ? paramId
      : (mineFinished[0]?.game.id ?? games.data?.recent[0]?.id ?? null);
  const results = useGameResults(gameId);
  // The results are public; my numbers and prize are my own request.
  const myPart = useMyGameEntry(signedIn ? gameId : null);

  const header = (
    <header className="page-header">
      <p className="eyebrow">{`${siteName} Lotto`}</p>
      <h1 id="result-title">Draw results</h1>
    </header>
  );

  let body;
  if (gameId === null && (me.isPending || games.isPending || (signedIn && entries.isPending))) {
    body = <Loading />;
  } else if (gameId === null) {
    body = (
      <div className="lotto-panel">
        <p>No draw has finished yet. Results appear here after each draw.</p>
        <Link to="/powerplay-lotto" className="button button-primary">
          See the lotto games
        </Link>
      </div>
    );
  } else if (results.isPending || myPart.isLoading) {
    body = <Loading />;
  } else if (results.isError) {
    body = (
      <QueryError
        error={results.error}
        onRetry={() => void results.refetch()}
        retrying={results.isFetching}
      />
    );
  } else if (myPart.isError) {
    body = (
      <QueryError error={myPart.error} onRetry={() => void myPart.refetch()} retrying={myPart.isFetching} />
    );
  } else {
    const { game, settled, tiers } = results.data;
    const mine = myResultOf(game, myPart.data);
    const drawn = game.drawn.map((b) => b.number);
    body = (
      <div className="result-summary">
        {draws.length > 0 ? (
          <Field id="draw-date" label="Draw date" className="select-row">
            <select value={String(gameId)} onChange={(e) => setParams({ game: e.target.value })}>
              {draws.some((d) => d.id === gameId) ? null : (
                <option value={String(gameId)}>
                  {game.name} · {formatShortDate(game.startAt)}
                </option>
              )}
              {draws.map((d) => (
                <option key={d.id} value={String(d.id)}>
                  {d.name} · {formatShortDate(d.startAt)}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <section className="lotto-panel" aria-labelledby="drawn-title">
          <h2 id="drawn-title">
            {game.name} · {formatShortDate(game.startAt)} ET
          </h2>
          {game.status !== 'finished' ? <p>This draw has not finished yet.</p> : null}
          <ol className="ball-row" aria-label="Winning numbers">
            {drawn.map((n) => (
              <li key={n}>
                <Ball number={n} />
              </li>
            ))}
          </ol>
        </section>

        {mine ? (
          <section className="lotto-panel" aria-labelledby="mine-title">
            <h2 id="mine-title">
              {mine.hits} of {game.picks} matched
            </h2>
            <p className={mine.prize > 0 ? 'result-won' : 'result-lost'}>
              {mine.prize > 0 ? notices.RESULT_WON.message : notices.RESULT_LOST.message}
            </p>
            <ul className="ball-row" aria-label="Your numbers">
              {sortedPicks(mine.picks).map((n) => (
                <li key={n}>
                  <Ball
                    number={n}
                    variant={drawn.includes(n) ? 'match' : 'pick'}
                    label={drawn.includes(n) ? `${n}, matched` : String(n)}
                  />
                </li>
              ))}
            </ul>
            <p>
              Prize won: <strong>{formatPrize(mine.prize, mine.kind, game.currency)}</strong>
            </p>
            <Link to="/my-account/my-balance" className="button button-primary">
              Go to Balance
            </Link>
          </section>
        ) : signedIn ? (
          <p>You had no numbers in this draw.</p>
        ) : (
          <p>
            <Link to="/login" state={{ backlink: `lotto-result?game=${gameId}` }}>
              Sign in
            </Link>{' '}
            to see your numbers and prize.
          </p>
        )}

        <section className="lotto-panel" aria-labelledby="tiers-title">
          <h2 id="tiers-title">Prizes</h2>
          {settled ? (
            <TableScroll label="Prizes by numbers matched">
              <table className="lotto-table">
                <thead>
                  <tr>
                    <th scope="col">Numbers Matched</th>
                    <th scope="col">Total Prize</th>
                    <th scope="col">Number of Winners</th>
                    <th scope="col">Payout</th>
                    <th scope="col">Odds</th>
                  </tr>
                </thead>
                <tbody>
                  {[...tiers]
                    .sort((a, b) => b.total - a.total || b.hits - a.hits)
                    .map((t) => (
                      <tr key={t.hits}>
                        <td>
                          {t.hits} of {game.picks}
                        </td>
                        <td>{formatPrize(t.total, t.kind, game.currency)}</td>
                        <td>{t.winners}</td>
                        <td>{t.winners > 0 ? formatPrize(t.payout, t.kind, game.currency) : '—'}</td>
                        <td>{formatOdds(hitOdds(gameTypeConfigs[game.gameType], t.hits))}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </TableScroll>
          ) : (
            <p>The prizes are being calculated. Check back in a moment.</p>
          )}
          <p className="lotto-note">{notices.PRIZES_SPLIT.message}</p>
        </section>
        <p>
          <Link to={`/how-draws-are-verified?game=${game.id}`}>How draws are verified</Link>
        </p>
      </div>
    );
  }

  return (
    <section className="page result-page" aria-labelledby="result-title">
      {header}
      {body}
    </section>
  );
}

/** Finished draws, newest first, each once. */
type PastDraw = Pick<LotteryGame, 'id' | 'name' | 'status' | 'startAt'>;
function pastDraws(games: readonly PastDraw[]): PastDraw[] {
  const byId = new Map(games.filter((g) => g.status === 'finished').map((g) => [g.id, g]));
  return [...byId.values()].sort((a, b) => Date.parse(b.startAt) - Date.parse(a.startAt));
}
