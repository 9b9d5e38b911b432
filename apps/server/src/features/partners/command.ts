import { parseArgs } from 'node:util';
import type { Config } from '../../config';
import { databaseTarget, openAppDatabase } from '../../db/open';
import type { Clock } from '../../platform/clock';
import { partnersRepo } from './repo';
import { partnersService } from './service';

const partnerCommands = ['create-partner', 'suspend-partner', 'resume-partner'] as const;
type PartnerCommand = (typeof partnerCommands)[number];

export const isPartnerCommand = (command: string | undefined): command is PartnerCommand =>
  partnerCommands.includes(command as PartnerCommand);

/**
 * `create-partner --slug S --name N --domain D [--domain D…]`, `suspend-partner --slug S`,
 * `resume-partner --slug S` (docs/partners.md): what it did, in a line.
 */
export async function partnerCommand(
  command: PartnerCommand,
  args: string[],
  config: Config,
  clock: Clock,
): Promise<string> {
  const { values } = parseArgs({
    args,
    options: {
      slug: { type: 'string' },
      name: { type: 'string' },
      domain: { type: 'string', multiple: true },
    },
  });
  const database = await openAppDatabase(databaseTarget(config), clock);
  try {
    const partners = partnersService({ repo: partnersRepo(database.db), clock });
    if (command === 'create-partner') {
      const created = await partners.create({
        slug: values.slug,
        name: values.name,
        domains: values.domain ?? [],
      });
      return `Partner #${created.id} "${created.name}" (${created.slug}) created on ${created.hosts.join(', ')}.`;
    }
    const partner = await partners.bySlug(values.slug ?? '');
    if (command === 'suspend-partner') {
      await partners.suspend(partner.id);
      return `Partner "${partner.name}" suspended: its site answers "temporarily unavailable".`;
    }
    await partners.resume(partner.id);
    return `Partner "${partner.name}" resumed.`;
  } finally {
    await database.close();
  }
}
