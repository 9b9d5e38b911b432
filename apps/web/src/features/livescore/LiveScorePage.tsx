import {
  liveEventPaths,
  notices,
  playerEventSchemas,
  sportsGameSetEventSchemas,
  type SportsLiveMatch,
  type SportsLiveScoreResponse,
} from '@powerplay/contracts';
import { sportsPowerplayIds, sportsPowerplayNames, type SportsPowerplayId } from '@powerplay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { countdownParts } from '../../lib/countdown';
import { messageOf, noticeText } from '../../lib/messages';
import { formatPrize } from '../../lib/money';
import { queryKeys } from '../../lib/queryKeys';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useEventStream } from '../../lib/useEventStream';
import { useIdempotencyKey } from '../../lib/useIdempotencyKey';
import { useNow } from '../../lib/useNow';
import { RequireSignIn } from '../auth';
import {
  ClickHere,
  GameRulesDialog,
  PrizeGridDialog,
  prizeRowLabel,
  shownError,
  SportsMessageDialog,
  teamSelectionPath,
  useMySportsEntries,
  type Shown,
} from '../sports';
import { postSportsPowerplay, useLiveScore, useSportsList } from './api';
import { MatchRow } from './MatchRow';
import { ReplacementDialog, replacementCandidates } from './ReplacementDialog';
import { withAnswer, withEntryEvent, withMatch, withStatus } from './standing';
import { formatDateTime } from './time';
import '../../components/ui/panels.css';
import './livescore.css';

/** `/livescore/:entryId`: one entry's live score (spec 000 §2 "Live score page"). */
export function LiveScorePage() {
  useDocumentTitle('Live score');
  const { entryId: raw } = useParams();
  const entryId = raw !== undefined && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  return (
    <section className="page livescore-page" aria-labelledby="livescore-title">
      <RequireSignIn>
        {() =>
          entryId === null || entryId < 1 || entryId > 2_147_483_647 ? (
            <>
              <h1 id="livescore-title">Live score</h1>
              <ErrorPanel {...messageOf('SPORTS_ENTRY_NOT_FOUND')} />
            </>
          ) : (
            <LiveScore key={entryId} entryId={entryId} />
          )
        }
      </RequireSignIn>
    </section>
  );
}

/** `/livescore`: the player's most recent entry, or "You have not entered any future dated games". */
export function LatestLiveScorePage() {
  useDocumentTitle('Live score');
  return (
    <section className="page livescore-page" aria-labelledby="livescore-title">
      <RequireSignIn>{() => <LatestEntry />}</RequireSignIn>
    </section>
  );
}

function LatestEntry() {
  const entries = useMySportsEntries();
  if (entries.isPending) return <Loading label={noticeText('SPORTS_LOADING')} />;
  if (entries.isError) {
    return (
      <>
        <h1 id="livescore-title">Live score</h1>
        <QueryError
          error={entries.error}
          onRetry={() => void entries.refetch()}
          retrying={entries.isFetching}
        />
      </>
    );
  }
  const latest = [...entries.data.entries].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  )[0];
  if (!latest) {
    return (
      <>
        <h1 id="livescore-title">Live score</h1>
        <ErrorPanel
          title={notices.SPORTS_NO_FUTURE_GAMES.title}
          message={noticeText('SPORTS_NO_FUTURE_GAMES')}
          role="status"
        >
          <p>
            <Link to="/select-games">Choose a game</Link>
          </p>
        </ErrorPanel>
      </>
    );
  }
  return <Navigate to={`/livescore/${latest.id}`} replace />;
}

