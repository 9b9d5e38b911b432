import { startDraftReplayRequestSchema, type DraftContest } from '@powerplay/contracts';
import { DRAFT_PICKS } from '@powerplay/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/ui/Field';
import { SubmitActions } from '../../components/ui/SubmitActions';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { describeError } from '../../lib/api';
import { noticeText, type Message } from '../../lib/messages';
import { contractResolver, firstError, Refusal } from '../../lib/validation';
import { useDraftContest } from '../draft';
import { intervalOf, SecondsField } from './CreateDraftForm';
import { usePostDraftPick, useStartDraftReplay } from './draftApi';

interface ActionProps {
  draft: DraftContest;
  onDone: (notice: string) => void;
  onError: (message: Message) => void;
}

/** The next actual pick of an operator-run draft: its number and a prospect not taken yet. */
export function NextPickForm({ draft, onDone, onError }: ActionProps) {
  const pool = useDraftContest(draft.id);
  const post = usePostDraftPick();
  const [prospectId, setProspectId] = useState('');
  const next = draft.picksMade + 1;
  const taken = new Set(pool.data?.picks.map((p) => p.prospectId) ?? []);
  const available = (pool.data?.prospects ?? [])
    .filter((p) => !taken.has(p.id))
    .sort((a, b) => a.preDraftRank - b.preDraftRank);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const chosen = available.find((p) => String(p.id) === prospectId);
    if (!chosen) return;
    post.mutate(
      { contestId: draft.id, body: { pick: next, prospectId: chosen.id } },
      {
        onSuccess: () => {
          setProspectId('');
          void pool.refetch();
          onDone(noticeText('DRAFT_PICK_POSTED', { pick: next, id: draft.id, player: chosen.name }));
        },
        onError: (error) => onError(describeError(error)),
      },
    );
  }

  if (pool.isPending) return <Loading />;
  if (pool.isError) return <QueryError error={pool.error} onRetry={() => void pool.refetch()} />;
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div className="field-row">
        <Field id={`draft-${draft.id}-prospect`} label={`Pick ${next}: player taken`}>
          <select value={prospectId} onChange={(e) => setProspectId(e.target.value)}>
            <option value="">Choose a player</option>
            {available.map((p) => (
              <option key={p.id} value={p.id}>
                {`${p.name}, ${p.position}, ${p.school}`}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <SubmitActions
        pending={post.isPending}
        label={`Post pick ${next}`}
        pendingLabel="Posting…"
        disabled={prospectId === '' || next > DRAFT_PICKS}
      />
    </form>
  );
}
/** Hands the draft to the replay of the real first round from now, at the chosen speed. */
export function ReplayForm({ draft, onDone, onError }: ActionProps) {
  const replay = useStartDraftReplay();
  const { register, handleSubmit } = useForm<{ interval: string }, unknown, { pickIntervalSeconds: number }>({
    defaultValues: { interval: String(draft.pickIntervalSeconds) },
    resolver: contractResolver(startDraftReplayRequestSchema, ({ interval }) => {
      const pickIntervalSeconds = intervalOf(interval);
      return pickIntervalSeconds === null
        ? new Refusal('pickIntervalSeconds', 'DRAFT_INTERVAL_INVALID')
        : { pickIntervalSeconds };
    }),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(
    ({ pickIntervalSeconds }) =>
      replay.mutate(
        { contestId: draft.id, pickIntervalSeconds },
        {
          onSuccess: () =>
            onDone(noticeText('DRAFT_REPLAY_STARTED', { id: draft.id, n: pickIntervalSeconds })),
          onError: (error) => onError(describeError(error)),
        },
      ),
    (errors) => onError(firstError(errors, ['pickIntervalSeconds']).message),
  );

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div className="field-row">
        <SecondsField
          id={`draft-${draft.id}-replay`}
          label="Replay: seconds between picks"
          {...register('interval')}
        />
      </div>
      <SubmitActions pending={replay.isPending} label="Start replay" pendingLabel="Starting…" secondary />
    </form>
  );
}
