import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DialogFormActions } from '../../components/ui/DialogFormActions';
import { Field } from '../../components/ui/Field';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { describeError } from '../../lib/api';
import type { Message } from '../../lib/messages';
import { firstError, type FieldProblem } from '../../lib/validation';

/**
 * A create dialog's form (a private contest's, a league's): the request checked by `resolver` (the
 * contracts' schema), then created, the dialog closed and the new page opened. A field's problem shows
 * under it, announced (`children` places it); the server's refusal in a message.
 */
export function CreateDialogForm<TValues extends FieldValues, TRequest>(props: {
  defaultValues: DefaultValues<TValues>;
  resolver: Resolver<TValues, unknown, TRequest>;
  create: UseMutationResult<{ id: number }, Error, TRequest>;
  /** The order the problems are told in, one at a time, as the form reads. */
  fieldOrder: readonly string[];
  pageOf: (id: number) => string;
  submitLabel: string;
  onClose: () => void;
  children: (register: UseFormRegister<TValues>, problem: FieldProblem | null) => ReactNode;
}) {
  const { create, onClose } = props;
  const navigate = useNavigate();
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [refusal, setRefusal] = useState<Message | null>(null);
  const { register, handleSubmit } = useForm<TValues, unknown, TRequest>({
    defaultValues: props.defaultValues,
    resolver: props.resolver,
    // One problem at a time, the first in `fieldOrder`, checked again on the next submission only.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const onSubmit = handleSubmit(
    (request) => {
      setProblem(null);
      create.mutate(request, {
        onSuccess: (created) => {
          onClose();
          void navigate(props.pageOf(created.id));
        },
        onError: (error) => setRefusal(describeError(error)),
      });
    },
    (errors) => setProblem(firstError(errors, props.fieldOrder)),
  );

  return (
    <form className="form friends-form" noValidate onSubmit={onSubmit}>
      {props.children(register, problem)}
      <DialogFormActions
        pending={create.isPending}
        label={props.submitLabel}
        pendingLabel="Creating…"
        onCancel={onClose}
      />
      <MessageDialog message={refusal} onClose={() => setRefusal(null)} />
    </form>
  );
}

/** The name of what is created (a private contest's, a league's): its request field `name`. */
export function NameField(props: {
  id: string;
  label: string;
  problem: FieldProblem | null;
  input: UseFormRegisterReturn<'name'>;
}) {
  return (
    <Field
      id={props.id}
      label={props.label}
      hint="3 to 30 letters, digits, spaces, dots, dashes or underscores."
      problem={props.problem}
      name="name"
      alertError
    >
      <input type="text" autoComplete="off" {...props.input} />
    </Field>
  );
}
