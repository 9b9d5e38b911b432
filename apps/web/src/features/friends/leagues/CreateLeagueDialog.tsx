import { createLeagueRequestSchema, type CreateLeagueRequest } from '@powerplay/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Field } from '../../../components/ui/Field';
import { MessageDialog } from '../../../components/ui/MessageDialog';
import { Modal } from '../../../components/ui/Modal';
import { describeError } from '../../../lib/api';
import type { Message } from '../../../lib/messages';
import { contractResolver, firstError, type FieldProblem } from '../../../lib/validation';
import { useCreateLeague } from './api';

interface Values {
  name: string;
}

const FIELD_ORDER = ['name'] as const;

/**
 * Creating a league (docs/rules/friends.md "Leagues"): its name, checked by the contracts' schema. The
 * creator is its commissioner and first member; the new league's page opens.
 */
export function CreateLeagueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateLeague();
  return (
    <Modal
      open={open}
      onClose={onClose}
      dismissible={!create.isPending}
      title="Create a league"
      description="You are its commissioner: you invite the players, choose the contests it plays every time they are on, and end its seasons."
      actions={null}
    >
      {open ? <CreateForm create={create} onClose={onClose} /> : null}
    </Modal>
  );
}

function CreateForm({
  create,
  onClose,
}: {
  create: ReturnType<typeof useCreateLeague>;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  // The name's problem shows under it, announced; the server's refusal in a message.
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [refusal, setRefusal] = useState<Message | null>(null);
  const { register, handleSubmit } = useForm<Values, unknown, CreateLeagueRequest>({
    defaultValues: { name: '' },
    resolver: contractResolver(createLeagueRequestSchema),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(
    (request) => {
      setProblem(null);
      create.mutate(request, {
        onSuccess: (league) => {
          onClose();
          void navigate(`/leagues/${league.id}`);
        },
        onError: (error) => setRefusal(describeError(error)),
      });
    },
    (errors) => setProblem(firstError(errors, FIELD_ORDER)),
  );

  return (
    <form className="form friends-form" noValidate onSubmit={onSubmit}>
      <Field
        id="league-name"
        label="League name"
        hint="3 to 30 letters, digits, spaces, dots, dashes or underscores."
        problem={problem}
        name="name"
        alertError
      >
        <input type="text" autoComplete="off" {...register('name')} />
      </Field>
      <div className="dialog-actions confirm-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={onClose}
          disabled={create.isPending}
        >
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create league'}
        </button>
      </div>
      <MessageDialog message={refusal} onClose={() => setRefusal(null)} />
    </form>
  );
}
