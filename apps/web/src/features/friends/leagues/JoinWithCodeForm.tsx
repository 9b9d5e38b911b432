import { joinPrivateContestRequestSchema } from '@powerplay/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Field } from '../../../components/ui/Field';
import { MessageDialog } from '../../../components/ui/MessageDialog';
import { describeError } from '../../../lib/api';
import type { Message } from '../../../lib/messages';
import { contractResolver, firstError, type FieldProblem } from '../../../lib/validation';
import { useJoinLeague } from './api';

interface Values {
  code: string;
}

const FIELD_ORDER = ['code'] as const;

/**
 * Joining a league with the code a friend sent (the join body's schema reads it leniently: case, spaces
 * and dashes do not matter); the league's page opens.
 */
export function JoinWithCodeForm() {
  const navigate = useNavigate();
  const join = useJoinLeague();
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [refusal, setRefusal] = useState<Message | null>(null);
  const { register, handleSubmit } = useForm<Values, unknown, { code: string }>({
    defaultValues: { code: '' },
    resolver: contractResolver(joinPrivateContestRequestSchema),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(
    ({ code }) => {
      setProblem(null);
      join.mutate(code, {
        onSuccess: ({ id }) => void navigate(`/leagues/${id}`),
        onError: (error) => setRefusal(describeError(error)),
      });
    },
    (errors) => setProblem(firstError(errors, FIELD_ORDER)),
  );

  return (
    <form className="form league-join-form" noValidate onSubmit={onSubmit}>
      <Field
        id="league-code"
        label="Invitation code"
        hint="The code a friend sent you, such as 7KQ2M-X9D4T."
        problem={problem}
        name="code"
        alertError
      >
        <input
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...register('code')}
        />
      </Field>
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={join.isPending}>
          {join.isPending ? 'Joining…' : 'Join league'}
        </button>
      </div>
      <MessageDialog message={refusal} onClose={() => setRefusal(null)} />
    </form>
  );
}
