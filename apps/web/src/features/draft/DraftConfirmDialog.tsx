import { notices, type DraftProspect, type DraftSlot } from '@powerplay/contracts';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Field } from '../../components/ui/Field';
import { noticeText } from '../../lib/messages';
import type { FieldProblem } from '../../lib/validation';
import { clubName } from './paths';

interface DraftConfirmDialogProps {
  open: boolean;
  busy: boolean;
  /** The prospect ids submitted, in my order. */
  top: readonly number[];
  prospects: ReadonlyMap<number, DraftProspect>;
  slots: readonly DraftSlot[];
  /** The skill-testing question asked with a first submission; null when none is asked. */
  skillQuestion: string | null;
  answer: string;
  answerProblem: FieldProblem | null;
  onAnswer: (answer: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Submit my selections?": my top 32 with their projected teams, and the skill-testing question. */
export function DraftConfirmDialog({
  open,
  busy,
  top,
  prospects,
  slots,
  skillQuestion,
  answer,
  answerProblem,
  onAnswer,
  onConfirm,
  onCancel,
}: DraftConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={notices.DRAFT_CONFIRM.title}
      confirmLabel={noticeText('DRAFT_SUBMIT_SELECTIONS')}
      cancelLabel={noticeText('DRAFT_GO_BACK')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {skillQuestion ? (
        <Field
          id="draft-skill-answer"
          className="draft-skill"
          label={
            <>
              <strong>{notices.DRAFT_SKILL_QUESTION.title}</strong>{' '}
              {noticeText('DRAFT_SKILL_QUESTION', { question: skillQuestion })}
            </>
          }
          problem={answerProblem}
          name="skillAnswer"
          errorId="draft-skill-problem"
          alertError
        >
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={answer}
            onChange={(e) => onAnswer(e.target.value)}
          />
        </Field>
      ) : null}
      <div className="draft-confirm-list table-scroll" tabIndex={0} role="region" aria-label="My top 32">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Player</th>
              <th scope="col">Projected team</th>
            </tr>
          </thead>
          <tbody>
            {top.map((id, index) => {
              const slot = slots.find((s) => s.pick === index + 1);
              return (
                <tr key={id}>
                  <td className="num">{index + 1}</td>
                  <th scope="row">{prospects.get(id)?.name ?? `#${id}`}</th>
                  <td>{slot ? clubName(slot.projectedTeam) : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </ConfirmDialog>
  );
}
