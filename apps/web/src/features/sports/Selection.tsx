import { notices, type SportsPicksResponse } from '@powerplay/contracts';
import { contestTypeOf, type Sport } from '@powerplay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { messageOf, noticeText } from '../../lib/messages';
import { queryKeys } from '../../lib/queryKeys';
import { useMe } from '../auth';
import { useContest, useMatches, usePicks, useSubmitPicks } from './api';
import { ContestHeader } from './ContestHeader';
import { webContestTypeOf } from './contest-types';
import { doubleheaderGames } from './doubleheaders';
import { toDomainMatch } from './domain-match';
import { LineupsDialog } from './LineupsDialog';
import { MatchCard } from './MatchCard';
import { MonthlyGames } from './MonthlyGames';
import { MySelections, type PickedTeam } from './MySelections';
import { SportsMessageDialog, shownError, type Shown } from './shared';
import { useGameSetEvents } from './useGameSetEvents';
import { useMySportsEntryEvents } from './useMySportsEntryEvents';

/** What the player brought back from /login: `{ selected: { contest, picks, zones } }`. */
interface Restored {
  picks: string[];
  zones: Record<string, number>;
}

/** Picks (and Zones' placements) restored from navigation state (back from /login). */
function restoredPicks(state: unknown, contestId: number): Restored | null {
  if (typeof state !== 'object' || state === null) return null;
  const selected = (state as { selected?: unknown }).selected;
  if (typeof selected !== 'object' || selected === null) return null;
  const { contest, picks, zones } = selected as { contest?: unknown; picks?: unknown; zones?: unknown };
  if (contest !== contestId || !Array.isArray(picks)) return null;
  const kept = picks.filter((p): p is string => typeof p === 'string' && p.length <= 64).slice(0, 64);
  const placed: Record<string, number> = {};
  if (typeof zones === 'object' && zones !== null)
    for (const [key, z] of Object.entries(zones))
      if (kept.includes(key) && Number.isInteger(z)) placed[key] = z as number;
  return { picks: kept, zones: placed };
}

/** The words of a sport's team selection: its heading and, where it has them, its starters. */
const sportWords: Record<Sport, { heading: string; starter: string | null; stat: string }> = {
  hockey: { heading: 'Hockey games', starter: 'Goalie', stat: 'GAA' },
  baseball: { heading: 'Baseball games', starter: 'Pitcher', stat: 'ERA' },
  basketball: { heading: 'Basketball games', starter: null, stat: '' },
  football: { heading: 'Football games', starter: null, stat: '' },
};

interface SelectionProps {
  data: NonNullable<ReturnType<typeof useContest>['data']>;
  sport: Sport;
}

/**
 * A contest's team selection: the game set's matches, two per
 * row, with a Select This Team button per side, and My Selections with submit. The contest's type adds
 * its own part (its web module's): Brackets orders the picks as seeds, Zones places each pick in a score
 * zone.
 */
