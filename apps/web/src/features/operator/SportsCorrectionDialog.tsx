import { feedUpdateSchema, notices } from '@powerplay/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { useReturnFocus } from '../../components/ui/returnFocus';
import { describeError } from '../../lib/api';
import { noticeText, type Message } from '../../lib/messages';
import { parseWholeNumber } from '../../lib/money';
import type { FeedMatch } from './SportsPanel';
import { usePostFeedUpdates } from './sportsApi';

interface Values {
  homeScore: string;
  awayScore: string;
}

/** The sequence a provider's next update of this match must carry (above the match's and any sent). */
export function nextSequence(match: Pick<FeedMatch, 'sequence' | 'lastProviderSequence'>): number {
  return Math.max(match.sequence, match.lastProviderSequence ?? 0) + 1;
}

/**
 * Corrects a FINISHED match's final score: posts it as a provider update with the next sequence
 * (GAME-RULES "Provider ingest"); the server re-settles the affected entries once. Shows what the feed
 * did with it: applied, ignored, entries re-settled.
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
  const returnFocus = useReturnFocus(match !== null);
  const { register, handleSubmit, reset } = useForm<Values>({
    defaultValues: { homeScore: '', awayScore: '' },
  });
  useEffect(() => {
    if (match) reset({ homeScore: String(match.homeScore), awayScore: String(match.awayScore) });
  }, [match, reset]);

  const onSubmit = handleSubmit((values) => {
    if (!match) return;
    const parsed = feedUpdateSchema.safeParse({
      feedGameId: match.feedGameId,
      sequence: nextSequence(match),
      status: 'FINISHED',
      homeScore: parseWholeNumber(values.homeScore),
      awayScore: parseWholeNumber(values.awayScore),
    });
    if (!parsed.success) {
      setMessage(notices.SPORTS_SCORE_INVALID);
      return;
    }
    const update = parsed.data;
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
  });

  return (
    <>
      <Dialog.Root
        open={match !== null}
        onOpenChange={(next) => {
          if (!next && !post.isPending) onClose();
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog" onCloseAutoFocus={returnFocus}>
            <Dialog.Title className="dialog-title">Correct the final score</Dialog.Title>
            <Dialog.Description className="dialog-message">
              {match
                ? `${match.awayTeamId} at ${match.homeTeamId} (${match.feedGameId}) ended ${match.awayScore} – ${match.homeScore}. The correction is sent as provider update #${nextSequence(match)}; entries of settled contests are re-settled once.`
                : null}
            </Dialog.Description>
            <form className="form" noValidate onSubmit={onSubmit}>
              <div className="field-row">
                <div className="field">
                  <label htmlFor="correct-away">{`Away score${match ? ` (${match.awayTeamId})` : ''}`}</label>
                  <input
                    id="correct-away"
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    {...register('awayScore')}
                  />
                </div>
                <div className="field">
                  <label htmlFor="correct-home">{`Home score${match ? ` (${match.homeTeamId})` : ''}`}</label>
                  <input
                    id="correct-home"
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    {...register('homeScore')}
                  />
                </div>
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
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </>
  );
}
