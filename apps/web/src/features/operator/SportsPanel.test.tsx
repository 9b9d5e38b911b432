import { catalogue, type OperatorGameSet, type SportsFeedStateResponse } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { SportsPanel } from './SportsPanel';
import { catalogSport } from './testData';

const hour = 3_600_000;

function gameSet(patch: Partial<OperatorGameSet>): OperatorGameSet {
  return {
    id: 1,
    league: 'baseball',
    leagueId: 15,
    title: 'MLB 2019-07-15',
    startAt: new Date(Date.now() + hour).toISOString(),
    status: 'UNPLAYED',
    credit: null,
    simulated: false,
    source: 'retrosheet',
    eventSeq: 0,
    settledAt: null,
    matches: 2,
    liveMatches: 0,
    finishedMatches: 0,
    contests: 2,
    entries: 5,
    ...patch,
  };
}

type FeedMatch = SportsFeedStateResponse['matches'][number];
function feedMatch(patch: Partial<FeedMatch>): FeedMatch {
  return {
    feedGameId: 'G1',
    status: 'UNPLAYED',
    homeTeamId: 'mlb-NYA',
    awayTeamId: 'mlb-TOR',
    homeScore: 0,
    awayScore: 0,
    progress: null,
    sequence: 0,
    lastProviderSequence: null,
    scriptFinal: { homeScore: 4, awayScore: 2 },
    finishedAt: null,
    ...patch,
  };
}

const sports = {
  sports: [
    catalogSport(1, 'hockey', 'Hockey', 14, [[1, 'Hockey Chase the Ace', 'cta', 'chase_the_ace']]),
    catalogSport(2, 'baseball', 'Baseball', 15, [
      [6, 'Chase the Ace', 'cta', 'chase_the_ace'],
      [7, 'Baseball Blackjack', 'cta', 'blackjack'],
      [8, 'High 5', 'high5', null],
    ]),
  ],
};

/** A finished match whose provider is two updates ahead (the correction's next sequence is 43). */
const finishedG2 = feedMatch({
  feedGameId: 'G2',
  status: 'FINISHED',
  homeScore: 4,
  awayScore: 2,
  sequence: 40,
  lastProviderSequence: 42,
});

const upcoming = gameSet({ id: 4 });
const live = gameSet({
  id: 3,
  status: 'LIVE',
  startAt: new Date(Date.now() - hour).toISOString(),
  liveMatches: 1,
  finishedMatches: 1,
  eventSeq: 41,
});

function feedOf(set: OperatorGameSet, matches: FeedMatch[]): SportsFeedStateResponse {
  return {
    gameSet: { id: set.id, status: set.status, source: set.source, eventSeq: set.eventSeq, settledAt: null },
    matches,
  };
}

