import { messageOf, type Message } from './messages';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** A form's first problem: the catalogue message, and the field it concerns (null: the form as a whole). */
export interface FieldProblem {
  field: string | null;
  message: Message;
}

/**
 * The one problem to show for a failed form: the issue of the first field in `fieldOrder` that failed
 * (spec 000 §5: checked in order, one alert at a time), with that field so the form can mark it inline.
 * The contracts' schemas use catalogue codes as their issue messages.
 */
export function firstIssue(issues: readonly Issue[], fieldOrder: readonly string[]): FieldProblem {
  const rank = (issue: Issue) => {
    const index = fieldOrder.indexOf(String(issue.path[0]));
    return index === -1 ? fieldOrder.length : index;
  };
  const first = [...issues].sort((a, b) => rank(a) - rank(b))[0];
  const field = first ? String(first.path[0] ?? '') : '';
  return {
    field: fieldOrder.includes(field) ? field : null,
    message: messageOf(first?.message ?? 'SOMETHING_WRONG'),
  };
}

/** The message of `firstIssue`, for forms that show it without marking a field. */
export function firstIssueMessage(issues: readonly Issue[], fieldOrder: readonly string[]): Message {
  return firstIssue(issues, fieldOrder).message;
}
