import type { SportsLeague, SportsLiveMatch } from '@powerplay/contracts';
import {
  matchLabel,
  sportsPowerplayIds,
  sportsPowerplayNames,
  sportsPowerplayOrder,
  type SportsPowerplayId,
} from '@powerplay/domain';
import { useId } from 'react';
import { messageOf, noticeText } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';
import { gameSuffix } from '../sports';
import type { TeamMoments } from './moments';
import { formatShortTime } from './time';
import './powerplays.css';

/** The row actions of a held team on a LIVE match, in the live page's order (Add is in the side panel). */
const rowPowerplays = sportsPowerplayOrder.filter((id) => id !== sportsPowerplayIds.add);

/** Double and Triple: not on a team that already counts ×2 or ×3 (once per team, never both). */
const multiplierPowerplays: readonly number[] = [sportsPowerplayIds.double, sportsPowerplayIds.triple];

type Side = 'home' | 'away';

interface MatchRowProps {
  match: SportsLiveMatch;
  /** A doubleheader's game number (its two rows are otherwise alike); undefined for a single game. */
  game?: number | undefined;
  league: SportsLeague;
  /** What is left of each powerplay of the kit, by id: one at 0 is off, with its reason shown. */
  left: ReadonlyMap<number, number>;
  /** The held teams' moment powerplays (Refresh, No Goal, 6th Skater) off now, and 6th Skater's mark. */
  moments: ReadonlyMap<string, TeamMoments>;
  /**
   * Why every powerplay is off whatever is left (the contest waits for players, or was cancelled), said
   * once under the team's buttons; null when the contest is played.
   */
  off: string | null;
  /**
   * A powerplay is on its way to the server: the buttons wait (aria-disabled, not disabled, so the
   * focused one keeps the keyboard's focus).
   */
  busy: boolean;
  onUse: (powerplayId: SportsPowerplayId, teamKey: string) => void;
}

function LockIcon() {
  return (
    <svg
      className="lock-icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 6V4.5a2 2 0 1 1 4 0V7H6Z"
      />
    </svg>
  );
}

/**
 * One match of the game set as this entry sees it: both teams with
 * their scores and pitcher or goalie, the period or inning, location and start; for each team the
 * player holds, My Score and the powerplays (LIVE), "Available at {time}" (before the start), or
 * "Locked" with a lock icon.
 */
export function MatchRow({ match, game, league, left, moments, off, busy, onUse }: MatchRowProps) {
  const label = matchLabel(match);
  // Basketball and football name no starter: their rows leave the line out.
  const starterWord = league === 'hockey' ? 'Goalie' : league === 'baseball' ? 'Pitcher' : null;
  const statWord = league === 'hockey' ? 'GAA' : 'ERA';
  const title = `${match.away.name} at ${match.home.name}${gameSuffix(game)}`;
  return (
    <li className="live-match" aria-label={title} data-status={match.status}>
      <div className="live-match-meta">
        {game ? (
          <span className="live-match-game">{noticeText('SPORTS_GAME_NUMBER', { n: game })}</span>
        ) : null}
        <span className="live-match-state">{noticeText(label.code, label.params)}</span>
        <span>
          <time dateTime={match.startAt}>{formatDateTime(match.startAt)}</time>
        </span>
        <span>{match.location}</span>
      </div>
      {(['away', 'home'] as const).map((side) => (
        <TeamLine
          key={side}
          match={match}
          side={side}
          starterWord={starterWord}
          statWord={statWord}
          left={left}
          moments={moments}
          off={off}
          busy={busy}
          onUse={onUse}
        />
      ))}
    </li>
  );
}

