import type { SportsContest, SportsMatch } from '@powerplay/contracts';
import { messageOf, noticeText } from '../../lib/messages';

export interface PickedTeam {
  team: SportsMatch['home'];
  match: SportsMatch;
  /** A doubleheader's game number; undefined for a single game. */
  game: number | undefined;
}

interface MySelectionsProps {
  contest: Pick<SportsContest, 'minTeams' | 'maxTeams'>;
  picks: readonly string[];
  /** The teams of the game set by pick key. */
  teamOf: ReadonlyMap<string, PickedTeam>;
  submitting: boolean;
  onRemove: (key: string) => void;
  onSubmit: () => void;
}

/**
 * My Selections (spec 000 §2): the hint, the count, each pick with Remove (not once its match has
 * started), the minimum's message and Submit ("Select at least 1 team" and inactive with none).
 */
export function MySelections({ contest, picks, teamOf, submitting, onRemove, onSubmit }: MySelectionsProps) {
  const belowMin = picks.length > 0 && picks.length < contest.minTeams;
  return (
    <aside className="selections" aria-labelledby="selections-title">
      <h2 id="selections-title">My Selections</h2>
      <p className="hint-text">{noticeText('SPORTS_PICKS_HINT', { n: contest.minTeams })}</p>
      <p aria-live="polite">{`${picks.length} of ${contest.maxTeams} teams selected`}</p>
      {picks.length > 0 ? (
        <ol>
          {picks.map((key) => {
            const found = teamOf.get(key);
            const game = found?.game ? ` (${noticeText('SPORTS_GAME_NUMBER', { n: found.game })})` : '';
            const name = found ? `${found.team.name}${game}` : key;
            const frozen = found ? found.match.status !== 'UNPLAYED' : false;
            return (
              <li key={key}>
                <span>{name}</span>
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
