import { contestTypes, type Sport } from '@powerplay/domain';
import { headlineFacts } from '../contest-type-facts';
import { scoreUnit, teamRows, zoneLabels, type PickControlProps, type WebContestType } from './web-type';

/** Zones: the score zone a pick is placed in ("2–3 runs"), chosen from the sport's zones. */
function ZoneChoice({ name, sport, zone, index, frozenAt, onPlace }: PickControlProps) {
  const unit = scoreUnit[sport];
  return (
    <select
      className="zone-choice"
      aria-label={`Zone for ${name}`}
      value={zone ?? ''}
      disabled={frozenAt(index)}
      onChange={(e) => onPlace(Number(e.target.value))}
    >
      <option value="" disabled>
        Choose a zone
      </option>
      {zoneLabels(sport).map((label, i) => (
        <option key={label} value={i}>{`${label} ${unit}`}</option>
      ))}
    </select>
  );
}

/** The intro page's board of the sport's zones. */
function ZoneBoard({ sport }: { sport: Sport }) {
  return (
    <section aria-labelledby="intro-zones-title">
      <h2 id="intro-zones-title">The zones</h2>
      <ul className="zone-board">
        {zoneLabels(sport).map((label) => (
          <li key={label}>
            <strong>{label}</strong>
            {/* The noun agrees with the zone: "1 goal", "0 goals", "2–3 runs". */}
            <span className="muted">{label === '1' ? scoreUnit[sport].slice(0, -1) : scoreUnit[sport]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const { min, max } = contestTypes.zones.limits;

/** Zones on the web: each pick placed in a zone, rows by the number of teams placed. */
export const web: WebContestType = {
  rule: 'zones',
  layout: 'zones',
  title: 'Game Zones',
  howToPlay: () =>
    'Place 1 to 10 teams, each in a score zone. You win when every team you placed ends in its zone.',
  prizeGrid: { heading: 'Number of Teams', label: (r) => String(r.teams), bestFirst: false },
  editorRows: () =>
    teamRows(
      Array.from({ length: max - min + 1 }, (_, i) => min + i),
      true,
      'team placed',
      'teams placed',
    ),
  summary: headlineFacts('In their zone'),
  headlineLabel: 'In their zone',
  // The rules name no figures (the old site's named none).
  unseededPrizes:
    'The prize grows with the number of teams placed, and every placed team must end in its zone.',
  PickControl: ZoneChoice,
  Intro: ZoneBoard,
};