function TeamLine({
  match,
  side,
  starterWord,
  statWord,
  left,
  moments,
  off,
  busy,
  onUse,
}: {
  match: SportsLiveMatch;
  side: Side;
  starterWord: string | null;
  statWord: string;
  left: ReadonlyMap<number, number>;
  moments: ReadonlyMap<string, TeamMoments>;
  off: string | null;
  busy: boolean;
  onUse: MatchRowProps['onUse'];
}) {
  const team = match[side];
  const mine = match.mine[side];
  const pitcher = team.current ?? team.starter;
  const reasonIds = useId();
  const moment = moments.get(team.pickKey);
  return (
    <div className="live-team" data-held={mine.held}>
      <div className="live-team-head">
        <span className="live-team-side">{side === 'home' ? 'Home' : 'Away'}</span>
        <h4 className="live-team-name">{team.name}</h4>
        <span className="live-team-score" aria-label={`Score ${team.score}`}>
          {team.score}
        </span>
      </div>
      {starterWord === null ? null : (
        <p className="live-team-starter">
          {pitcher
            ? `${starterWord}: ${pitcher.name}${pitcher.stat === null ? '' : ` (${statWord} ${pitcher.stat.toFixed(2)})`}`
            : `${starterWord}: TBD`}
        </p>
      )}
      {mine.held ? (
        <div className="live-team-mine">
          <p className="my-score">
            My Score: <strong>{mine.myScore}</strong>
            {mine.locked ? (
              <span className="locked-badge">
                <LockIcon /> {noticeText('SPORTS_TEAM_LOCKED_LABEL')}
              </span>
            ) : null}
            {mine.multiplier !== undefined && mine.multiplier > 1 ? (
              <span className="multiplier-badge">
                {noticeText('SPORTS_TEAM_MULTIPLIER_LABEL', { multiplier: mine.multiplier })}
              </span>
            ) : null}
            {moment?.sixthSkater ? (
              <span className="multiplier-badge">
                {noticeText('SPORTS_TEAM_SIXTH_SKATER_LABEL', { period: moment.sixthSkater })}
              </span>
            ) : null}
          </p>
          {match.status === 'UNPLAYED' ? (
            <p className="available-at">
              {noticeText('SPORTS_AVAILABLE_AT', { time: formatShortTime(match.startAt) })}
            </p>
          ) : match.status === 'LIVE' ? (
            <>
              <div className="live-actions" role="group" aria-label={`Powerplays for ${team.name}`}>
                {rowPowerplays
                  .filter((id) => !mine.locked || id === sportsPowerplayIds.undo)
                  // Only the entry's kit (docs/rules/sports.md): High 5 has no Lock, Chase the Ace no Double.
                  .filter((id) => left.has(id))
                  .filter((id) => !multiplierPowerplays.includes(id) || (mine.multiplier ?? 1) === 1)
                  .map((id) => {
                    // A powerplay used up is off (aria-disabled keeps a focused one focused), its reason
                    // shown under it and read with it, as on the lottery's live draw; all of them are off
                    // while the contest is not played, with its one reason under the row.
                    const usedUp = off === null && (left.get(id) ?? 1) <= 0;
                    // Refresh, No Goal, 6th Skater when the moment is not theirs: the server's refusal.
                    const blocked = off === null && !usedUp ? moment?.blocked.get(id) : undefined;
                    const reasonId = off !== null ? `${reasonIds}-off` : `${reasonIds}-${id}`;
                    const isOff = off !== null || usedUp || blocked !== undefined;
                    return (
                      <span key={id} className="live-action">
                        <button
                          type="button"
                          className="button button-secondary button-small"
                          aria-disabled={busy || isOff}
                          aria-describedby={isOff ? reasonId : undefined}
                          data-off={isOff}
                          onClick={() => {
                            if (!busy && !isOff) onUse(id, team.pickKey);
                          }}
                        >
                          {sportsPowerplayNames[id]}
                          <span className="visually-hidden">{` ${team.name}`}</span>
                        </button>
                        {usedUp ? (
                          <span className="powerplay-off-reason" id={reasonId}>
                            {noticeText('PP_OFF_NONE_LEFT')}
                          </span>
                        ) : blocked ? (
                          <span className="powerplay-off-reason" id={reasonId}>
                            {messageOf(blocked).message}
                          </span>
                        ) : null}
                      </span>
                    );
                  })}
              </div>
              {off !== null ? (
                <p className="powerplay-off-reason" id={`${reasonIds}-off`}>
                  {off}
                </p>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
