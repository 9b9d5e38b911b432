import { catalogue, formatMessage, isMessageCode, notices } from '@powerplay/contracts';

/**
 * What a dialog or panel shows: a title and a message, both from the catalogue (docs/rules/README.md
 * "Texts").
 */
export interface Message {
  title: string;
  message: string;
}

type Params = Record<string, string | number>;

/**
 * The one catalogue lookup of the web app: a message code (an API error's code, a schema issue's
 * message, a rule's refusal) with its `{n}`/`{min}`/`{max}` placeholders filled in. An unknown code
 * shows "Something went wrong" rather than a raw code.
 */
export function messageOf(code: string, params: Params = {}): Message {
  const entry = isMessageCode(code) ? catalogue[code] : catalogue.SOMETHING_WRONG;
  return { title: entry.title, message: formatMessage(entry.message, params) };
}

/** A notice's text (confirmations, empty states, live prompts) with its placeholders filled in. */
export function noticeText(key: keyof typeof notices, params: Params = {}): string {
  return formatMessage(notices[key].message, params);
}
