import { notices } from '@powerplay/contracts';
import { defaultKit, gameTypeConfigs, type DrawSchedule } from '@powerplay/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from '../../lib/useNow';
import { LiveBoard, type BoardBall, type LiveBoardProps, type UseOutcome } from './LiveBoard';

const T0 = Date.parse('2030-01-01T12:00:00Z');
// T = 10 s, D = 3 s, F = 12 s, 4 balls.
const schedule: DrawSchedule = {
  startAt: T0 + 10_000,
  balls: 4,
  ballIntervalSeconds: 10,
  delaySeconds: 3,
  finalWindowSeconds: 12,
};
const drawnNumbers = [5, 9, 14, 20];
const ballsDueBy = (now: number): BoardBall[] =>
  drawnNumbers
    .map((number, i) => ({ k: i + 1, number, drawnAt: schedule.startAt + i * 10_000 }))
    .filter((b) => b.drawnAt <= now);

/** The board on the (fake) clock, with the balls due by now, as the SSE stream would deliver them. */
function Clocked(props: Partial<LiveBoardProps> & { onUse: LiveBoardProps['onUse'] }) {
  const now = useNow(250);
  return (
    <LiveBoard
      shape={{ picks: 4, min: 1, max: 47, balls: 4 }}
      schedule={schedule}
      now={now}
      balls={ballsDueBy(now)}
      picks={[1, 5, 30, 40]}
      inventory={{ ...defaultKit }}
      tiers={gameTypeConfigs['747'].prizeTiers}
      currency="USD"
      finished={<p>Result panel</p>}
      {...props}
    />
  );
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** Replace All's answer: the new picks, the powerplay spent, each number replaced (none matching). */
const replaceAllAnswer = (picks: number[], replaced: [from: number, to: number][]): UseOutcome => ({
  ok: true,
  picks,
  inventory: { ...defaultKit, 1: 0 },
  replaced: replaced.map(([from, to]) => ({ from, to, match: false })),
});

/** A use whose answer the test gives when it wants. */
function slowUse() {
  let answer: (o: UseOutcome) => void = () => {};
  const onUse = vi.fn(() => new Promise<UseOutcome>((resolve) => (answer = resolve)));
  return { onUse, answer: (o: UseOutcome) => answer(o) };
}

/** The final window's Replace All prompt, then Confirm in its dialog. */
function replaceAll() {
  fireEvent.click(screen.getByRole('button', { name: notices.REPLACE_ALL_PROMPT.message }));
  fireEvent.click(
    within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Confirm' }),
  );
}

/** My Numbers as shown, also behind the open confirmation ('–': hidden). */
const myNumbers = () =>
  within(screen.getByRole('list', { name: 'My numbers', hidden: true }))
    .getAllByRole('button', { hidden: true })
    .map((b) => b.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(T0);
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveBoard on the live timeline', () => {
  it('walks GET READY, the balls, Coming Up!, the powerplays and Draw Completed!', async () => {
    const onUse = vi.fn((): Promise<UseOutcome> =>
      Promise.resolve({
        ok: true,
        picks: [1, 5, 9, 40],
        inventory: { ...defaultKit, 3: 0 },
        replaced: [{ from: 30, to: 9, match: true }],
      }),
    );
    const { rerender } = render(<Clocked onUse={onUse} />);
    expect(screen.getByText('GET READY!')).toBeInTheDocument();
    expect(screen.getByText('Draw Begins In 10 sec.')).toBeInTheDocument();
    // Powerplays are closed before the first ball.
    expect(screen.getByRole('button', { name: /^Increase/ })).toBeDisabled();

    // The guided tour starts 1 s after the screen appears.
    advance(1000);
    const tour = screen.getByRole('dialog', { name: 'My Powerplays' });
    fireEvent.click(within(tour).getByRole('button', { name: "Don't Show me again" }));
    expect(localStorage.getItem('powerplay.lottoTour.hidden')).toBe('1');

    // Ball 1 (5) matches a pick: "Congrats ! It's a match !" for 3 s, and 5 is locked.
    advance(9_300);
    expect(screen.getByRole('img', { name: 'In play: 5' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(notices.MATCH.message);
    // The new ball is announced in the polite live region, and the powerplay window counts down.
    expect(screen.getByRole('status')).toHaveTextContent('Number 1 of 4 drawn: 5');
    expect(screen.getByText('Powerplays close in 7 sec.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '5, matched' })).toBeDisabled();
    advance(3_250);
    expect(screen.getByRole('status')).not.toHaveTextContent(notices.MATCH.message);

    // The last D seconds before the next ball: Coming Up!
    expect(screen.queryByText('Coming Up!')).not.toBeInTheDocument();
    advance(4_000);
    expect(screen.getByText('Coming Up!')).toBeInTheDocument();
    // Closed until the next ball, and it says so on each powerplay.
    expect(screen.getByRole('button', { name: /^Increase/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase 5 left' })).toHaveAccessibleDescription(
      'Powerplays reopen after the next number.',
    );
    advance(3_000);
    expect(screen.queryByText('Coming Up!')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'In play: 9' })).toBeInTheDocument();

    expect(screen.getByRole('status')).toHaveTextContent('Number 2 of 4 drawn: 9');
    expect(screen.getByRole('button', { name: /^Increase/ })).toBeEnabled();

    // Select 30, one tap on Power Match (no confirmation): the answer is shown for 3 s.
    fireEvent.click(screen.getByRole('button', { name: '30' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Power Match/ }));
      await Promise.resolve();
    });
    expect(screen.queryByRole('dialog', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(onUse).toHaveBeenCalledWith(3, 30);
    rerender(<Clocked onUse={onUse} picks={[1, 5, 9, 40]} inventory={{ ...defaultKit, 3: 0 }} />);
    // None left now: disabled, with the reason.
    expect(screen.getByRole('button', { name: /^Power Match/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Power Match 0 left' })).toHaveAccessibleDescription('0 left');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your selection was replaced with 9');
    expect(status).toHaveTextContent(notices.MATCH.message);
    advance(3_250);
    expect(status).not.toHaveTextContent('Your selection was replaced');
    expect(status).not.toHaveTextContent(notices.MATCH.message);

    // After the last ball the timer counts down the final window, not to a "next number".
    advance(21_000);
    expect(screen.getByRole('img', { name: 'In play: 20' })).toBeInTheDocument();
    expect(screen.queryByText(notices.TIMER_LABEL.message)).not.toBeInTheDocument();
    expect(screen.getByText(notices.FINAL_WINDOW_TIMER.message)).toBeInTheDocument();

    // After the final window: Draw Completed! and the result panel.
    advance(19_000);
    expect(screen.getAllByText('Draw Completed!').length).toBeGreaterThan(0);
    expect(screen.getByText('Result panel')).toBeInTheDocument();
  });

  it('offers Replace All in the final window only with 3 or fewer matches', async () => {
    localStorage.setItem('powerplay.lottoTour.hidden', '1');
    const onUse = vi.fn((): Promise<UseOutcome> =>
      Promise.resolve({ ok: false, message: { title: 'x', message: 'y' } }),
    );
    const prompt = () => screen.queryByRole('button', { name: notices.REPLACE_ALL_PROMPT.message });

    // 2 matches (5, 9): offered only after the last ball.
    const { unmount } = render(<Clocked onUse={onUse} picks={[5, 9, 30, 40]} />);
    advance(41_000);
    expect(screen.getByRole('img', { name: 'In play: 20' })).toBeInTheDocument();
    expect(prompt()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Replace All/ })).toBeEnabled();
    fireEvent.click(prompt()!);
    expect(screen.getByRole('dialog', { name: 'Confirm' })).toHaveTextContent(
      notices.REPLACE_ALL_CONFIRM.message,
    );
    // Gone when the final window closes.
    advance(12_000);
    expect(prompt()).not.toBeInTheDocument();
    unmount();

    // 4 matches: never offered.
    vi.setSystemTime(T0);
    render(<Clocked onUse={onUse} picks={[5, 9, 14, 20]} />);
    advance(10_000 + 31_000);
    expect(screen.getByRole('img', { name: 'In play: 20' })).toBeInTheDocument();
    expect(prompt()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Replace All/ })).toBeDisabled();
  });

  it('re-reveals the picks one every 1.5 s after Replace All', async () => {
    localStorage.setItem('powerplay.lottoTour.hidden', '1');
    const onUse = vi.fn((): Promise<UseOutcome> =>
      Promise.resolve(
        replaceAllAnswer(
          [5, 9, 33, 41],
          [
            [30, 33],
            [40, 41],
          ],
        ),
      ),
    );
    const { rerender } = render(<Clocked onUse={onUse} picks={[5, 9, 30, 40]} />);
    advance(10_000 + 31_000);
    fireEvent.click(screen.getByRole('button', { name: notices.REPLACE_ALL_PROMPT.message }));
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Confirm' }),
      );
      await Promise.resolve();
    });
    rerender(<Clocked onUse={onUse} picks={[5, 9, 33, 41]} inventory={{ ...defaultKit, 1: 0 }} />);
    const mine = () => within(screen.getByRole('list', { name: 'My numbers' })).getAllByRole('button');
    // The kept matches (5, 9) stay shown and counted; the two new numbers come back one at a time.
    expect(mine().map((b) => b.textContent)).toEqual(['5', '9', '–', '–']);
    expect(screen.getByText('2 of 4 matched')).toBeInTheDocument();
    advance(1_600);
    expect(mine().map((b) => b.textContent)).toEqual(['5', '9', '33', '–']);
    expect(screen.getByText('2 of 4 matched')).toBeInTheDocument();
    advance(1_600);
    expect(mine().map((b) => b.textContent)).toEqual(['5', '9', '33', '41']);
  });

  it('keeps Replace All’s new numbers hidden when the push comes before a slow answer, and reveals from the answer', async () => {
    localStorage.setItem('powerplay.lottoTour.hidden', '1');
    const { onUse, answer } = slowUse();
    const { rerender } = render(<Clocked onUse={onUse} picks={[5, 9, 30, 40]} />);
    advance(10_000 + 31_000);
    replaceAll();
    // The player's stream delivers the new entry first.
    rerender(<Clocked onUse={onUse} picks={[5, 9, 33, 41]} inventory={{ ...defaultKit, 1: 0 }} />);
    // (The confirmation stays open, modal, until the answer: the board is behind it.)
    expect(myNumbers()).toEqual(['5', '9', '–', '–']);
    // The answer takes 3 s: the re-reveal starts when it arrives, not at the tap.
    advance(3_000);
    expect(myNumbers()).toEqual(['5', '9', '–', '–']);
    await act(async () => {
      answer(
        replaceAllAnswer(
          [5, 9, 33, 41],
          [
            [30, 33],
            [40, 41],
          ],
        ),
      );
      await Promise.resolve();
    });
    expect(myNumbers()).toEqual(['5', '9', '–', '–']);
    advance(1_600);
    expect(myNumbers()).toEqual(['5', '9', '33', '–']);
  });

  it('hides every number being replaced while Replace All is on its way, also one the new set keeps', async () => {
    localStorage.setItem('powerplay.lottoTour.hidden', '1');
    const { onUse, answer } = slowUse();
    const { rerender } = render(<Clocked onUse={onUse} picks={[5, 9, 30, 40]} />);
    advance(10_000 + 31_000);
    replaceAll();
    // At once: only the kept matches show.
    expect(myNumbers()).toEqual(['5', '9', '–', '–']);
    // The new set, pushed first, happens to hold 30 again: it stays hidden with the others.
    rerender(<Clocked onUse={onUse} picks={[5, 9, 30, 41]} inventory={{ ...defaultKit, 1: 0 }} />);
    expect(myNumbers()).toEqual(['5', '9', '–', '–']);
    await act(async () => {
      answer(
        replaceAllAnswer(
          [5, 9, 30, 41],
          [
            [30, 30],
            [40, 41],
          ],
        ),
      );
      await Promise.resolve();
    });
    expect(myNumbers()).toEqual(['5', '9', '–', '–']);
    advance(1_600);
    expect(myNumbers()).toEqual(['5', '9', '30', '–']);
  });

  it('ends the re-reveal within the final window when Replace All comes late', async () => {
    localStorage.setItem('powerplay.lottoTour.hidden', '1');
    const onUse = vi.fn((): Promise<UseOutcome> =>
      Promise.resolve(
        replaceAllAnswer(
          [5, 33, 41, 44],
          [
            [1, 33],
            [30, 41],
            [40, 44],
          ],
        ),
      ),
    );
    const { rerender } = render(<Clocked onUse={onUse} picks={[1, 5, 30, 40]} />);
    // The final window runs from 40 s to 52 s after T0: Replace All with 2.5 s left.
    advance(49_500);
    fireEvent.click(screen.getByRole('button', { name: notices.REPLACE_ALL_PROMPT.message }));
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Confirm' }),
      );
      await Promise.resolve();
    });
    rerender(<Clocked onUse={onUse} picks={[5, 33, 41, 44]} inventory={{ ...defaultKit, 1: 0 }} />);
    const mine = () => within(screen.getByRole('list', { name: 'My numbers' })).getAllByRole('button');
    expect(mine().filter((b) => b.textContent === '–')).toHaveLength(3);
    // Everything is back before the draw ends (52 s), not 4.5 s later.
    advance(2_000);
    expect(screen.queryByText('Draw Completed!')).not.toBeInTheDocument();
    expect(mine().map((b) => b.textContent)).toEqual(['5', '33', '41', '44']);
  });
});
