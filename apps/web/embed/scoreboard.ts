import type {
  ContestsResponse,
  GameSetMatchesResponse,
  SportsGameSet,
  SportsMatch,
  SportsResponse,
} from '@powerplay/contracts';
import { liveEventPaths } from '@powerplay/contracts';
import { pad2 } from '../src/lib/countdown';
import { formatShortDate } from '../src/lib/time';
import { getJson, h, listen, params, show, showError, siteLink } from './lib';

/** 1st, 2nd, 3rd, 4th, 11th… */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10];
  return `${n}${suffix ?? 'th'}`;
}
const gameClock = (s: number) => `${Math.floor(s / 60)}:${pad2(s % 60)}`;

/** Where a match stands, in words: "Top 5th", "P2 12:31", "Q3 4:05", "Final". */
function matchState(m: SportsMatch): string {
  if (m.status === 'UNPLAYED') return formatShortDate(m.startAt);
  if (m.status === 'FINISHED') return 'Final';
  const p = m.progress;
  if (m.status === 'INTRO' || !p) return 'Starting';
  if (p.league === 'baseball') {
    return `${{ top: 'Top', bottom: 'Bottom', end: 'End' }[p.half]} ${ordinal(p.inning)}`;
  }
  if (p.league === 'hockey') {
    if (p.period === 0) return 'Intermission';
    return `${p.period > 3 ? 'OT' : `P${p.period}`} ${gameClock(p.clockSeconds)}`;
  }
  const period = p.period > 4 ? `OT${p.period > 5 ? p.period - 4 : ''}` : `Q${p.period}`;
  return p.clockSeconds === 0 ? `End of ${period}` : `${period} ${gameClock(p.clockSeconds)}`;
}

const SET_STATUS: Record<SportsGameSet['status'], string> = {
  UNPLAYED: 'Not started',
  LIVE: 'Live now',
  FINISHED: 'Final',
};

/**
 * A live game set's scoreboard (decision 029): each match's teams, score and state, updated as the
 * feed moves; each change of score is announced once (a polite live region), not the whole table.
 */
/**
 * The game set to show: `?gameSet=`, else the one of a contest in progress, else the soonest to start
 * (from the public lobby: the scoreboard needs no back-office list).
 */
async function chosenGameSet(): Promise<number | undefined> {
  const id = Number(params.get('gameSet'));
  if (Number.isSafeInteger(id) && id > 0) return id;
  const { sports } = await getJson<SportsResponse>('/api/sports');
  const lists = await Promise.all(
    sports
      .filter((s) => s.leagueId !== null)
      .map((s) => getJson<ContestsResponse>(`/api/sports/${s.id}/contests`).catch(() => ({ contests: [] }))),
  );
  const contests = lists.flatMap((l) => l.contests).sort((a, b) => a.startAt.localeCompare(b.startAt));
  const live = contests.find((c) => c.status === 'IN_PROGRESS');
  const next = contests.find((c) => c.status === 'NOT_STARTED' || c.status === 'WAITING_FOR_PLAYERS');
  return (live ?? next)?.gameSetId;
}

async function main() {
  const id = await chosenGameSet();
  if (id === undefined) {
    show(
      h('h1', { class: 'embed-title' }, 'Live scores'),
      h('p', {}, 'No game is scheduled right now.'),
      siteLink('/select-games', 'Play live sports', 'embed-button'),
    );
    return;
  }
  const { gameSet, matches } = await getJson<GameSetMatchesResponse>(`/api/sports/game-sets/${id}/matches`);
  const byId = new Map<string, SportsMatch>();
  const rows = new Map<string, HTMLTableRowElement>();
  const status = h('p', { class: 'embed-status', role: 'status' }, SET_STATUS[gameSet.status]);
  const announcer = h('p', { class: 'embed-sr', 'aria-live': 'polite' });
  const body = h('tbody');

  const render = (m: SportsMatch) => {
    const old = byId.get(m.feedGameId);
    if (old && old.sequence > m.sequence) return;
    byId.set(m.feedGameId, m);
    const row = h(
      'tr',
      { 'data-status': m.status },
      h('th', { scope: 'row' }, `${m.away.abbreviation} @ ${m.home.abbreviation}`),
      h('td', { class: 'embed-score' }, m.status === 'UNPLAYED' ? '–' : `${m.away.score}–${m.home.score}`),
      h('td', {}, matchState(m)),
    );
    row.title = `${m.away.name} at ${m.home.name}`;
    const existing = rows.get(m.feedGameId);
    if (existing) existing.replaceWith(row);
    else body.append(row);
    rows.set(m.feedGameId, row);
    if (
      old &&
      (old.away.score !== m.away.score || old.home.score !== m.home.score || old.status !== m.status)
    ) {
      const final = m.status === 'FINISHED' ? ' Final.' : '';
      announcer.textContent = `${m.away.name} ${m.away.score}, ${m.home.name} ${m.home.score}.${final}`;
    }
  };

  show(
    h('h1', { class: 'embed-title' }, gameSet.title),
    status,
    h(
      'table',
      { class: 'embed-table' },
      h('caption', { class: 'embed-sr' }, `Scores of ${gameSet.title}`),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, 'Match'),
          h('th', { scope: 'col' }, 'Score'),
          h('th', { scope: 'col' }, 'Status'),
        ),
      ),
      body,
    ),
    announcer,
    gameSet.credit && h('p', { class: 'embed-credit' }, gameSet.credit),
    h('p', { class: 'embed-actions' }, siteLink('/select-games', 'Play live sports', 'embed-button')),
  );
  matches.forEach(render);
  if (gameSet.status === 'FINISHED') return;

  const stream = listen(liveEventPaths.sportsGameSet(id), {
    match: (data) => render(data as SportsMatch),
    status: (data) => {
      const value = (data as { status: SportsGameSet['status'] }).status;
      status.textContent = SET_STATUS[value];
      if (value === 'FINISHED') stream.close();
    },
  });
}

main().catch(showError);
