import { notices } from '@powerplay/contracts';
import {
  applyPowerplay,
  ballDueAt,
  defaultKit,
  demoLeadIn,
  demoTimings,
  drawBalls,
  drawPhase,
  gameTypeConfigs,
  hitsOf,
  seededStream,
  seedFromBytes,
  sortedPicks,
  type DrawSchedule,
  type PowerplayId,
} from '@powerplay/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MessageDialog } from '../../components/ui/MessageDialog';
import type { Message } from '../../lib/messages';
import { formatPrize } from '../../lib/money';
import { useNow } from '../../lib/useNow';
import { LiveBoard, type Inventory, type UseOutcome } from './LiveBoard';
import { messageOf, noticeText } from '../../lib/messages';
import { PickGrid } from './PickGrid';

interface DemoGame {
  seed: string;
  /** When Start was pressed (local clock). */
  startedAt: number;
  schedule: DrawSchedule;
  balls: number[];
  picks: number[];
  inventory: Inventory;
  uses: number;
}

/** The demo's random bytes come from the browser's crypto (never Math.random). */
export function newDemoSeed(): string {
  return seedFromBytes(crypto.getRandomValues(new Uint8Array(32)));
}

/** Below this width the demo keeps the draw area in view. */
const NARROW_PX = 700;
/** After the player's last scroll, how long to wait before bringing the draw back into view. */
const SCROLL_SETTLE_MS = 600;

const isNarrow = () => window.innerWidth < NARROW_PX;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Whether all of `el` is on screen, below the sticky site header. */
function fullyInView(el: Element): boolean {
  const rect = el.getBoundingClientRect();
  const headerBottom = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
  return rect.top >= Math.max(0, headerBottom) - 1 && rect.bottom <= window.innerHeight + 1;
}

/**
 * Demo mode for visitors (747 and Elite 8): the same pure engine as the server, run in the browser on a
 * local clock with the demo timings, a seed from crypto.getRandomValues and the demo inventory.
 */
