import { catalogue, notices } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { ScheduleDrawForm } from './ScheduleDrawForm';

const PATH = '/api/operator/lottery/games';

describe('ScheduleDrawForm', () => {
  it("checks the form with the contracts' schema, then sends the draw in New York time", async () => {
    const fetch = mockFetch(() =>
      json({ error: { code: 'GAME_SLOT_TAKEN', ...catalogue.GAME_SLOT_TAKEN } }, 409),
    );
    const u = userEvent.setup();
    renderPage(<ScheduleDrawForm />);
    const submit = screen.getByRole('button', { name: 'Schedule draw' });
    const expectDialog = async (message: string) => {
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent(message);
      await u.click(within(dialog).getByRole('button', { name: 'OK' }));
    };

    await u.click(submit);
    await expectDialog(notices.SCHEDULE_START_REQUIRED.message);

    // Another game starts from its own timings and prize table.
    expect(screen.getAllByLabelText('Matches')).toHaveLength(7);
    await u.selectOptions(screen.getByLabelText('Game'), 'Sweet 16');
    expect(screen.getAllByLabelText('Matches')).toHaveLength(4);
    await u.selectOptions(screen.getByLabelText('Game'), 'Lotto 747');
    expect(screen.getAllByLabelText('Matches')).toHaveLength(7);

    await u.type(screen.getByLabelText('Starts at (New York time)'), '2030-01-15T10:07');
    await u.clear(screen.getByLabelText('Seconds between balls'));
    await u.type(screen.getByLabelText('Seconds between balls'), '0');
    await u.click(submit);
    await expectDialog(catalogue.TIMINGS_INVALID.message);
    await u.clear(screen.getByLabelText('Seconds between balls'));
    await u.type(screen.getByLabelText('Seconds between balls'), '30');

    await u.clear(screen.getAllByLabelText('Prize ($)')[0]!);
    await u.type(screen.getAllByLabelText('Prize ($)')[0]!, 'lots');
    await u.click(submit);
    await expectDialog(catalogue.PRIZE_TIERS_INVALID.message);
    expect(sentBodies(fetch, PATH)).toEqual([]);

    await u.clear(screen.getAllByLabelText('Prize ($)')[0]!);
    await u.type(screen.getAllByLabelText('Prize ($)')[0]!, '5000');
    await u.click(screen.getByRole('button', { name: 'Remove the 1-match tier' }));
    await u.click(submit);
    // The server's refusal, in its words.
    await expectDialog(catalogue.GAME_SLOT_TAKEN.message);
    const [sent] = sentBodies(fetch, PATH) as { startAt: string; prizeTiers: unknown[] }[];
    // 10:07 AM in New York in January (EST, UTC−5).
    expect(sent!.startAt).toBe('2030-01-15T15:07:00.000Z');
    expect(sent!.prizeTiers).toHaveLength(6);
    expect(sent!.prizeTiers[0]).toEqual({ hits: 7, amount: 500_000, kind: 'cash' });
  });
});
