import type { SportsContest, SportsMatch } from '@powerplay/contracts';
import type { Sport } from '@powerplay/domain';
import { messageOf, noticeText } from '../../lib/messages';
import { scoreUnit, zoneLabels } from './contest-types';

export interface PickedTeam {
  team: SportsMatch['home'];
  match: SportsMatch;
  /** A doubleheader's game number; undefined for a single game. */
  game: number | undefined;
}

interface MySelectionsProps {
  contest: Pick<SportsContest, 'minTeams' | 'maxTeams' | 'rule'>;
  sport: Sport;
  /** In the order given (Brackets: seed order). */
  picks: readonly string[];
  /** Zones: each pick's zone (an index into the sport's zones) by pick key. */
  zones: Readonly<Record<string, number>>;
  /** The teams of the game set by pick key. */
  teamOf: ReadonlyMap<string, PickedTeam>;
  submitting: boolean;
  onRemove: (key: string) => void;
  /** Brackets: one seed up (-1) or down (+1). */
  onMove: (key: string, by: -1 | 1) => void;
  /** Zones: places a pick in a zone. */
  onPlace: (key: string, zone: number) => void;
  onSubmit: () => void;
}

/**
 * My Selections: the hint, the count, each pick with Remove (not once its match has
 * started), the minimum's message and Submit ("Select at least 1 team" and inactive with none).
 * Brackets shows each pick's seed with Move up / Move down; Zones a zone to choose for each pick.
 */
export function MySelections(props: MySelectionsProps) {
  const { contest, picks, teamOf, submitting, onRemove, onSubmit } = props;
  const belowMin = picks.length > 0 && picks.length < contest.minTeams;
  const frozenAt = (i: number) => {
    const found = teamOf.get(picks[i] ?? '');
    return found ? found.match.status !== 'UNPLAYED' : false;
  };
  return (
    <aside className="selections" aria-labelledby="selections-title">
      <h2 id="selections-title">My Selections</h2>
      <p className="hint-text">{noticeText('SPORTS_PICKS_HINT', { n: contest.minTeams })}</p>
      <p aria-live="polite">{`${picks.length} of ${contest.maxTeams} teams selected`}</p>
      {picks.length > 0 ? (
        <ol className={contest.rule === 'brackets' ? 'selections-seeded' : undefined}>
          {picks.map((key, i) => {
            const found = teamOf.get(key);
            const game = found?.game ? ` (${noticeText('SPORTS_GAME_NUMBER', { n: found.game })})` : '';
            const name = found ? `${found.team.name}${game}` : key;
            const frozen = frozenAt(i);
            return (
              <li key={key}>
                {contest.rule === 'brackets' ? <span className="seed">{`Seed ${i + 1}`}</span> : null}
                <span>{name}</span>
                {contest.rule === 'brackets' ? (
                  <SeedButtons
                    name={name}
                    up={i > 0 && !frozen && !frozenAt(i - 1)}
                    down={i < picks.length - 1 && !frozen && !frozenAt(i + 1)}
                    onMove={(by) => props.onMove(key, by)}
                  />
                ) : null}
                {contest.rule === 'zones' ? (
                  <ZoneChoice
                    name={name}
                    sport={props.sport}
                    zone={props.zones[key]}
                    disabled={frozen}
                    onPlace={(zone) => props.onPlace(key, zone)}
                  />
                ) : null}
                <button
                  type="button"
                  className="button button-secondary button-small"
                  onClick={() => onRemove(key)}
                  disabled={frozen}
                  aria-label={`Remove ${name}`}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ol>
      ) : null}
      {belowMin ? (
        <p className="field-error">{messageOf('SPORTS_PICKS_TOO_FEW', { min: contest.minTeams }).message}</p>
      ) : null}
      <button
        type="button"
        className="button button-primary button-block"
        onClick={onSubmit}
        disabled={picks.length === 0 || submitting}
      >
        {picks.length === 0 ? noticeText('SPORTS_SELECT_ONE') : submitting ? 'Submitting…' : 'Submit'}
      </button>
    </aside>
  );
}

function SeedButtons(props: { name: string; up: boolean; down: boolean; onMove: (by: -1 | 1) => void }) {
  return (
    <span className="seed-moves">
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => props.onMove(-1)}
        disabled={!props.up}
        aria-label={`Move ${props.name} up`}
      >
        ↑
      </button>
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => props.onMove(1)}
        disabled={!props.down}
        aria-label={`Move ${props.name} down`}
      >
        ↓
      </button>
    </span>
  );
}

/** Zones: the score zone a pick is placed in ("2–3 runs"), chosen from the sport's zones. */
function ZoneChoice(props: {
  name: string;
  sport: Sport;
  zone: number | undefined;
  disabled: boolean;
  onPlace: (zone: number) => void;
}) {
  const unit = scoreUnit[props.sport];
  return (
    <select
      className="zone-choice"
      aria-label={`Zone for ${props.name}`}
      value={props.zone ?? ''}
      disabled={props.disabled}
      onChange={(e) => props.onPlace(Number(e.target.value))}
    >
      <option value="" disabled>
        Choose a zone
      </option>
      {zoneLabels(props.sport).map((label, i) => (
        <option key={label} value={i}>{`${label} ${unit}`}</option>
      ))}
    </select>
  );
}