describe('SportsPanel', () => {
  it('lists the game sets and shows the chosen live set feed, match by match', async () => {
    mockFetch((url) => {
      if (url === '/api/operator/sports/game-sets') return json({ gameSets: [live, upcoming] });
      if (url === '/api/operator/sports/game-sets/3/feed')
        return json(
          feedOf(live, [
            feedMatch({
              feedGameId: 'G1',
              status: 'LIVE',
              homeScore: 3,
              awayScore: 1,
              progress: { league: 'baseball', inning: 3, half: 'top' },
              sequence: 17,
            }),
            finishedG2,
          ]),
        );
      if (url === '/api/sports') return json(sports);
      return json({}, 404);
    });
    const u = userEvent.setup();
    renderPage(<SportsPanel />);
    const sets = await screen.findByRole('region', { name: 'Game sets' });
    const rows = within(sets).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'MLB · MLB 2019-07-15',
      'MLB · MLB 2019-07-15',
    ]);
    expect(rows[0]).toHaveTextContent('Live');
    expect(rows[0]).toHaveTextContent('(1 live, 1 final)');
    expect(rows[1]).toHaveTextContent('Upcoming');

    await u.click(screen.getByRole('button', { name: 'Open game set #3' }));
    const feed = await screen.findByRole('region', { name: 'Feed of game set #3' });
    const matches = within(feed).getAllByRole('row').slice(1);
    expect(matches[0]).toHaveTextContent('Top 3');
    expect(matches[0]).toHaveTextContent('1 – 3');
    expect(matches[0]).toHaveTextContent('17');
    expect(within(matches[0]!).queryByRole('button')).toBeNull();
    expect(matches[1]).toHaveTextContent('Finished');
    expect(within(matches[1]!).getByRole('button', { name: 'Correct score of G2' })).toBeInTheDocument();
    // A started set takes no new contest.
    expect(screen.getByText('Contests can be added only before a game set starts.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create contest' })).toBeNull();
  });

  it('corrects a finished match with the next provider sequence and shows what the feed did', async () => {
    const fetch = mockFetch((url) => {
      if (url === '/api/operator/sports/game-sets') return json({ gameSets: [live] });
      if (url === '/api/operator/sports/game-sets/3/feed') return json(feedOf(live, [finishedG2]));
      if (url === '/api/operator/sports/feed') return json({ applied: 1, ignored: 0, resettled: 3 });
      return json({}, 404);
    });
    const u = userEvent.setup();
    renderPage(<SportsPanel />);
    await u.click(await screen.findByRole('button', { name: 'Open game set #3' }));
    await u.click(await screen.findByRole('button', { name: 'Correct score of G2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the final score' });
    const home = within(dialog).getByLabelText('Home score (mlb-NYA)');
    expect(home).toHaveValue('4');
    await u.clear(home);
    await u.type(home, 'x');
    await u.click(within(dialog).getByRole('button', { name: 'Send correction' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Scores are whole numbers from 0 to 999',
    );
    await u.click(screen.getByRole('button', { name: 'OK' }));
    expect(sentBodies(fetch, '/api/operator/sports/feed')).toHaveLength(0);

    await u.clear(home);
    await u.type(home, '5');
    await u.click(within(dialog).getByRole('button', { name: 'Send correction' }));
    expect(
      await screen.findByText('Correction of G2 (sequence 43): 1 applied, 0 ignored, 3 entries re-settled.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Correct the final score' })).toBeNull();
    expect(sentBodies(fetch, '/api/operator/sports/feed')).toEqual([
      { updates: [{ feedGameId: 'G2', sequence: 43, status: 'FINISHED', homeScore: 5, awayScore: 2 }] },
    ]);
  });

  it("creates a contest on an upcoming set from the form's grid, and shows the server's refusals", async () => {
    let answer: 'ok' | 'started' = 'started';
    const fetch = mockFetch((url, init) => {
      if (url === '/api/operator/sports/game-sets') return json({ gameSets: [upcoming] });
      if (url === '/api/operator/sports/game-sets/4/feed') return json(feedOf(upcoming, [feedMatch({})]));
      if (url === '/api/sports') return json(sports);
      if (url === '/api/operator/sports/game-sets/4/contests' && init?.method === 'POST') {
        if (answer === 'started') {
          const e = catalogue.SPORTS_GAME_SET_STARTED;
          return json(
            { error: { code: 'SPORTS_GAME_SET_STARTED', title: e.title, message: e.message } },
            409,
          );
        }
        return json(
          { contest: { id: 77, name: 'Acme Blackjack', gameSetId: 4 }, prizes: [], gameSet: {} },
          201,
        );
      }
      return json({}, 404);
    });
    const u = userEvent.setup();
    renderPage(<SportsPanel />);
    await u.click(await screen.findByRole('button', { name: 'Open game set #4' }));
    const form = await screen.findByRole('form', { name: 'Add a contest to game set #4' });
    // Only the baseball game types with a rule are offered.
    const type = within(form).getByLabelText('Game type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Chase the Ace', 'Baseball Blackjack']);
    await u.selectOptions(type, 'Baseball Blackjack');
    await u.clear(within(form).getByLabelText('Sponsor'));
    await u.type(within(form).getByLabelText('Sponsor'), 'Acme Sports');
    await u.type(within(form).getByLabelText('Name (optional)'), 'Acme Blackjack');
    await u.clear(within(form).getByLabelText('Minimum teams'));
    await u.type(within(form).getByLabelText('Minimum teams'), '2');
    await u.clear(within(form).getByLabelText('Maximum teams'));
    await u.type(within(form).getByLabelText('Maximum teams'), '3');
    await u.selectOptions(within(form).getByLabelText('Eligibility'), 'ELITE');
    expect(within(form).queryByLabelText('Prize ($) for 1 teams')).toBeNull();
    await u.type(within(form).getByLabelText('Prize ($) for 2 teams'), '50');
    // A row left empty is refused here, before any request.
    await u.click(within(form).getByRole('button', { name: 'Create contest' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      catalogue.SPORTS_CONTEST_INVALID.message,
    );
    await u.click(screen.getByRole('button', { name: 'OK' }));
    expect(sentBodies(fetch, '/api/operator/sports/game-sets/4/contests')).toHaveLength(0);

    await u.type(within(form).getByLabelText('Prize ($) for 3 teams'), '1,000.50');
    // A minimum of players that is not a whole number from 1 is refused by the contracts' schema,
    // before any request.
    const minPlayers = within(form).getByLabelText('Minimum players');
    expect(minPlayers).toHaveValue('1');
    await u.clear(minPlayers);
    await u.type(minPlayers, '0');
    await u.click(within(form).getByRole('button', { name: 'Create contest' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      catalogue.SPORTS_CONTEST_MIN_PLAYERS_INVALID.message,
    );
    await u.click(screen.getByRole('button', { name: 'OK' }));
    await u.clear(minPlayers);
    await u.type(minPlayers, '3');
    expect(sentBodies(fetch, '/api/operator/sports/game-sets/4/contests')).toHaveLength(0);
    await u.click(within(form).getByRole('button', { name: 'Create contest' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      catalogue.SPORTS_GAME_SET_STARTED.message,
    );
    await u.click(screen.getByRole('button', { name: 'OK' }));

    answer = 'ok';
    await u.click(within(form).getByRole('button', { name: 'Create contest' }));
    expect(
      await screen.findByText('Contest #77 (Acme Blackjack) is open for entries on game set #4.'),
    ).toBeInTheDocument();
    const bodies = sentBodies(fetch, '/api/operator/sports/game-sets/4/contests');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({
      gameTypeId: 7,
      sponsor: 'Acme Sports',
      name: 'Acme Blackjack',
      minTeams: 2,
      maxTeams: 3,
      minPlayers: 3,
      eligibility: 'ELITE',
      restriction: 'ENTRY',
      prizes: [
        { teams: 2, kind: 'cash', amount: 5000 },
        { teams: 3, kind: 'cash', amount: 100_050 },
      ],
      // The kit the form showed: Blackjack's, the original sports kit (docs/rules/sports.md "Sports
      // powerplays").
      powerplayKit: { 19: 3, 18: 3, 13: 1, 1: 2, 21: 2, 24: 1, 4: 1, 5: 1 },
    });
  });
});
