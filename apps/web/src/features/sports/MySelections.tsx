import type { SportsContest, SportsMatch } from '@powerplay/contracts';
import type { Sport } from '@powerplay/domain';
import { messageOf, noticeText } from '../../lib/messages';
import { webContestTypeOf } from './contest-types';

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
 * started), the minimum's message and Submit ("Select at least {min} teams" and inactive with none).
 * The contest's type adds its own part to each pick (Brackets: its seed with Move up / Move down; Zones:
 * a zone to choose).
 */
export function MySelections(props: MySelectionsProps) {
  const { contest, picks, teamOf, submitting, onRemove, onSubmit } = props;
  const { listClass, pickLabel, PickControl, picksHint } = webContestTypeOf(contest.rule);
  const belowMin = picks.length > 0 && picks.length < contest.minTeams;
  const frozenAt = (i: number) => {
    const found = teamOf.get(picks[i] ?? '');
    return found ? found.match.status !== 'UNPLAYED' : false;
  };
  return (
    <aside className="selections" aria-labelledby="selections-title">
      <h2 id="selections-title">My Selections</h2>
      <p className="hint-text">{noticeText(picksHint ?? 'SPORTS_PICKS_HINT', { n: contest.minTeams })}</p>
      <p aria-live="polite">{`${picks.length} of ${contest.maxTeams} teams selected`}</p>
      {picks.length > 0 ? (
        <ol className={listClass}>
          {picks.map((key, i) => {
            const found = teamOf.get(key);
            const game = found?.game ? ` (${noticeText('SPORTS_GAME_NUMBER', { n: found.game })})` : '';
            const name = found ? `${found.team.name}${game}` : key;
            const frozen = frozenAt(i);
            return (
              <li key={key}>
                {pickLabel ? <span className="seed">{pickLabel(i)}</span> : null}
                <span>{name}</span>
                {PickControl ? (
                  <PickControl
                    name={name}
                    sport={props.sport}
                    index={i}
                    count={picks.length}
                    frozenAt={frozenAt}
                    zone={props.zones[key]}
                    onMove={(by) => props.onMove(key, by)}
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
        {picks.length === 0
          ? noticeText('SPORTS_SELECT_MIN', { n: contest.minTeams })
          : submitting
            ? 'Submitting…'
            : 'Submit'}
      </button>
    </aside>
  );
}