function LiveScore({ entryId }: { entryId: number }) {
  const live = useLiveScore(entryId);
  const queryClient = useQueryClient();
  const key = queryKeys.sports.live(entryId);
  const update = (fn: (data: SportsLiveScoreResponse) => SportsLiveScoreResponse) =>
    queryClient.setQueryData<SportsLiveScoreResponse>(key, (old) => (old ? fn(old) : old));

  // The game set's matches as they happen, until the entry is settled (no polling). The stream starts
  // once the standing is here: its first events (the server's snapshot, then each change) are merged
  // into it by sequence.
  const settled = live.data ? live.data.meta.result !== 'POSSIBLE' : false;
  const gameSetId = live.data?.gameSet.id ?? null;
  const setStream = useEventStream(
    gameSetId === null || settled ? null : liveEventPaths.sportsGameSet(gameSetId),
    sportsGameSetEventSchemas,
    (event) => {
      if (event.type === 'match') update((d) => withMatch(d, event.data));
      else if (event.type === 'status') update((d) => withStatus(d, event.data.status));
      else {
        // Settled: the result and what it won come from the server once.
        void queryClient.invalidateQueries({ queryKey: key });
        void queryClient.invalidateQueries({ queryKey: queryKeys.sports.entries });
      }
    },
  );
  // The player's own changes (a powerplay on another page or device) show here at once.
  useEventStream(live.data ? liveEventPaths.me : null, playerEventSchemas, (event) => {
    if (event.type === 'sports-entry' && event.data.entryId === entryId) {
      update((d) => withEntryEvent(d, event.data));
    }
  });

  if (live.isPending) return <Loading label={noticeText('SPORTS_LOADING')} />;
  if (live.isError) {
    return (
      <>
        <h1 id="livescore-title">Live score</h1>
        <QueryError error={live.error} onRetry={() => void live.refetch()} retrying={live.isFetching} />
      </>
    );
  }
  return (
    <Standing
      data={live.data}
      streaming={setStream.state === 'open' || settled}
      onAnswer={(answer) =>
        queryClient.setQueryData<SportsLiveScoreResponse>(key, (old) => withAnswer(old, answer))
      }
    />
  );
}

/** The game number of each match of a doubleheader (the same clubs twice in the set), in start order. */
function doubleheaderGames(matches: readonly SportsLiveMatch[]): Map<string, number> {
  const byPairing = new Map<string, SportsLiveMatch[]>();
  for (const m of matches) {
    const pairing = `${m.away.teamId}@${m.home.teamId}`;
    byPairing.set(pairing, [...(byPairing.get(pairing) ?? []), m]);
  }
  const games = new Map<string, number>();
  for (const list of byPairing.values()) {
    if (list.length < 2) continue;
    [...list]
      .sort(
        (a, b) => Date.parse(a.startAt) - Date.parse(b.startAt) || a.feedGameId.localeCompare(b.feedGameId),
      )
      .forEach((m, i) => games.set(m.feedGameId, i + 1));
  }
  return games;
}

const isMine = (m: SportsLiveMatch) => m.mine.home.held || m.mine.away.held;

type Purpose = { kind: 'swap'; team: string; teamName: string } | { kind: 'add' };

