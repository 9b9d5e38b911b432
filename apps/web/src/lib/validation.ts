import { zodResolver } from '@hookform/resolvers/zod';
import { formatMessage, isMessageCode, notices } from '@powerplay/contracts';
import { useState } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { messageOf, type Message } from './messages';

/** A form's first problem: the catalogue message, and the field it concerns (null: the form as a whole). */
export interface FieldProblem {
  field: string | null;
  message: Message;
}

type Params = Record<string, string | number>;

/**
 * What a form's `toInput` answers when its text cannot become a request at all (a number that does not
 * parse): the request's field and the message's code (the catalogue's, or a notice's). Checked before
 * the schema, so it is the one problem shown.
 */
export class Refusal {
  constructor(
    readonly field: string,
    readonly code: string,
  ) {}
}

/** What the schema is given: the request's fields, their values still unchecked. */
export type Unchecked<TSchema extends z.ZodType> = { [K in keyof z.input<TSchema>]?: unknown };

/**
 * The react-hook-form resolver of a form checked by a contracts schema (never a copy of it): `toInput`
 * turns the form's values (text boxes, selects) into the request's input; a valid form hands the
 * schema's output, the request, to the submit handler. The errors are keyed by the request's fields and
 * carry the schema's issue messages, which are catalogue codes.
 */
export function contractResolver<TForm extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  toInput: (values: TForm) => Unchecked<TSchema> | Refusal = (values) => values,
): Resolver<TForm, unknown, z.output<TSchema>> {
  const check = zodResolver(schema as z.ZodType<z.output<TSchema>, FieldValues>);
  return async (values, context, options) => {
    const input = toInput(values);
    if (input instanceof Refusal) {
      // Keyed by the request's field, as the schema's errors are (not one of the form's own names).
      const errors = { [input.field]: { type: 'refused', message: input.code } } as FieldErrors<TForm>;
      return { values: {}, errors };
    }
    const result = await check(input, context, options as never);
    return result as
      | { values: z.output<TSchema>; errors: Record<string, never> }
      | {
          values: Record<string, never>;
          errors: FieldErrors<TForm>;
        };
  };
}

/** A message code's text: the catalogue's (the schemas' issue messages), or a notice's, placeholders filled. */
function messageOfCode(code: string, params: Params): Message {
  if (!isMessageCode(code) && code in notices) {
    const notice = notices[code as keyof typeof notices];
    return { title: notice.title, message: formatMessage(notice.message, params) };
  }
  return messageOf(code, params);
}

/** The message of a field's error, looked up in its nested errors (a list's row) when it has none itself. */
function messageIn(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'types') continue;
    const nested = messageIn(value);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

/**
 * The one problem to show for a form the resolver refused: the error of the first field in `fieldOrder`
 * that failed (checked in order, one alert at a time), with that field so the form can mark
 * it inline; an error of no listed field concerns the form as a whole. `params` fill the message's
 * placeholders (`{min}`).
 */
export function firstError(errors: object, fieldOrder: readonly string[], params: Params = {}): FieldProblem {
  const rank = (field: string) => {
    const index = fieldOrder.indexOf(field);
    return index === -1 ? fieldOrder.length : index;
  };
  const [field, error] =
    Object.entries(errors)
      .filter(([key]) => key !== 'root')
      .sort(([a], [b]) => rank(a) - rank(b))[0] ?? [];
  return {
    field: field !== undefined && fieldOrder.includes(field) ? field : null,
    message: messageOfCode(messageIn(error) ?? 'SOMETHING_WRONG', params),
  };
}

/**
 * A form's problem: its message in the dialog (one at a time) and, when it concerns a field, that field
 * marked inline until the next submission.
 */
export function useFormProblem() {
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  return {
    problem,
    message,
    fail: (next: FieldProblem) => {
      setProblem(next);
      setMessage(next.message);
    },
    clear: () => setProblem(null),
    closeMessage: () => setMessage(null),
  };
}
