import {
  fantasyPositions,
  type FantasyPick,
  type FantasyPlayer,
  type FantasyPosition,
} from '@powerplay/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Field } from '../../components/ui/Field';
import { Loading } from '../../components/ui/Loading';
import { MessageDialog } from '../../components/ui/MessageDialog';
import type { Message } from '../../lib/messages';
import { describeError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useMe } from '../auth';
import { useFantasyEntry, useFantasyGame, useSaveFantasyPicks } from './api';
import { LoadFailed, PreviewNote } from './PreviewNote';
import '../../components/ui/panels.css';
import './fantasy.css';

/** Tab values: ids must not contain spaces (they end up in aria-controls). */
export const positionSlug = (position: FantasyPosition) => position.toLowerCase().replace(/ /g, '-');

/** Picks restored from navigation state (returning from /login): `[{ playerId, bench }]`, each once. */
export function restoredPicks(state: unknown): FantasyPick[] | null {
  if (typeof state !== 'object' || state === null) return null;
  const selected = (state as { selected?: unknown }).selected;
  if (!Array.isArray(selected)) return null;
  const seen = new Set<number>();
  const picks: FantasyPick[] = [];
  for (const item of selected as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { playerId, bench } = item as Record<string, unknown>;
    if (typeof playerId !== 'number' || !Number.isInteger(playerId) || seen.has(playerId)) continue;
    seen.add(playerId);
    picks.push({ playerId, bench: bench === true });
  }
  return picks.length ? picks : null;
}

const matches = (player: FantasyPlayer, query: string) => {
  const q = query.trim().toLowerCase();
  return q === '' || player.name.toLowerCase().includes(q) || player.team.toLowerCase().includes(q);
};

