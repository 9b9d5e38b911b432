import { parseArgs } from 'node:util';
import { messageCodeOf, registerRequestSchema } from '@powerplay/contracts';
import { AppError } from '../../platform/errors';
import { asPartner, DEFAULT_PARTNER_ID } from '../../platform/partner-context';
import type { AccountsService } from './service';

/**
 * `create-operator --email E --password P --name N [--partner S]` and `create-platform-operator` (the
 * same, without `--partner`: the platform's operator belongs to the default partner, docs/partners.md),
 * on the given services: what it did, in a line.
 */
export async function operatorCommand(
  args: string[],
  role: 'operator' | 'platform',
  services: { accounts: AccountsService; partners: { bySlug(slug: string): Promise<{ id: number }> } },
): Promise<string> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      partner: { type: 'string' },
    },
  });
  if (role === 'platform' && values.partner !== undefined)
    throw new Error("The platform's operator belongs to the default partner: no --partner");
  // The same rules as a sign-up: one schema for every way an account is made.
  const parsed = registerRequestSchema.safeParse({
    displayName: values.name,
    email: values.email,
    password: values.password,
    country: 'US',
    province: 'NY',
    over18: true,
    acceptedTerms: true,
  });
  if (!parsed.success) throw new AppError(messageCodeOf(parsed.error.issues));
  const partnerId =
    values.partner === undefined ? DEFAULT_PARTNER_ID : (await services.partners.bySlug(values.partner)).id;
  const user = await asPartner(partnerId, () => services.accounts.createOperator(parsed.data, role));
  const kind = role === 'platform' ? 'Platform operator' : 'Operator';
  return `${kind} #${user.id} "${user.displayName}" <${user.email}> created.`;
}
