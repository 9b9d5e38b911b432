import { sql, type Kysely } from 'kysely';

/**
 * Append-only rows are never deleted, not even as the side effect of deleting what they refer to
 * (docs/decisions/036). `powerplay_uses.entry_id` cascaded: deleting an entry (or a player, through
 * `entries.user_id`) removed its uses, and the append-only trigger let it through because it skipped
 * rows deleted by another trigger. The foreign key now refuses such a delete (entries are voided, never
 * deleted), and the trigger refuses every update and delete, however deep.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table powerplay_uses drop constraint powerplay_uses_entry_id_fkey`.execute(db);
  await sql`alter table powerplay_uses add constraint powerplay_uses_entry_id_fkey
            foreign key (entry_id) references entries (id) on delete restrict`.execute(db);

  await sql`drop trigger powerplay_uses_append_only on powerplay_uses`.execute(db);
  await sql`create trigger powerplay_uses_append_only before update or delete on powerplay_uses
            for each row execute function powerplay_uses_append_only()`.execute(db);
}
