import { catalogue } from '@powerplay/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubEventSource } from '../../test/fakeEventSource';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { LiveScorePage } from './LiveScorePage';
import { contest, liveScore, player } from './testData';

/** docs/rules/sports.md "NFL PowerLine" on the live score page. */
const path = '/livescore/:entryId';
const at = '/livescore/77';
const live = '/api/sports/entries/77/live';
const use = '/api/sports/entries/77/powerplays';
const kit = [
  { powerplayId: 1, name: 'Lock', remaining: 1 },
  { powerplayId: 21, name: 'Undo', remaining: 1 },
  { powerplayId: 24, name: 'Swap', remaining: 1 },
];

// The Yankees trail 1–3 (live), the Red Sox lost 1–4 (a miss), the Cubs have not started; a fourth game
// has no pick (a miss too).
const standing = (picks = ['NYA201904010-mlb-NYA', 'BOS201904010-mlb-BOS', 'CHN201904010-mlb-CHN']) => ({
  ...liveScore({
    state: { picks, locked: [] },
    entry: { contest: contest({ rule: 'powerline', layout: 'powerline', minTeams: 1, maxTeams: 16 }) },
  }),
  powerplays: kit,
});

describe('NFL PowerLine on the live score page', () => {
  it('heads the line with its counts; Swap goes straight to the other team of the game', async () => {
    stubEventSource();
    const swapped = standing(['NYA201904010-mlb-BAL', 'BOS201904010-mlb-BOS', 'CHN201904010-mlb-CHN']);
    const fetch = mockFetch((url, init) => {
      if (url === use && init?.method === 'POST') return json(swapped);
      if (url === '/api/auth/me') return json({ user: player });
      if (url === live) return json(standing());
      if (url === '/api/sports') return json({ sports: [] });
      return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
    });
    renderPage(<LiveScorePage />, { path, at });
    const user = userEvent.setup();
    expect(await screen.findByText('0 right · 2 missed · 2 to play')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Swap New York Yankees' }));
    expect(screen.queryByRole('dialog', { name: 'Select A Replacement' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(sentBodies(fetch, use)).toEqual([
        { powerplayId: 24, team: 'NYA201904010-mlb-NYA', replacement: 'NYA201904010-mlb-BAL' },
      ]),
    );
    expect(await screen.findByText('New York Yankees replaced by Baltimore Orioles')).toBeInTheDocument();
  });
});
