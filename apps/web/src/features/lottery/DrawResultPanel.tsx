import { notices } from '@powerplay/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { messageOf, noticeText, type Message } from '../../lib/messages';
import { formatDrawDate } from '../../lib/time';
import type { GameType } from './api';
import { pickPath } from './paths';

interface ResultPanelProps {
  gameId: number;
  type: GameType;
  hasEntry: boolean;
  hits: number;
  picksCount: number;
  /** Null until the draw is settled. */
  prize: string | null;
  won: boolean | null;
  nextStartAt: string | null;
}

/** Once finished: the result, View Results, Next Draw Date, Pick Numbers for Next Draw, the verifier link. */
export function ResultPanel({
  gameId,
  type,
  hasEntry,
  hits,
  picksCount,
  prize,
  won,
  nextStartAt,
}: ResultPanelProps) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<Message | null>(null);
  return (
    <section className="lotto-panel result-panel" aria-labelledby="result-title">
      <h2 id="result-title">{noticeText('DRAW_COMPLETED')}</h2>
      {hasEntry ? (
        won === null ? (
          <p>
            You matched {hits} of {picksCount}. Your prize is being calculated…
          </p>
        ) : (
          <>
            <p className={won ? 'result-won' : 'result-lost'}>
              {won ? notices.RESULT_WON.message : notices.RESULT_LOST_LIVE.message}
            </p>
            <p>
              You matched {hits} of {picksCount}
              {won ? (
                <>
                  {' '}
                  and won <strong>{prize}</strong>.
                </>
              ) : (
                '.'
              )}
            </p>
            {won ? <p className="lotto-note">{notices.PRIZES_CREDITED.message}</p> : null}
          </>
        )
      ) : (
        <p>You had no numbers in this draw.</p>
      )}
      <p>
        Next Draw Date: <strong>{nextStartAt ? formatDrawDate(nextStartAt) : '—'}</strong>
      </p>
      <div className="actions">
        <Link to={`/lotto-result?game=${gameId}`} className="button button-primary">
          View Results
        </Link>
        <button
          type="button"
          className="button button-secondary"
          onClick={() =>
            nextStartAt ? void navigate(pickPath(type)) : setMessage(messageOf('NO_NEXT_GAME'))
          }
        >
          Pick Numbers for Next Draw
        </button>
      </div>
      <p>
        <Link to={`/how-draws-are-verified?game=${gameId}`}>How draws are verified</Link>
      </p>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}
