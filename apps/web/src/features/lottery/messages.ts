import { catalogue, formatMessage, isMessageCode, notices } from '@powerplay/contracts';
import type { Message } from '../../components/ui/MessageDialog';

/** A catalogue message with its `{n}`/`{min}`/`{max}` placeholders filled in. */
export function messageOf(code: string, params: Record<string, string | number> = {}): Message {
  const entry = isMessageCode(code) ? catalogue[code] : catalogue.SOMETHING_WRONG;
  return { title: entry.title, message: formatMessage(entry.message, params) };
}

/** A notice's text with its placeholders filled in. */
export function noticeText(key: keyof typeof notices, params: Record<string, string | number> = {}): string {
  return formatMessage(notices[key].message, params);
}
