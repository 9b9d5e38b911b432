import type { GameListResponse, LotteryGame } from '@powerplay/contracts';
import { formatDrawDate } from '../src/lib/time';
import { clock, getJson, h, serverOffset, show, showError, siteLink, spokenClock } from './lib';

/** While the server still lists a started draw as upcoming, ask again this often. */
const REFRESH_AFTER_START_MS = 15_000;

/**
 * The next draw's countdown with "Play now" (decision 029): the draw's name, its New York date, a
 * ticking clock (a screen reader hears it once a minute), and links to play it on the full site.
 */
async function main() {
  const offset = await serverOffset();
  let timer: ReturnType<typeof setInterval> | undefined;
  // Not before this (server time): a started draw the list still names is asked about again then.
  let refreshAt = 0;

  async function load() {
    clearInterval(timer);
    const games = await getJson<GameListResponse>('/api/lottery/games');
    const next: LotteryGame | undefined = games.upcoming[0];
    const live = games.live[0];
    if (!next) {
      show(
        h('h1', { class: 'embed-title' }, 'Next draw'),
        h('p', {}, live ? `${live.name} is drawing now.` : 'No draw is scheduled right now.'),
        live
          ? siteLink(`/${live.gameType}-draw`, 'Watch it live', 'embed-button')
          : siteLink('/powerplay-lotto', 'See the lotto games', 'embed-button'),
      );
      return;
    }
    const time = h('p', { class: 'embed-clock', 'aria-hidden': 'true' });
    const spoken = h('p', { class: 'embed-sr', 'aria-live': 'polite', role: 'status' });
    show(
      h('h1', { class: 'embed-title' }, 'Next draw'),
      h('p', { class: 'embed-name' }, next.name),
      h('p', { class: 'embed-when' }, h('time', { datetime: next.startAt }, formatDrawDate(next.startAt))),
      time,
      spoken,
      h(
        'p',
        { class: 'embed-actions' },
        siteLink(`/${next.gameType}`, 'Play now', 'embed-button'),
        siteLink('/powerplay-lotto', 'All lotto games'),
      ),
    );
    let lastSpoken = '';
    const tick = () => {
      const now = Date.now() + offset;
      const left = Date.parse(next.startAt) - now;
      time.textContent = left > 0 ? clock(left) : 'Drawing now';
      const said = left > 0 ? `Starts in ${spokenClock(left)}` : `${next.name} is drawing now`;
      if (said !== lastSpoken) spoken.textContent = lastSpoken = said;
      // Started: the list has moved on (to the next draw), or will soon.
      if (left <= 0 && now >= refreshAt) {
        refreshAt = now + REFRESH_AFTER_START_MS;
        void load().catch(showError);
      }
    };
    tick();
    timer = setInterval(tick, 1000);
  }
  await load();
}

main().catch(showError);
