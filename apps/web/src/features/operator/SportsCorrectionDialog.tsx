import { feedUpdateSchema, notices, type FeedUpdate } from '@powerplay/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/ui/Field';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Modal } from '../../components/ui/Modal';
import { describeError } from '../../lib/api';
import { noticeText, type Message } from '../../lib/messages';
import { parseWholeNumber } from '../../lib/money';
import { contractResolver } from '../../lib/validation';
import type { FeedMatch } from './SportsPanel';
import { usePostFeedUpdates } from './sportsApi';

interface Values {
  homeScore: string;
  awayScore: string;
}

/** The sequence a provider's next update of this match must carry (above the match's and any sent). */
function nextSequence(match: Pick<FeedMatch, 'sequence' | 'lastProviderSequence'>): number {
  return Math.max(match.sequence, match.lastProviderSequence ?? 0) + 1;
}

/**
 * Corrects a FINISHED match's final score: posts it as a provider update with the next sequence
 * (docs/rules/sports.md "Provider ingest"); the server re-settles the affected entries once. Shows what the
 * feed did with it: applied, ignored, entries re-settled.
 */
export function SportsCorrectionDialog({
  match,
  onClose,
  onSent,
}: {
  match: FeedMatch | null;
  onClose: () => void;
  onSent: (notice: string) => void;
}) {
  const post = usePostFeedUpdates();
  const [message, setMessage] = useState<Message | null>(null);
  const { register, handleSubmit, reset } = useForm<Values, unknown, FeedUpdate>({
    defaultValues: { homeScore: '', awayScore: '' },
    // The correction is the provider's next update of the match, FINISHED with the scores typed.
    resolver: contractResolver(feedUpdateSchema, (values) => ({
      feedGameId: match?.feedGameId,
      sequence: match ? nextSequence(match) : undefined,
      status: 'FINISHED',
      homeScore: parseWholeNumber(values.homeScore),
      awayScore: parseWholeNumber(values.awayScore),
    })),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  useEffect(() => {
    if (match) reset({ homeScore: String(match.homeScore), awayScore: String(match.awayScore) });
  }, [match, reset]);

  const onSubmit = handleSubmit(
    (update) => {
      post.mutate([update], {
        onSuccess: (result) =>
          onSent(
            noticeText('SPORTS_CORRECTION_SENT', {
              feedGameId: update.feedGameId,
              sequence: update.sequence,
              applied: result.applied,
              ignored: result.ignored,
              resettled: result.resettled,
            }),
          ),
        onError: (error) => setMessage(describeError(error)),
      });
    },
    () => setMessage(notices.SPORTS_SCORE_INVALID),
  );

  return (
    <>
      <Modal
        open={match !== null}
        onClose={onClose}
        dismissible={!post.isPending}
        title="Correct the final score"
        description={
          match
            ? `${match.awayTeamId} at ${match.homeTeamId} (${match.feedGameId}) ended ${match.awayScore} – ${match.homeScore}. The correction is sent as provider update #${nextSequence(match)}; entries of settled contests are re-settled once.`
            : null
        }
        size="message"
        actions={null}
      >
        <form className="form" noValidate onSubmit={onSubmit}>
          <div className="field-row">
            <Field id="correct-away" label={`Away score${match ? ` (${match.awayTeamId})` : ''}`}>
              <input type="text" inputMode="numeric" autoComplete="off" {...register('awayScore')} />
            </Field>
            <Field id="correct-home" label={`Home score${match ? ` (${match.homeTeamId})` : ''}`}>
              <input type="text" inputMode="numeric" autoComplete="off" {...register('homeScore')} />
            </Field>
          </div>
          <div className="dialog-actions confirm-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={onClose}
              disabled={post.isPending}
            >
              Cancel
            </button>
            <button type="submit" className="button button-primary" disabled={post.isPending}>
              {post.isPending ? 'Sending…' : 'Send correction'}
            </button>
          </div>
        </form>
      </Modal>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </>
  );
}