/** `/fantasy-players`: pick players by position, bench some, submit. */
export function FantasyPlayersPage() {
  useDocumentTitle('Fantasy Hockey: Pick Players');
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const user = me.data ?? null;
  const current = useFantasyGame();
  const game = current.data?.game ?? null;
  const entry = useFantasyEntry(user && game ? game.id : null);
  const save = useSaveFantasyPicks();

  // Picks touched on this page (or brought back from /login); until then, my saved entry.
  const [edited, setEdited] = useState<FantasyPick[] | null>(() => restoredPicks(location.state));
  const [tab, setTab] = useState(positionSlug('CENTER'));
  const [query, setQuery] = useState('');
  const [message, setMessage] = useState<Message | null>(null);

  const players = current.data?.players ?? [];
  const byId = new Map(players.map((p) => [p.id, p]));
  const saved = entry.data?.picks.map((p) => ({ playerId: p.player.id, bench: p.bench })) ?? null;
  const picks = (edited ?? saved ?? []).filter((p) => byId.has(p.playerId));
  const picked = new Set(picks.map((p) => p.playerId));

  const header = (
    <header className="page-header">
      <p className="eyebrow">Fantasy Hockey</p>
      <h1 id="fantasy-players-title">Pick your players</h1>
      <p className="lead">
        Choose skaters, goalies and star players for tonight&apos;s slate. Starting players score for you;
        bench players are your back-ups.
      </p>
      <PreviewNote />
    </header>
  );

  if (current.isPending) {
    return (
      <section className="page fantasy" aria-labelledby="fantasy-players-title" aria-busy="true">
        {header}
        <Loading label="Loading players…" />
      </section>
    );
  }

  if (current.isError || !game) {
    return (
      <section className="page fantasy" aria-labelledby="fantasy-players-title">
        {header}
        <LoadFailed error={current.error} onRetry={() => void current.refetch()} />
      </section>
    );
  }

  const min = Math.max(1, game.minTeamsAllowed);
  const max = game.maxTeamsAllowed;

  function change(next: FantasyPick[]) {
    setEdited(next);
  }
  const toggle = (id: number) =>
    change(
      picked.has(id) ? picks.filter((p) => p.playerId !== id) : [...picks, { playerId: id, bench: false }],
    );
  const toggleBench = (id: number) =>
    change(picks.map((p) => (p.playerId === id ? { ...p, bench: !p.bench } : p)));

  function submit() {
    if (picks.length < min || !game) return;
    if (!user) {
      void navigate('/login', { state: { backlink: 'fantasy-players', selected: picks } });
      return;
    }
    save.mutate(
      { gameId: game.id, picks },
      {
        onSuccess: () => void navigate('/fantasy-live', { state: { saved: true } }),
        onError: (error) => setMessage(describeError(error)),
      },
    );
  }

  return (
    <section className="page fantasy" aria-labelledby="fantasy-players-title">
      {header}
      <div className="fantasy-layout">
        <div className="fantasy-players">
          <Field id="fantasy-search" label="Search players" className="fantasy-search">
            <input
              type="search"
              value={query}
              placeholder="Player or team, e.g. Thibault or TOR"
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
              const shown = players.filter((p) => p.position === position && matches(p, query));
              return (
                <Tabs.Content key={position} value={positionSlug(position)} className="fantasy-panel">
                  {shown.length === 0 ? (
                    <p className="muted fantasy-empty">
                      {query.trim()
                        ? `No ${position.toLowerCase()} players match “${query.trim()}”.`
                        : 'No players at this position in this game.'}
                    </p>
                  ) : (
                    <ul className="fantasy-list" aria-label={`${position} players`}>
                      {shown.map((p) => {
                        const isPicked = picked.has(p.id);
                        return (
                          <li key={p.id} className={isPicked ? 'fantasy-row fantasy-picked' : 'fantasy-row'}>
                            <span className="fantasy-name">
                              <strong>{p.name}</strong>
                              <span className="muted small">
                                {p.team} vs {p.vs.replace(/^@ /, '@')}
                              </span>
                            </span>
                            <span className="fantasy-stats muted small">
                              G {p.g} · A {p.a} · Score {p.score}
                            </span>
                            <button
                              type="button"
                              className={`button button-small ${isPicked ? 'button-secondary' : 'button-primary'}`}
                              onClick={() => toggle(p.id)}
                              aria-label={`${isPicked ? 'Remove' : 'Add'} ${p.name}`}
                            >
                              {isPicked ? 'Remove' : 'Add'}
                            </button>
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
          <p className="fantasy-limit">Maximum Teams = {max}</p>
          <p role="status" className="fantasy-count">
            {picks.length} selected
            {picks.length >= max ? (
              <>
                {' · '}
                <strong className="fantasy-max">Maximum Teams Selected</strong>
              </>
            ) : null}
          </p>
          {picks.length > max ? (
            <p className="fantasy-over small">
              Remove {picks.length - max} to submit: a game takes at most {max}.
            </p>
          ) : null}
          {picks.length === 0 ? (
            <p className="muted small">Add at least {min} player to submit your picks.</p>
          ) : (
            <ul className="fantasy-picks" aria-label="My picks">
              {picks.map((pick) => {
                const p = byId.get(pick.playerId)!;
                return (
                  <li key={p.id} className="fantasy-pick">
                    <span className="fantasy-name">
                      <strong>{p.name}</strong>
                      <span className="muted small">
                        {p.position} · {p.team} · {pick.bench ? 'Bench' : 'Starting'}
                      </span>
                    </span>
                    <span className="fantasy-pick-actions">
                      <button
                        type="button"
                        className="button button-small button-secondary"
                        aria-pressed={pick.bench}
                        aria-label={`Bench ${p.name}`}
                        onClick={() => toggleBench(p.id)}
                      >
                        Bench
                      </button>
                      <button
                        type="button"
                        className="link-button"
                        aria-label={`Remove ${p.name} from my picks`}
                        onClick={() => toggle(p.id)}
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
            disabled={picks.length < min || save.isPending || me.isPending}
            onClick={submit}
          >
            {save.isPending ? 'Submitting…' : 'Submit My Picks'}
          </button>
          {!user && !me.isPending ? (
            <p className="muted small">You will sign in first; your picks come with you.</p>
          ) : null}
        </aside>
      </div>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}
