import { fantasyPositions, type FantasyPick, type FantasyPosition } from '@powerplay/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Field } from '../../components/ui/Field';
import { Loading } from '../../components/ui/Loading';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { describeError } from '../../lib/api';
import type { Message } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useMe } from '../auth';
import { contestIdOf, useContest } from '../sports';
import { useFantasyLive, useFantasyPlayers, useSubmitFantasyPicks } from './api';
import { benchToggled, isSkater, restoredPicks, starred, toggled } from './picks';
import { LoadFailed, SimulatedNote } from './SimulatedNote';
import '../../components/ui/panels.css';
import './fantasy.css';

/** Tab values: ids must not contain spaces (they end up in aria-controls). */
export const positionSlug = (position: FantasyPosition) => position.toLowerCase().replace(/ /g, '-');

/**
 * `/select-teams-fantasy?contest=12` (the lobby's link; `/fantasy-players?contest=12` too): pick players
 * of the set by position, bench some, choose the Star Player (its own tab lists the active skaters
 * picked), submit. Submitting enters the contest first when I have no entry in it.
 */
export function FantasyPlayersPage() {
  useDocumentTitle('Fantasy Hockey: Pick Players');
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const contestId = contestIdOf(search);
  const me = useMe();
  const user = me.data ?? null;
  const roster = useFantasyPlayers(contestId);
  const contest = useContest(contestId);
  const entryId = user ? (contest.data?.contest.myEntryId ?? null) : null;
  const mine = useFantasyLive(entryId);
  const submit = useSubmitFantasyPicks();

  const [edited, setEdited] = useState<FantasyPick[] | null>(() => restoredPicks(location.state));
  const [tab, setTab] = useState(positionSlug('CENTER'));
  const [query, setQuery] = useState('');
  const [message, setMessage] = useState<Message | null>(null);

  const header = (
    <header className="page-header">
      <p className="eyebrow">Fantasy Hockey</p>
      <h1 id="fantasy-players-title">Pick your players</h1>
      <p className="lead">
        Pick 1 to 8 players of tonight&apos;s clubs, at most 2 goalies. Goals score 3, assists 2; your Star
        Player counts twice; bench players score nothing until you swap them in.
      </p>
      <SimulatedNote />
    </header>
  );
  const frame = (body: React.ReactNode, busy = false) => (
    <section className="page fantasy" aria-labelledby="fantasy-players-title" aria-busy={busy}>
      {header}
      {body}
    </section>
  );

  if (contestId === null)
    return frame(
      <p>
        Choose a Fantasy Hockey contest in the <Link to="/select-games">hockey lobby</Link> first.
      </p>,
    );
  if (roster.isPending) return frame(<Loading label="Loading players…" />, true);
  if (roster.isError) return frame(<LoadFailed error={roster.error} onRetry={() => void roster.refetch()} />);

  const { players, contest: info } = roster.data;
  const byKey = new Map(players.map((p) => [p.key, p]));
  const saved = mine.data?.picks.map((p) => ({ key: p.player.key, bench: p.bench, star: p.star })) ?? null;
  const picks = (edited ?? saved ?? []).filter((p) => byKey.has(p.key));
  const min = Math.max(1, info.minTeams);
  const max = info.maxTeams;
  const q = query.trim().toLowerCase();
  const shownIn = (position: FantasyPosition) =>
    position === 'STAR PLAYER'
      ? picks.flatMap((p) => {
          const player = byKey.get(p.key)!;
          return !p.bench && isSkater(player) ? [player] : [];
        })
      : players.filter(
          (p) =>
            p.position === position &&
            (q === '' || p.name.toLowerCase().includes(q) || p.club.toLowerCase().includes(q)),
        );

  function send() {
    if (picks.length < min || contestId === null) return;
    if (!user) {
      void navigate('/login', {
        state: { backlink: `select-teams-fantasy?contest=${contestId}`, selected: picks },
      });
      return;
    }
    submit.mutate(
      { contestId, entryId, picks },
      {
        onSuccess: ({ entryId: id }) => void navigate(`/fantasy-live/${id}`, { state: { saved: true } }),
        onError: (error) => setMessage(describeError(error)),
      },
    );
  }

  return frame(
    <div className="fantasy-layout">
      <div className="fantasy-players">
        <Field id="fantasy-search" label="Search players" className="fantasy-search">
          <input
            type="search"
            value={query}
            placeholder="Player or club, e.g. TOR"
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
          />
        </Field>
        <Tabs.Root value={tab} onValueChange={setTab}>
          <Tabs.List className="tab-list fantasy-tabs" aria-label="Position">
            {fantasyPositions.map((position) => (
              <Tabs.Trigger key={position} value={positionSlug(position)} className="tab">
                {position}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {fantasyPositions.map((position) => {
            const star = position === 'STAR PLAYER';
            const shown = shownIn(position);
            return (
              <Tabs.Content key={position} value={positionSlug(position)} className="fantasy-panel">
                {shown.length === 0 ? (
                  <p className="muted fantasy-empty">
                    {star
                      ? 'Pick an active skater first: your Star Player is one of them.'
                      : `No ${position.toLowerCase()} players match “${query.trim()}”.`}
                  </p>
                ) : (
                  <ul className="fantasy-list" aria-label={`${position} players`}>
                    {shown.map((p) => {
                      const pick = picks.find((x) => x.key === p.key);
                      return (
                        <li key={p.key} className={pick ? 'fantasy-row fantasy-picked' : 'fantasy-row'}>
                          <span className="fantasy-name">
                            <strong>{p.name}</strong>
                            <span className="muted small">
                              {p.club} vs {p.vs.replace(/^@ /, '@')} · {p.position}
                            </span>
                          </span>
                          <span className="fantasy-stats muted small">
                            G {p.goals} · A {p.assists} · Pts {p.points}
                          </span>
                          {star ? (
                            <button
                              type="button"
                              className="button button-small button-secondary"
                              aria-pressed={pick?.star === true}
                              onClick={() => setEdited(starred(picks, p.key))}
                              aria-label={`Make ${p.name} my Star Player`}
                            >
                              {pick?.star ? 'Star Player' : 'Make Star'}
                            </button>
                          ) : (
                            <button
                              type="button"
                              className={`button button-small ${pick ? 'button-secondary' : 'button-primary'}`}
                              onClick={() => setEdited(toggled(picks, p.key, byKey))}
                              aria-label={`${pick ? 'Remove' : 'Add'} ${p.name}`}
                            >
                              {pick ? 'Remove' : 'Add'}
                            </button>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
      </div>

      <aside className="fantasy-submit" aria-labelledby="fantasy-submit-title">
        <h2 id="fantasy-submit-title">Submit My Picks</h2>
        <p className="fantasy-limit">
          {info.name}: {min} to {max} players
        </p>
        <p role="status" className="fantasy-count">
          {picks.length} selected
          {picks.length >= max ? (
            <>
              {' · '}
              <strong className="fantasy-max">Maximum Players Selected</strong>
            </>
          ) : null}
        </p>
        {picks.length === 0 ? (
          <p className="muted small">Add at least {min} player to submit your picks.</p>
        ) : (
          <ul className="fantasy-picks" aria-label="My picks">
            {picks.map((pick) => {
              const p = byKey.get(pick.key)!;
              return (
                <li key={p.key} className="fantasy-pick">
                  <span className="fantasy-name">
                    <strong>
                      {p.name}
                      {pick.star ? ' ★' : ''}
                    </strong>
                    <span className="muted small">
                      {p.position} · {p.club} · {pick.bench ? 'Bench' : pick.star ? 'Star Player' : 'Active'}
                    </span>
                  </span>
                  <span className="fantasy-pick-actions">
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      aria-pressed={pick.bench}
                      aria-label={`Bench ${p.name}`}
                      onClick={() => setEdited(benchToggled(picks, p.key, byKey))}
                    >
                      Bench
                    </button>
                    <button
                      type="button"
                      className="link-button"
                      aria-label={`Remove ${p.name} from my picks`}
                      onClick={() => setEdited(toggled(picks, p.key, byKey))}
                    >
                      Remove
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <button
          type="button"
          className="button button-primary button-block"
          disabled={picks.length < min || submit.isPending || me.isPending}
          onClick={send}
        >
          {submit.isPending ? 'Submitting…' : 'Submit My Picks'}
        </button>
        {!user && !me.isPending ? (
          <p className="muted small">You will sign in first; your picks come with you.</p>
        ) : null}
        {entryId !== null ? (
          <p className="small">
            <Link to={`/fantasy-live/${entryId}`}>My live scores</Link>
          </p>
        ) : null}
      </aside>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </div>,
  );
}
