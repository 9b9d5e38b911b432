import type { DraftProspect, DraftSlot, NflClubDto } from '@powerplay/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { DB, DraftProspectsTable } from '../../db/schema';
import { FIRST_ROUND_2020, NFL_CLUBS, PROSPECTS_2020 } from './data/nfl-2020';
import { insertMissingProspects } from './reference-repo';

/** The draft's reference data: the 32 clubs, the pick slots with their projected clubs, the prospects. */
const clubs = new Map(NFL_CLUBS.map((c) => [c.abbr, c]));

export const clubByAbbr = (abbr: string): NflClubDto | undefined => {
  const c = clubs.get(abbr);
  return c && { abbr: c.abbr, name: c.name, city: c.city, gearLink: c.gearLink };
};

/** Picks 1–32 with the club holding each on the morning of the 2020 draft. */
export const draftSlots: DraftSlot[] = FIRST_ROUND_2020.map((p) => ({
  pick: p.pick,
  projectedTeam: clubByAbbr(p.projectedTeam)!,
}));

export const prospectOf = (r: Selectable<DraftProspectsTable>): DraftProspect => ({
  id: r.id,
  name: r.name,
  position: r.position,
  heightInches: r.height_inches,
  weightLbs: r.weight_lbs,
  school: r.school,
  preDraftRank: r.pre_draft_rank,
  schoolGearLink: r.school_gear_link,
});

/** Adds the prospects a database lacks (by name); existing rows and their ids are kept. */
export async function seedDraft(db: Kysely<DB>): Promise<void> {
  await insertMissingProspects(
    db,
    PROSPECTS_2020.map((p) => ({
      name: p.name,
      position: p.position,
      height_inches: p.heightInches,
      weight_lbs: p.weightLbs,
      school: p.school,
      pre_draft_rank: p.consensusRank,
      school_gear_link: p.schoolGearLink,
    })),
  );
}
