import { parseArgs } from 'node:util';
import type { PartnersService } from './service';

const partnerCommands = ['create-partner', 'suspend-partner', 'resume-partner'] as const;
type PartnerCommand = (typeof partnerCommands)[number];

export const isPartnerCommand = (command: string | undefined): command is PartnerCommand =>
  partnerCommands.includes(command as PartnerCommand);

/**
 * `create-partner --slug S --name N --domain D [--domain D…]`, `suspend-partner --slug S`,
 * `resume-partner --slug S` (docs/partners.md), on the given service: what it did, in a line.
 */
export async function partnerCommand(
  command: PartnerCommand,
  args: string[],
  partners: PartnersService,
): Promise<string> {
  const { values } = parseArgs({
    args,
    options: {
      slug: { type: 'string' },
      name: { type: 'string' },
      domain: { type: 'string', multiple: true },
    },
  });
  if (command === 'create-partner') {
    const created = await partners.create({
      slug: values.slug,
      name: values.name,
      domains: values.domain ?? [],
    });
    return `Partner #${created.id} "${created.name}" (${created.slug}) created on ${created.domains.join(', ')}.`;
  }
  const partner = await partners.bySlug(values.slug ?? '');
  if (command === 'suspend-partner') {
    await partners.suspend(partner.id);
    return `Partner "${partner.name}" suspended: its site answers "temporarily unavailable".`;
  }
  await partners.resume(partner.id);
  return `Partner "${partner.name}" resumed.`;
}
