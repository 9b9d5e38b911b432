import type { User } from '@powerplay/contracts';
import { AppError } from './errors';

/** Who is asking: services that act for operators check it themselves, not only their routes. */
export type Actor = Pick<User, 'id' | 'role'>;

export function assertOperator(actor: Actor): void {
  if (actor.role !== 'operator') throw new AppError('FORBIDDEN');
}