export function Selection({ data, sport }: SelectionProps) {
  const { contest, gameSet, prizes } = data;
  // The type's rules (the domain's) and its part on the page.
  const type = contestTypeOf(contest.rule);
  const { howToPlay } = webContestTypeOf(contest.rule);
  const placesZones = type.zones !== undefined;
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const user = me.data ?? null;
  const matches = useMatches(gameSet.id);
  const entryId = user ? contest.myEntryId : null;
  const saved = usePicks(entryId);
  const submit = useSubmitPicks();
  const live = useGameSetEvents(matches.data?.gameSet.status === 'FINISHED' ? null : gameSet.id);
  const queryClient = useQueryClient();
  // Picks saved on another page or device show here too (until the player edits them on this page).
  useMySportsEntryEvents(entryId !== null, (event) => {
    if (event.entryId !== entryId) return;
    queryClient.setQueryData<SportsPicksResponse>(queryKeys.sports.picks(entryId), (old) => ({
      ...old,
      picks: event.state.picks,
    }));
  });

  const [restored] = useState(() => restoredPicks(location.state, contest.id));
  const [edited, setEdited] = useState<string[] | null>(restored?.picks ?? null);
  const [editedZones, setEditedZones] = useState<Record<string, number> | null>(restored?.zones ?? null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [lineupsOpen, setLineupsOpen] = useState(false);
  const picks = edited ?? saved.data?.picks ?? [];
  const zones = editedZones ?? saved.data?.zones ?? {};
  const words = sportWords[sport];

  const matchList = matches.data?.matches ?? [];
  const games = doubleheaderGames(matchList);
  const teamOf = new Map<string, PickedTeam>(
    matchList.flatMap((m) =>
      (['home', 'away'] as const).map((side) => [
        m[side].pickKey,
        { team: m[side], match: m, game: games.get(m.feedGameId) },
      ]),
    ),
  );

  function remove(key: string) {
    setEdited(picks.filter((p) => p !== key));
  }

  /** The other team of a pick's match. */
  function rivalOf(key: string) {
    const match = teamOf.get(key)?.match;
    if (!match) return undefined;
    return key === match.home.pickKey ? match.away.pickKey : match.home.pickKey;
  }

  function toggle(key: string) {
    if (picks.includes(key)) {
      remove(key);
      return;
    }
    // PowerLine holds one team per game: picking a team takes the other's place.
    const rival = type.pickLine ? rivalOf(key) : undefined;
    if (rival !== undefined && picks.includes(rival)) {
      setEdited(picks.map((p) => (p === rival ? key : p)));
      return;
    }
    if (picks.length >= contest.maxTeams) {
      setShown(messageOf('SPORTS_PICKS_TOO_MANY', { max: contest.maxTeams }));
      return;
    }
    setEdited([...picks, key]);
  }

  /** Brackets: moves a pick one seed up (-1) or down (+1). */
  function move(key: string, by: -1 | 1) {
    const from = picks.indexOf(key);
    const to = from + by;
    if (from < 0 || to < 0 || to >= picks.length) return;
    const next = [...picks];
    [next[from], next[to]] = [next[to]!, next[from]!];
    setEdited(next);
  }

  /** The placements of the picks held (a removed pick's zone is dropped). */
  const placed = () => Object.fromEntries(picks.flatMap((k) => (k in zones ? [[k, zones[k]!]] : [])));

  function onSubmit() {
    if (picks.length === 0) return;
    if (picks.length < contest.minTeams) {
      setShown(messageOf('SPORTS_PICKS_TOO_FEW', { min: contest.minTeams }));
      return;
    }
    const countRefusal = type.countRefusal(picks.length);
    if (countRefusal) {
      setShown(messageOf(countRefusal));
      return;
    }
    const lineRefusal = type.pickLine?.(picks, matchList.map(toDomainMatch));
    if (lineRefusal) {
      setShown(messageOf(lineRefusal));
      return;
    }
    if (placesZones && picks.some((k) => !(k in zones))) {
      setShown(messageOf('SPORTS_ZONE_REQUIRED'));
      return;
    }
    if (!user) {
      const selected = placesZones
        ? { contest: contest.id, picks, zones: placed() }
        : { contest: contest.id, picks };
      setShown({
        ...messageOf('AUTH_REQUIRED'),
        then: () =>
          void navigate('/login', {
            state: { backlink: `${location.pathname.slice(1)}${location.search}`, selected },
          }),
      });
      return;
    }
    submit.mutate(
      {
        contestId: contest.id,
        entryId: contest.myEntryId,
        picks: placesZones ? { teams: picks, zones: placed() } : { teams: picks },
      },
      {
        // "Your picks are saved!", then Game Central with this entry highlighted and the way to its live score.
        onSuccess: ({ entryId: saved }) =>
          setShown({
            title: notices.SPORTS_PICKS_UPDATED.title,
            message: noticeText('SPORTS_PICKS_UPDATED'),
            role: 'dialog',
            then: () => void navigate(`/game-central?entry=${saved}`),
          }),
        onError: (error) => setShown(shownError(error)),
      },
    );
  }

  function closeMessage() {
    const then = shown?.then;
    setShown(null);
    then?.();
  }

  return (
    <>
      <ContestHeader page="team-select" contest={contest} gameSet={gameSet} prizes={prizes}>
        {words.starter ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setLineupsOpen(true)}
            disabled={!matches.data}
          >
            Starting Lineups
          </button>
        ) : null}
      </ContestHeader>
      {howToPlay ? <p className="team-select-howto">{howToPlay(sport)}</p> : null}
      <MonthlyGames sport={sport} />

      <div className="team-select-layout">
        <section aria-labelledby="matches-title">
          <h2 id="matches-title">{words.heading}</h2>
          {matches.isPending ? (
            <Loading label={noticeText('SPORTS_LOADING')} />
          ) : matches.isError ? (
            <QueryError error={matches.error} onRetry={() => void matches.refetch()} />
          ) : (
            <>
              <ul className="match-grid">
                {matchList.map((m) => (
                  <MatchCard
                    key={m.feedGameId}
                    match={m}
                    game={games.get(m.feedGameId)}
                    picks={picks}
                    starterWord={words.starter}
                    statWord={words.stat}
                    onToggle={toggle}
                  />
                ))}
              </ul>
              {matches.data.gameSet.credit ? (
                <p className="match-credit">{matches.data.gameSet.credit}</p>
              ) : null}
              {matches.data.gameSet.simulated ? (
                <p className="match-credit">{noticeText('SPORTS_GAME_SET_SIMULATED')}</p>
              ) : null}
              <p className="visually-hidden" role="status">
                {live.state === 'open' ? 'Live updates on' : ''}
              </p>
            </>
          )}
        </section>

        <MySelections
          contest={contest}
          sport={sport}
          picks={picks}
          zones={zones}
          teamOf={teamOf}
          submitting={submit.isPending}
          onRemove={remove}
          onMove={move}
          onPlace={(key, zone) => setEditedZones({ ...zones, [key]: zone })}
          onSubmit={onSubmit}
        />
      </div>

      {words.starter ? (
        <LineupsDialog
          open={lineupsOpen}
          onClose={() => setLineupsOpen(false)}
          data={matches.data}
          starterWord={words.starter}
          statWord={words.stat}
        />
      ) : null}
      <SportsMessageDialog shown={shown} onClose={closeMessage} />
    </>
  );
}