export function DemoDraw({ type }: { type: '747' | 'elite8' }) {
  const config = gameTypeConfigs[type];
  const [picks, setPicks] = useState<number[]>([]);
  const [game, setGame] = useState<DemoGame | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const now = useNow(250);
  const areaRef = useRef<HTMLDivElement>(null);

  const lastScrollAt = useRef(0);

  const phase = game ? drawPhase(game.schedule, now) : null;
  const ballsDue = phase?.ballsDue ?? 0;
  const running = game !== null && phase?.status !== 'finished';
  const finished = game !== null && phase?.status === 'finished';

  // Narrow screens (the page scrolls to and locks position during a demo
  // draw). At the start the draw scrolls into view; while it runs, the Winning Numbers row is sticky
  // under the header (lottery.css), so the player can still reach My Numbers and the powerplays; and
  // whenever the row leaves the screen anyway (scrolled above the board or down past it), the page
  // brings it back once the player stops scrolling.
  useEffect(() => {
    if (!running || !isNarrow()) return;
    areaRef.current?.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [running]);

  useEffect(() => {
    if (!running) return;
    const onScroll = () => {
      lastScrollAt.current = Date.now();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [running]);

  useEffect(() => {
    if (!running || !isNarrow() || Date.now() - lastScrollAt.current < SCROLL_SETTLE_MS) return;
    const draw = areaRef.current?.querySelector('.winning');
    if (draw && !fullyInView(draw)) areaRef.current?.scrollIntoView({ block: 'start' });
  }, [running, now]);

  // The end: the result and its offers (Partner With Us, Play Again) come into view.
  useEffect(() => {
    if (!finished || !isNarrow()) return;
    areaRef.current?.querySelector('.result-area')?.scrollIntoView({ block: 'nearest' });
  }, [finished]);

  function start() {
    if (picks.length < config.picks) return setMessage(messageOf('PICKS_TOO_FEW', { n: config.picks }));
    const seed = newDemoSeed();
    const startedAt = Date.now();
    const schedule: DrawSchedule = {
      startAt: startedAt + demoLeadIn.liveMs,
      balls: config.balls,
      ...demoTimings,
    };
    setGame({
      seed,
      startedAt,
      schedule,
      balls: drawBalls(seed, 'demo', config.balls, config),
      picks: sortedPicks(picks),
      inventory: { ...defaultKit },
      uses: 0,
    });
  }

  if (!game || !phase) {
    return (
      <div className="demo-pick">
        <p>
          Pick {config.picks} numbers from {config.min} to {config.max}, then press Start. Balls are drawn
          every {demoTimings.ballIntervalSeconds} seconds; use your powerplays between balls.
        </p>
        <PickGrid
          config={config}
          picks={picks}
          onChange={setPicks}
          onRefused={(code) => setMessage(messageOf(code, { n: config.picks }))}
        />
        <div className="actions pick-actions">
          <button type="button" className="button button-primary" onClick={start}>
            Start
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setPicks([])}
            disabled={!picks.length}
          >
            Clear
          </button>
        </div>
        <MessageDialog message={message} onClose={() => setMessage(null)} />
      </div>
    );
  }

  const current = game;
  const drawn = current.balls.slice(0, ballsDue);
  const balls = drawn.map((number, i) => ({ k: i + 1, number, drawnAt: ballDueAt(current.schedule, i + 1) }));

  function onUse(powerplayId: PowerplayId, pick: number | undefined): Promise<UseOutcome> {
    const at = drawPhase(current.schedule, Date.now());
    const stream = seededStream(
      current.seed,
      `demo:entry:demo:use:${current.uses + 1}`,
      config.min,
      config.max,
    );
    const outcome = applyPowerplay(
      {
        range: config,
        picks: current.picks,
        drawn: current.balls.slice(0, at.ballsDue),
        inventory: current.inventory,
        phase: at,
      },
      { powerplayId, pick },
      stream,
    );
    if (typeof outcome === 'string') return Promise.resolve({ ok: false, message: messageOf(outcome) });
    setGame({ ...current, picks: outcome.picks, inventory: outcome.inventory, uses: current.uses + 1 });
    return Promise.resolve({ ok: true, ...outcome });
  }

  const sinceStart = now - current.startedAt;
  const lead =
    sinceStart < demoLeadIn.setMs
      ? noticeText('DEMO_READY')
      : sinceStart < demoLeadIn.goMs
        ? noticeText('DEMO_SET')
        : noticeText('DEMO_GO');
  const hits = hitsOf(current.picks, drawn);
  const tier = config.prizeTiers.find((t) => t.hits === hits);

  return (
    <div ref={areaRef} className={running ? 'demo-area demo-running' : 'demo-area'}>
      <LiveBoard
        shape={config}
        schedule={current.schedule}
        now={now}
        balls={balls}
        picks={current.picks}
        inventory={current.inventory}
        tiers={config.prizeTiers}
        currency={config.currency}
        showTopPrizes={false}
        onUse={onUse}
        lead={
          <p className="inplay-state ready" aria-live="assertive">
            <span className="ready-word">{lead}</span>
          </p>
        }
        finished={
          <section className="lotto-panel result-panel" aria-labelledby="demo-result-title">
            <h2 id="demo-result-title">{noticeText('DRAW_COMPLETED')}</h2>
            <p className={tier ? 'result-won' : 'result-lost'}>
              {tier ? notices.RESULT_WON.message : notices.RESULT_LOST_LIVE.message}
            </p>
            <p>
              You matched {hits} of {config.picks}
              {tier
                ? ` — in a real draw that is worth ${formatPrize(tier.amount, tier.kind, config.currency)}, divided equally among winners.`
                : '.'}
            </p>
            <div className="actions">
              <Link to="/partner" className="button button-primary">
                Partner With Us
              </Link>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  setGame(null);
                  setPicks([]);
                }}
              >
                Play Again
              </button>
            </div>
          </section>
        }
      />
    </div>
  );
}
