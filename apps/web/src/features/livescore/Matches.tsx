import type { SportsLiveMatch, SportsLiveScoreResponse } from '@powerplay/contracts';
import type { SportsPowerplayId } from '@powerplay/domain';
import type { RefObject } from 'react';
import { doubleheaderGames } from '../sports';
import { messageOf, noticeText } from '../../lib/messages';
import { MatchRow } from './MatchRow';
import { teamMoments } from './moments';
import { contestOffCode } from './standing';

const isMine = (m: SportsLiveMatch) => m.mine.home.held || m.mine.away.held;

interface MatchesProps {
  data: SportsLiveScoreResponse;
  /** The game set's stream is open (or not needed): otherwise the heading says "connecting…". */
  streaming: boolean;
  /** A powerplay is on its way: the row buttons wait. */
  busy: boolean;
  onUse: (powerplayId: SportsPowerplayId, teamKey: string) => void;
  /** The heading focus goes to when a Remove or a Swap takes the focused row button away. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The game set's matches grouped Game Ended, Live, Not Started; the player's own lead each group. */
export function Matches({ data, streaming, busy, onUse, headingRef }: MatchesProps) {
  const { gameSet } = data;
  const games = doubleheaderGames(data.matches);
  const left = new Map(data.powerplays.map((p) => [p.powerplayId, p.remaining]));
  const contestOff = contestOffCode(data.entry.contest);
  const off = contestOff ? messageOf(contestOff).message : null;
  const moments = teamMoments(data);
  // The player's own matches lead each group (in start order, as the server lists them).
  const mineFirst = [...data.matches].sort((a, b) => Number(isMine(b)) - Number(isMine(a)));
  const groups = [
    { title: 'Game Ended', matches: mineFirst.filter((m) => m.status === 'FINISHED') },
    { title: 'Live', matches: mineFirst.filter((m) => m.status === 'LIVE' || m.status === 'INTRO') },
    { title: 'Not Started', matches: mineFirst.filter((m) => m.status === 'UNPLAYED') },
  ].filter((g) => g.matches.length > 0);

  return (
    <section aria-labelledby="livescore-matches" className="livescore-matches">
      <h2 id="livescore-matches" ref={headingRef} tabIndex={-1}>
        Matches
        {streaming ? null : <span className="livescore-connecting"> · connecting…</span>}
      </h2>
      {groups.length === 0 ? (
        <p role="status">This game set has no matches yet.</p>
      ) : (
        groups.map((group) => (
          <section key={group.title} aria-label={group.title} className="live-group">
            <h3>{group.title}</h3>
            <ul className="live-match-list">
              {group.matches.map((m) => (
                <MatchRow
                  game={games.get(m.feedGameId)}
                  key={m.feedGameId}
                  match={m}
                  league={gameSet.league}
                  left={left}
                  moments={moments}
                  off={off}
                  busy={busy}
                  onUse={onUse}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      {gameSet.credit ? <p className="livescore-credit">{gameSet.credit}</p> : null}
      {gameSet.simulated ? (
        <p className="livescore-credit">{noticeText('SPORTS_GAME_SET_SIMULATED')}</p>
      ) : null}
    </section>
  );
}
