import { pickCountMessageCode } from '@powerplay/contracts';
import { describeError, isApiError } from '../../lib/api';
import { messageOf, type Message } from '../../lib/messages';
import type { GameType } from './api';

/** The selection messages of a game's pick grid and SUBMIT (Sweet 16's differ: see the contracts). */
export function pickMessage(
  type: GameType,
  code: 'PICKS_TOO_MANY' | 'PICKS_TOO_FEW',
  picks: number,
): Message {
  return messageOf(pickCountMessageCode(type, code), { n: picks });
}

/**
 * What to show when a powerplay was not applied: the server's refusal (a 4xx answer with its catalogue
 * text), else "Error!" / "Something went wrong!" (no answer, or a server failure).
 */
export function powerplayFailure(error: unknown): Message {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return describeError(error);
  return messageOf('POWERPLAY_FAILED');
}