function Standing({
  data,
  streaming,
  onAnswer,
}: {
  data: SportsLiveScoreResponse;
  streaming: boolean;
  onAnswer: (answer: SportsLiveScoreResponse) => void;
}) {
  const { entry, gameSet, meta } = data;
  const contest = entry.contest;
  const league = gameSet.league;
  const sports = useSportsList();
  const headerImageUrl =
    sports.data?.sports.flatMap((s) => s.gameTypes).find((t) => t.id === contest.gameTypeId)
      ?.headerImageUrl ?? null;

  const [shown, setShown] = useState<Shown | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [prizesOpen, setPrizesOpen] = useState(false);
  const [purpose, setPurpose] = useState<Purpose | null>(null);
  const [busy, setBusy] = useState(false);
  const matchesHeading = useRef<HTMLHeadingElement>(null);
  // A Remove or a Swap takes the team's row buttons away, the focused one with them. For a moment
  // after its answer (the new standing may render before or after it, with any dialog giving focus
  // back in between), a focus lost to the page's body goes to the matches heading instead.
  const refocus = useRef(false);
  const settleFocus = () => {
    if (!refocus.current) return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) matchesHeading.current?.focus();
  };
  useEffect(settleFocus);
  // One use at a time, even from two clicks before the page re-renders.
  const inFlight = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const idempotency = useIdempotencyKey();

  const teamName = (key: string, matches: readonly SportsLiveMatch[] = data.matches) => {
    for (const m of matches) {
      if (m.home.pickKey === key) return m.home.name;
      if (m.away.pickKey === key) return m.away.name;
    }
    return key;
  };

  async function spend(powerplayId: SportsPowerplayId, team?: string, replacement?: string) {
    if (inFlight.current) return;
    inFlight.current = true;
    const body = { powerplayId, team, replacement };
    setBusy(true);
    setAnnouncement('');
    try {
      const answer = await postSportsPowerplay(entry.id, body, idempotency.keyFor(body));
      idempotency.done();
      onAnswer(answer);
      setAnnouncement(announce(answer, powerplayId, team, replacement));
      if (powerplayId === sportsPowerplayIds.remove || powerplayId === sportsPowerplayIds.swap) {
        refocus.current = true;
        for (const ms of [0, 50, 250]) setTimeout(settleFocus, ms);
        setTimeout(() => (refocus.current = false), 1000);
      }
    } catch (error) {
      setShown(shownError(error));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  function announce(
    answer: SportsLiveScoreResponse,
    id: SportsPowerplayId,
    team: string | undefined,
    replacement: string | undefined,
  ): string {
    const name = team ? teamName(team, answer.matches) : '';
    if (id === sportsPowerplayIds.undo) return noticeText('SPORTS_UNDONE');
    if (id === sportsPowerplayIds.add) return noticeText('SPORTS_TEAM_ADDED', { team: name });
    if (id === sportsPowerplayIds.remove) return noticeText('SPORTS_TEAM_REMOVED', { team: name });
    if (id === sportsPowerplayIds.swap) {
      return noticeText('SPORTS_TEAM_SWAPPED', {
        team: name,
        replacement: replacement ? teamName(replacement, answer.matches) : '',
      });
    }
    const match = answer.matches.find((m) => m.home.pickKey === team || m.away.pickKey === team);
    const score = match ? match.mine[match.home.pickKey === team ? 'home' : 'away'].myScore : '';
    return noticeText('SPORTS_POWERPLAY_DONE', { powerplay: sportsPowerplayNames[id], team: name, score });
  }

  function onRowUse(id: SportsPowerplayId, team: string) {
    if (id === sportsPowerplayIds.swap) {
      setPurpose({ kind: 'swap', team, teamName: teamName(team) });
      return;
    }
    void spend(id, team);
  }

  function onChoose(key: string) {
    const chosen = purpose;
    setPurpose(null);
    if (!chosen) return;
    if (chosen.kind === 'swap') void spend(sportsPowerplayIds.swap, chosen.team, key);
    else void spend(sportsPowerplayIds.add, key);
  }

  const games = doubleheaderGames(data.matches);
  // The player's own matches lead each group (in start order, as the server lists them).
  const mineFirst = [...data.matches].sort((a, b) => Number(isMine(b)) - Number(isMine(a)));
  const groups = [
    { title: 'Game Ended', matches: mineFirst.filter((m) => m.status === 'FINISHED') },
    { title: 'Live', matches: mineFirst.filter((m) => m.status === 'LIVE' || m.status === 'INTRO') },
    { title: 'Not Started', matches: mineFirst.filter((m) => m.status === 'UNPLAYED') },
  ].filter((g) => g.matches.length > 0);

  return (
    <>
      <EntryArrows
        data={data}
        onNoNewer={() =>
          setShown({
            title: notices.SPORTS_NO_FUTURE_GAMES.title,
            message: noticeText('SPORTS_NO_FUTURE_GAMES'),
          })
        }
      />
      <header className="page-header livescore-header">
        {headerImageUrl ? (
          <img className="livescore-banner" src={headerImageUrl} alt="" width={1200} height={240} />
        ) : null}
        <p className="eyebrow">{`Sponsored by ${contest.sponsor}`}</p>
        <h1 id="livescore-title">{contest.name}</h1>
        <p className="lead">
          {gameSet.title} · <time dateTime={gameSet.startAt}>{formatDateTime(gameSet.startAt)}</time>
        </p>
        <div className="actions">
          <button type="button" className="button button-secondary" onClick={() => setRulesOpen(true)}>
            Game Rules
          </button>
          <button type="button" className="button button-secondary" onClick={() => setPrizesOpen(true)}>
            Prize Grid
          </button>
        </div>
      </header>

      <Headline data={data} />

      <div className="livescore-layout">
        <section aria-labelledby="livescore-matches" className="livescore-matches">
          <h2 id="livescore-matches" ref={matchesHeading} tabIndex={-1}>
            Matches
            {streaming ? null : <span className="livescore-connecting"> · connecting…</span>}
          </h2>
          {groups.length === 0 ? (
            <p role="status">This game set has no matches yet.</p>
          ) : (
            groups.map((group) => (
              <section key={group.title} aria-label={group.title} className="live-group">
                <h3>{group.title}</h3>
                <ul className="live-match-list">
                  {group.matches.map((m) => (
                    <MatchRow
                      game={games.get(m.feedGameId)}
                      key={m.feedGameId}
                      match={m}
                      league={league}
                      busy={busy}
                      onUse={onRowUse}
                    />
                  ))}
                </ul>
              </section>
            ))
          )}
          {gameSet.credit ? <p className="livescore-credit">{gameSet.credit}</p> : null}
        </section>

        <aside className="livescore-side" aria-labelledby="powerplays-title">
          <h2 id="powerplays-title">Powerplays</h2>
          <ul className="powerplay-stock">
            {data.powerplays.map((p) => (
              <li key={p.powerplayId}>
                <span>{p.name}</span> <strong>{p.remaining}</strong>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button-primary button-block"
            disabled={meta.gameStatus === 'FINISHED'}
            aria-disabled={busy}
            onClick={() => {
              if (!busy) setPurpose({ kind: 'add' });
            }}
          >
            Add
          </button>
          {meta.canPlay ? null : (
            <div className="subscription-needed">
              <p>
                <ClickHere text={messageOf('SPORTS_SUBSCRIPTION_NEEDED').message} to="/powerplay-store" />
              </p>
              <Link to="/powerplay-store" className="button button-secondary button-block">
                Add Live Scores
              </Link>
            </div>
          )}
        </aside>
      </div>

      <Summary data={data} />

      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      <GameRulesDialog open={rulesOpen} onClose={() => setRulesOpen(false)} gameTypeId={contest.gameTypeId} />
      <PrizeGridDialog
        open={prizesOpen}
        onClose={() => setPrizesOpen(false)}
        title="Prize Grid"
        rows={data.prizes}
        limits={{ min: contest.minTeams, max: contest.maxTeams }}
      />
      <ReplacementDialog
        purpose={purpose}
        candidates={purpose ? replacementCandidates(data.matches) : []}
        onChoose={onChoose}
        onClose={() => setPurpose(null)}
      />
      <SportsMessageDialog shown={shown} onClose={() => setShown(null)} />
    </>
  );
}

/** The entry arrows: the player's entries by start; no newer one says so (spec 000 §2, §8). */
function EntryArrows({ data, onNoNewer }: { data: SportsLiveScoreResponse; onNoNewer: () => void }) {
  const navigate = useNavigate();
  const all = new Map<number, number>();
  for (const s of data.siblings) all.set(s.id, Date.parse(s.startAt));
  all.set(data.entry.id, Date.parse(data.entry.contest.startAt));
  const ordered = [...all].sort(([a, at], [b, bt]) => at - bt || a - b).map(([id]) => id);
  const at = ordered.indexOf(data.entry.id);
  const older = at > 0 ? ordered[at - 1] : undefined;
  const newer = ordered[at + 1];
  return (
    <nav className="entry-arrows" aria-label="My entries">
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={older === undefined}
        onClick={() => older !== undefined && void navigate(`/livescore/${older}`)}
      >
        <span aria-hidden="true">‹ </span>Previous entry
      </button>
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => (newer === undefined ? onNoNewer() : void navigate(`/livescore/${newer}`))}
      >
        Next entry<span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}

function prizeOf(data: SportsLiveScoreResponse): string | null {
  const { meta, entry } = data;
  if (meta.result === 'WON' && entry.wonAmount > 0 && meta.prize && meta.prize.kind !== 'items') {
    return formatPrize(entry.wonAmount, meta.prize.kind);
  }
  return meta.prize ? prizeRowLabel(meta.prize) : null;
}

/** The headline by state: FINAL, STARTED / GOOD LUCK, or the start, teams selected and prize. */
function Headline({ data }: { data: SportsLiveScoreResponse }) {
  const { meta, gameSet } = data;
  if (meta.gameStatus === 'FINISHED') {
    return (
      <div className="livescore-headline" role="region" aria-label="Game set" data-state="final">
        <p className="headline-main">{noticeText('SPORTS_GAMESET_FINAL')}</p>
      </div>
    );
  }
  if (meta.gameStatus === 'LIVE') {
    return (
      <div className="livescore-headline" role="region" aria-label="Game set" data-state="live">
        <p className="headline-main">{noticeText('SPORTS_GAMESET_STARTED')}</p>
        <p className="headline-sub">{noticeText('SPORTS_GOOD_LUCK')}</p>
      </div>
    );
  }
  const prize = prizeOf(data);
  return (
    <div className="livescore-headline" role="region" aria-label="Game set" data-state="upcoming">
      <dl className="headline-facts">
        <div>
          <dt>Starts</dt>
          <dd>
            <time dateTime={gameSet.startAt}>{formatDateTime(gameSet.startAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Teams selected</dt>
          <dd>{meta.picksCount}</dd>
        </div>
        <div>
          <dt>Prize to win</dt>
          <dd>{prize ?? '—'}</dd>
        </div>
      </dl>
      {gameSet.league === 'baseball' ? <StartCountdown startAt={gameSet.startAt} /> : null}
      <p>
        <Link to={teamSelectionPath(data.entry.contest)}>Pick Teams</Link>
      </p>
    </div>
  );
}

/** Days, hours and minutes until the game set starts (New York time is the start's own). */
function StartCountdown({ startAt }: { startAt: string }) {
  const now = useNow(1000);
  const left = countdownParts(Date.parse(startAt) - now);
  const parts = [
    { label: 'days', value: left.days },
    { label: 'hours', value: left.hours },
    { label: 'mins', value: left.minutes },
  ];
  return (
    <div className="start-countdown" role="timer" aria-live="off" aria-label="Time to start">
      {parts.map((p, i) => (
        <span key={p.label} className="countdown-part">
          {i > 0 ? ' ' : null}
          <strong>{p.value}</strong> {p.label}
        </span>
      ))}
    </div>
  );
}

/** Teams selected, teams with 1 (Chase the Ace) or the total (Blackjack), then the result with its prize. */
function Summary({ data }: { data: SportsLiveScoreResponse }) {
  const { meta, entry, gameSet } = data;
  const unit = gameSet.league === 'hockey' ? 'goal' : 'run';
  const blackjack = entry.contest.rule === 'blackjack';
  const prize = prizeOf(data);
  const resultCode =
    meta.result === 'WON'
      ? 'SPORTS_RESULT_WON'
      : meta.result === 'LOST'
        ? 'SPORTS_RESULT_LOST'
        : 'SPORTS_RESULT_POSSIBLE';
  return (
    <section className="livescore-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{meta.gameStatus === 'FINISHED' ? 'Results' : 'My Score'}</h2>
      <dl className="summary-facts">
        <div>
          <dt>Teams selected</dt>
          <dd>{meta.picksCount}</dd>
        </div>
        {blackjack ? (
          <div>
            <dt>{`Total ${unit}s`}</dt>
            <dd>
              {meta.total}
              {meta.bust ? ' (bust)' : ''}
            </dd>
          </div>
        ) : (
          <>
            <div>
              <dt>{`Teams with 1 ${unit}`}</dt>
              <dd>{noticeText('SPORTS_ACES_HEADLINE', { ones: meta.ones, picks: meta.picksCount })}</dd>
            </div>
            <div>
              <dt>Points</dt>
              <dd>{`${meta.pointTotal} / 100`}</dd>
            </div>
          </>
        )}
      </dl>
      <p className="summary-result" data-result={meta.result}>
        {meta.result === 'LOST' ? (
          noticeText(resultCode)
        ) : (
          <>
            {noticeText(resultCode)}
            {prize ? <strong>{` ${prize}`}</strong> : null}
          </>
        )}
      </p>
      {meta.result === 'WON' && meta.prize?.kind !== 'items' ? (
        <p className="small">{notices.PRIZES_CREDITED.message}</p>
      ) : null}
      {meta.gameStatus === 'FINISHED' ? (
        <p>
          <Link to="/live-sports" className="button button-primary">
            Play Again
          </Link>
        </p>
      ) : null}
    </section>
  );
}
