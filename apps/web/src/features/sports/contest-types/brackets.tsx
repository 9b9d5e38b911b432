import { bracketSizes } from '@powerplay/domain';
import { headlineFacts } from '../contest-type-facts';
import type { PickControlProps, WebContestType } from './web-type';

/** Brackets: a pick's seed moves one up or down, while neither match has started. */
function SeedButtons({ name, index, count, frozenAt, onMove }: PickControlProps) {
  const frozen = frozenAt(index);
  const up = index > 0 && !frozen && !frozenAt(index - 1);
  const down = index < count - 1 && !frozen && !frozenAt(index + 1);
  return (
    <span className="seed-moves">
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => onMove(-1)}
        disabled={!up}
        aria-label={`Move ${name} up`}
      >
        ↑
      </button>
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => onMove(1)}
        disabled={!down}
        aria-label={`Move ${name} down`}
      >
        ↓
      </button>
    </span>
  );
}

/** Brackets on the web: picks in seed order with their moves, rows by bracket size. */
export const web: WebContestType = {
  rule: 'brackets',
  layout: 'brackets',
  title: 'Brackets',
  howToPlay: () =>
    'Select 2, 4 or 8 teams in seed order. Seed 1 plays the last seed, the higher score advances: you win when your seed 1 is the champion.',
  prizeGrid: { heading: 'Bracket', label: (r) => `${r.teams} teams`, bestFirst: false },
  editorRows: () =>
    bracketSizes.map((n) => ({ slot: String(n), key: n, label: `a bracket of ${n}`, optional: true })),
  summary: headlineFacts('Bracket'),
  headlineLabel: 'Bracket',
  pickLabel: (i) => `Seed ${i + 1}`,
  listClass: 'selections-seeded',
  PickControl: SeedButtons,
};
