import { catalogue, isMessageCode } from '@powerplay/contracts';
import type { Message } from '../components/ui/MessageDialog';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The catalogue entry for a schema message (the contracts' schemas use catalogue codes as messages). */
export function messageFor(code: string): Message {
  const entry = isMessageCode(code) ? catalogue[code] : catalogue.SOMETHING_WRONG;
  return { title: entry.title, message: entry.message };
}

/**
 * The one message to show for a failed form: the issue of the first field in `fieldOrder` that failed
 * (spec 000 §5: checked in order, one alert at a time).
 */
export function firstIssueMessage(issues: readonly Issue[], fieldOrder: readonly string[]): Message {
  const rank = (issue: Issue) => {
    const index = fieldOrder.indexOf(String(issue.path[0]));
    return index === -1 ? fieldOrder.length : index;
  };
  const first = [...issues].sort((a, b) => rank(a) - rank(b))[0];
  return messageFor(first?.message ?? 'SOMETHING_WRONG');
}
