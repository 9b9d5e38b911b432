import type { SportsMatch } from '@powerplay/contracts';
import { matchLabel } from '@powerplay/domain';
import { noticeText } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';
import { gameSuffix } from './doubleheaders';

/**
 * A pitcher's ERA or a goalie's GAA, or nothing where the data has none (the stat is
 * left out, never shown as a dash).
 */
export function statText(stat: number | null | undefined): string {
  return stat === null || stat === undefined ? '' : stat.toFixed(2);
}

interface MatchCardProps {
  match: SportsMatch;
  /** A doubleheader's game number (its two cards are otherwise alike); undefined for a single game. */
  game?: number | undefined;
  picks: readonly string[];
  /** Pitcher or Goalie; null where the sport has no starter to show (basketball, football). */
  starterWord: string | null;
  statWord: string;
  onToggle: (key: string) => void;
}

/**
 * One match of the team selection: start, location, a doubleheader's "Game 1"/"Game 2",
 * the status of a started match, and per side the team, its starter and Select This Team, which reads
 * "Selected ✓" (and is pressed) while the team is picked. A match not UNPLAYED is disabled.
 */
export function MatchCard({ match, game, picks, starterWord, statWord, onToggle }: MatchCardProps) {
  const open = match.status === 'UNPLAYED';
  const label = matchLabel(match);
  const badge =
    match.status === 'FINISHED'
      ? noticeText('SPORTS_MATCH_FINISHED')
      : open
        ? null
        : noticeText('SPORTS_MATCH_LIVE');
  const title = `${match.away.name} at ${match.home.name}${gameSuffix(game)}`;
  return (
    <li className="match-card" data-disabled={!open} aria-label={title}>
      <div className="match-meta">
        {game ? <span className="match-game">{noticeText('SPORTS_GAME_NUMBER', { n: game })}</span> : null}
        <span>
          <time dateTime={match.startAt}>{formatDateTime(match.startAt)}</time>
        </span>
        <span>{match.location}</span>
      </div>
      {badge ? (
        <p className="match-status">
          {badge}
          {match.status !== 'FINISHED' ? ` · ${noticeText(label.code, label.params)}` : ''}
          {` · ${match.away.abbreviation} ${match.away.score} – ${match.home.abbreviation} ${match.home.score}`}
        </p>
      ) : null}
      <div className="match-teams">
        {(['away', 'home'] as const).map((side) => {
          const team = match[side];
          const selected = picks.includes(team.pickKey);
          const starter = team.starter;
          return (
            <div key={side} className="match-team">
              <span className="side">{side === 'home' ? 'Home' : 'Away'}</span>
              <h3>{team.name}</h3>
              {starterWord === null ? null : (
                <p className="starter">
                  {starter
                    ? `${starterWord}: ${starter.name}${starter.stat === null ? '' : ` (${statWord} ${statText(starter.stat)})`}`
                    : `${starterWord}: TBD`}
                </p>
              )}
              <button
                type="button"
                className="button button-secondary button-small team-pick"
                aria-pressed={selected}
                disabled={!open}
                onClick={() => onToggle(team.pickKey)}
              >
                {selected ? noticeText('SPORTS_TEAM_SELECTED') : 'Select This Team'}
                <span className="visually-hidden">{` ${team.name}${game ? ` ${noticeText('SPORTS_GAME_NUMBER', { n: game })}` : ''}`}</span>
              </button>
            </div>
          );
        })}
      </div>
    </li>
  );
}
