import type { DrawnBall, GameListResponse, GameResponse, LotteryGame } from '@powerplay/contracts';
import { liveEventPaths } from '@powerplay/contracts';
import { formatDrawDate } from '../src/lib/time';
import { getJson, h, listen, params, show, showError, siteLink } from './lib';

const STATUS_TEXT = { unplayed: 'Starts', live: 'Live now', finished: 'Finished' } as const;

/** The draw to show: `?game=`, else the one drawing now, else the next, else the latest. */
async function chosenGame(): Promise<number | undefined> {
  const id = Number(params.get('game'));
  if (Number.isSafeInteger(id) && id > 0) return id;
  const list = await getJson<GameListResponse>('/api/lottery/games');
  return (list.live[0] ?? list.upcoming[0] ?? list.recent[0])?.id;
}

/**
 * A live draw board (decision 029): the balls as they drop (a polite live region announces each),
 * how many are left, and links to the full live screen, the results and the draw's verification.
 */
async function main() {
  const id = await chosenGame();
  if (id === undefined) {
    show(h('h1', { class: 'embed-title' }, 'Live draw'), h('p', {}, 'No draw is scheduled right now.'));
    return;
  }
  const { game } = await getJson<GameResponse>(`/api/lottery/games/${id}`);
  const seen = new Set<number>();
  const status = h('p', { class: 'embed-status', role: 'status' });
  const count = h('p', { class: 'embed-count' });
  const balls = h('ol', { class: 'embed-balls', 'aria-live': 'polite', 'aria-label': 'Drawn balls' });
  const actions = h('p', { class: 'embed-actions' });
  let current: LotteryGame['status'] = game.status;

  const setStatus = (value: LotteryGame['status']) => {
    current = value;
    status.textContent =
      value === 'unplayed' ? `${STATUS_TEXT.unplayed} ${formatDrawDate(game.startAt)}` : STATUS_TEXT[value];
    status.dataset.status = value;
    actions.replaceChildren(
      value === 'finished'
        ? siteLink(`/lotto-result?game=${game.id}`, 'See the results', 'embed-button')
        : value === 'live'
          ? siteLink(`/${game.gameType}-draw`, 'Watch the full draw', 'embed-button')
          : siteLink(`/${game.gameType}`, 'Play now', 'embed-button'),
      siteLink(`/how-draws-are-verified?game=${game.id}`, 'How draws are verified'),
    );
  };
  const addBall = (ball: DrawnBall) => {
    if (seen.has(ball.k)) return;
    seen.add(ball.k);
    const item = h('li', { class: 'embed-ball', 'data-k': ball.k }, String(ball.number));
    item.setAttribute('aria-label', `Ball ${ball.k}: ${ball.number}`);
    // In draw order, whatever order a reconnect's replay brings them in.
    const after = [...balls.children].find((li) => Number((li as HTMLElement).dataset.k) > ball.k);
    balls.insertBefore(item, after ?? null);
    count.textContent = `${seen.size} of ${game.balls} balls drawn`;
  };

  show(h('h1', { class: 'embed-title' }, game.name), status, balls, count, actions);
  setStatus(game.status);
  count.textContent = `0 of ${game.balls} balls drawn`;
  game.drawn.forEach(addBall);
  if (current === 'finished') return;

  const stream = listen(liveEventPaths.lottery(game.id), {
    ball: (data) => addBall(data as DrawnBall),
    status: (data) => {
      setStatus((data as { status: LotteryGame['status'] }).status);
      if (current === 'finished') stream.close();
    },
  });
}

main().catch(showError);
