import { catalogue } from '@powerplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { DraftTeamsPage } from './DraftTeamsPage';
import { actualPick, contestResponse, player } from './testData';

const path = '/draft-day-teams';
const at = '/draft-day-teams?contest=3';
const draftUrl = '/api/draft/contests/3';
const entryUrl = '/api/draft/contests/3/entry';

/** What was submitted (PUT): the reads of the same path carry no body. */
const submitted = (fetch: ReturnType<typeof mockFetch>) => sentBodies(fetch, entryUrl).filter(Boolean);

const signedOut = () => json({ error: { code: 'AUTH_REQUIRED', ...catalogue.AUTH_REQUIRED } }, 401);

function api({
  user = player,
  draft = contestResponse(),
  save = () => json({ entry: { id: 77, ranking: [], submittedAt: '2030-01-01T00:00:00.000Z' } }),
}: {
  user?: typeof player | null;
  draft?: ReturnType<typeof contestResponse>;
  save?: () => Response;
} = {}) {
  return mockFetch((url, init) => {
    if (url === '/api/auth/me') return user ? json({ user }) : signedOut();
    if (url === draftUrl) return json(draft);
    if (url === entryUrl && init?.method === 'PUT') return save();
    // The player's own part of the board is its own request.
    if (url === entryUrl && user) return json({ myEntry: draft.myEntry, skillQuestion: draft.skillQuestion });
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

const ranking = () => screen.getByRole('region', { name: 'My draft ranking', hidden: true });
/** The player rows' names, in order (the separator row has none); also behind a modal dialog. */
const names = () =>
  within(ranking())
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map(
      (row) => within(row).queryByRole('rowheader', { hidden: true })?.textContent ?? `— ${row.textContent}`,
    );

describe('DraftTeamsPage', () => {
  it('orders the players with Up and Down, greys the rows after the 32nd and marks the line', async () => {
    api();
    const u = userEvent.setup();
    renderPage(<DraftTeamsPage />, { path, at });
    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);
    expect(
      await screen.findByRole('heading', { level: 1, name: '2020 NFL Power Draft' }),
    ).toBeInTheDocument();

    expect(names().slice(0, 3)).toEqual(['Player 1', 'Player 2', 'Player 3']);
    // 40 players and the separator after the 32nd.
    expect(names()).toHaveLength(41);
    expect(names()[32]).toBe('— Top 32 will be submitted');
    const rows = within(ranking()).getAllByRole('row');
    expect(rows[32]).not.toHaveAttribute('data-out');
    expect(rows[34]).toHaveAttribute('data-out', 'true');
    expect(rows[34]).toHaveClass('draft-row-out');

    // The first row cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'Move Player 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Player 40 down' })).toBeDisabled();

    await u.click(screen.getByRole('button', { name: 'Move Player 2 up' }));
    expect(names().slice(0, 3)).toEqual(['Player 2', 'Player 1', 'Player 3']);
    expect(screen.getByText('Player 2 moved to rank 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Player 2 down' })).toHaveFocus());

    await u.click(screen.getByRole('button', { name: 'Move Player 1 down' }));
    expect(names().slice(0, 3)).toEqual(['Player 2', 'Player 3', 'Player 1']);

    // Across the line: the 33rd moves into the top 32, the 32nd drops out and is greyed.
    await u.click(screen.getByRole('button', { name: 'Move Player 33 up' }));
    const after = within(ranking()).getAllByRole('row');
    expect(within(after[32]!).getByRole('rowheader')).toHaveTextContent('Player 33');
    expect(within(after[34]!).getByRole('rowheader')).toHaveTextContent('Player 32');
    expect(after[34]).toHaveAttribute('data-out', 'true');

    // Each pick's projected team sits in the first table.
    const slots = screen.getByRole('region', { name: 'Draft order' });
    expect(within(slots).getAllByRole('row')[1]).toHaveTextContent('1City 1 Team 1');
  });

  it('shows the saved entry first and each row against the picks made: Match!, Not Matched!, TBD', async () => {
    const saved = [103, 101, 102, ...Array.from({ length: 29 }, (_, i) => 104 + i)];
    api({
      draft: contestResponse(
        { status: 'live', myEntryId: 77, picksMade: 2 },
        {
          myEntry: { id: 77, ranking: saved, submittedAt: '2030-01-01T00:00:00.000Z' },
          picks: [actualPick(2, 1), actualPick(1, 3)],
        },
      ),
    });
    renderPage(<DraftTeamsPage />, { path, at });
    await screen.findByRole('heading', { level: 1 });
    expect(names().slice(0, 4)).toEqual(['Player 3', 'Player 1', 'Player 2', 'Player 4']);
    const rows = within(ranking()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Match!');
    expect(rows[2]).toHaveTextContent('Match!');
    expect(rows[3]).toHaveTextContent('TBD');
    expect(rows[1]).toHaveTextContent('6\'3"');
    expect(rows[1]).toHaveTextContent('203 lbs');

    // After the deadline the page is read-only, with the way to the live draft.
    expect(screen.getByRole('note')).toHaveTextContent('can no longer be changed');
    expect(screen.getByRole('link', { name: 'Watch Live Draft' })).toHaveAttribute(
      'href',
      '/draft-day-live?entry=77',
    );
    expect(screen.queryByRole('button', { name: /Move Player/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('is read-only once the deadline has passed, even before the server says locked', async () => {
    api({ draft: contestResponse({ status: 'open', pickDeadline: '2020-04-22T23:59:00.000Z' }) });
    renderPage(<DraftTeamsPage />, { path, at });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('note')).toHaveTextContent('can no longer be changed');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Drag / })).not.toBeInTheDocument();
  });

  it('shows a Not Matched! row', async () => {
    api({
      draft: contestResponse({ status: 'live', picksMade: 1 }, { picks: [actualPick(1, 2)] }),
    });
    renderPage(<DraftTeamsPage />, { path, at });
    await screen.findByRole('heading', { level: 1 });
    expect(within(ranking()).getAllByRole('row')[1]).toHaveTextContent('Not Matched!');
  });

  it('confirms the top 32, submits them, says so and goes to Game Central', async () => {
    const fetch = api();
    const u = userEvent.setup();
    renderPage(<DraftTeamsPage />, { path, at });
    await screen.findByRole('heading', { level: 1 });
    await u.click(screen.getByRole('button', { name: 'Move Player 2 up' }));
    await u.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your selections' });
    const listed = within(dialog).getAllByRole('row').slice(1);
    expect(listed).toHaveLength(32);
    expect(listed[0]).toHaveTextContent('1Player 2City 1 Team 1');
    expect(submitted(fetch)).toHaveLength(0);

    // Go Back closes it without posting.
    await u.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submitted(fetch)).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'Submit' }));
    await u.click(await screen.findByRole('button', { name: 'Submit Selections' }));
    const done = await screen.findByRole('dialog', { name: 'Successful' });
    // The draft's own confirmation, not the lottery's "Your Selected Numbers Have been saved!".
    expect(done).toHaveTextContent('Your selections have been saved!');
    expect(done).not.toHaveTextContent(/Numbers/);
    expect(submitted(fetch)).toEqual([
      { ranking: [102, 101, ...Array.from({ length: 30 }, (_, i) => 103 + i)] },
    ]);
    await u.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/game-central');
  });

  it('a first submission asks the skill-testing question; a wrong answer keeps the dialog open', async () => {
    let answers = 0;
    const fetch = api({
      draft: contestResponse({}, { skillQuestion: '7 × 4 + 12 − 3' }),
      save: () =>
        ++answers === 1
          ? json({ error: { code: 'DRAFT_SKILL_ANSWER_WRONG', ...catalogue.DRAFT_SKILL_ANSWER_WRONG } }, 400)
          : json({ entry: { id: 77, ranking: [], submittedAt: '2030-01-01T00:00:00.000Z' } }),
    });
    const u = userEvent.setup();
    renderPage(<DraftTeamsPage />, { path, at });
    await screen.findByRole('heading', { level: 1 });
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your selections' });
    const field = within(dialog).getByRole('textbox', { name: /Skill-testing question.*7 × 4 \+ 12 − 3 =/ });
    await u.type(field, '36');
    await u.click(within(dialog).getByRole('button', { name: 'Submit Selections' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please answer the skill-testing question correctly',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await u.clear(field);
    await u.type(field, '37');
    await u.click(within(dialog).getByRole('button', { name: 'Submit Selections' }));
    expect(await screen.findByRole('dialog', { name: 'Successful' })).toBeInTheDocument();
    expect(submitted(fetch).map((b) => (b as { skillAnswer?: number }).skillAnswer)).toEqual([36, 37]);
  });

  it("shows the server's refusal in the dialog", async () => {
    api({
      save: () => json({ error: { code: 'DRAFT_CLOSED', ...catalogue.DRAFT_CLOSED } }, 409),
    });
    const u = userEvent.setup();
    renderPage(<DraftTeamsPage />, { path, at });
    await screen.findByRole('heading', { level: 1 });
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    await u.click(await screen.findByRole('button', { name: 'Submit Selections' }));
    const refusal = await screen.findByRole('alertdialog', { name: 'Sorry!' });
    expect(refusal).toHaveTextContent('The deadline for changing picks has passed');
  });

  it('signed out: Authentication Failed!, then /register keeping the order', async () => {
    const fetch = api({ user: null });
    const u = userEvent.setup();
    renderPage(<DraftTeamsPage />, { path, at });
    await screen.findByRole('heading', { level: 1 });
    await u.click(screen.getByRole('button', { name: 'Move Player 3 up' }));
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Authentication Failed!' });
    expect(alert).toHaveTextContent('Please Login First');
    await u.click(within(alert).getByRole('button', { name: 'OK' }));
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/register');
    const state = JSON.parse(location.textContent.slice('/register '.length)) as {
      backlink: string;
      selected: { ranking: number[] };
    };
    expect(state.backlink).toBe('draft-day-teams?contest=3');
    expect(state.selected.ranking).toHaveLength(40);
    expect(state.selected.ranking.slice(0, 3)).toEqual([101, 103, 102]);
    expect(submitted(fetch)).toHaveLength(0);
  });

  it('a 401 answer to the submit also sends the player to /register', async () => {
    api({ save: signedOut });
    const u = userEvent.setup();
    renderPage(<DraftTeamsPage />, { path, at });
    await screen.findByRole('heading', { level: 1 });
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    await u.click(await screen.findByRole('button', { name: 'Submit Selections' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Authentication Failed!' });
    await u.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/register');
  });

  it('back from sign-in with the order: restores it and opens the confirm dialog', async () => {
    const fetch = api();
    const u = userEvent.setup();
    const order = [105, 101, 102, 103, 104, ...Array.from({ length: 35 }, (_, i) => 106 + i)];
    renderPage(<DraftTeamsPage />, { path, at, state: { selected: { ranking: order } } });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your selections' });
    expect(within(dialog).getAllByRole('row')[1]).toHaveTextContent('1Player 5');
    expect(names().slice(0, 2)).toEqual(['Player 5', 'Player 1']);
    await u.click(within(dialog).getByRole('button', { name: 'Submit Selections' }));
    await screen.findByRole('dialog', { name: 'Successful' });
    expect(submitted(fetch)).toEqual([{ ranking: order.slice(0, 32) }]);
  });
});
