import { catalogue, type MessageCode } from '@powerplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from '../../../test/helpers';
import { fakeClock } from '../../platform/clock';
import { message, OLD_CLIENT, oldClient } from './test-client';

const MIN = 60_000;
const clock = fakeClock('2026-11-24T12:00:00Z');
let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { LEGACY_ORIGINS: OLD_CLIENT } });
  operator = (await registerOperator(t)).token;
});
afterAll(() => t.close());
const { form, get } = oldClient(() => t.app);

/** Answers the skill-testing question as a player would: "a × b + c − d". */
function answerTo(question: string | null): number {
  const [a, b, c, d] = (question ?? '').match(/\d+/g)!.map(Number);
  return a! * b! + c! - d!;
}

const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error;

interface Row {
  id: number;
  player_id: number;
  player_name: string;
  my_ranking: number;
  pre_draft_rank: number;
  projected_team: string | null;
  team_gear_link: string | null;
  school_gear_link: string;
  actual_draft_rank: number | null;
}
interface DraftData {
  contest_id: number;
  draf_day_data: Row[];
  entry_details?: { player_id: number; projected_team: string; my_ranking: number }[];
  skill_question: string | null;
}
const draftData = async (jwt?: string) => {
  const res = await get('/public_api/draft_day/get_draft_data.php', jwt ? { jwt } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DraftData>();
};
const entryIdOf = async (jwt: string) =>
  (await get('/public_api/draft_day/check_entry.php', { jwt })).json<{ entry_id: number | null }>().entry_id;

/** The top 32 as the old client posts them: its rows with the display fields removed. */
const posted = (rows: Row[]) =>
  JSON.stringify(
    rows.slice(0, 32).map((r) => ({
      id: r.id,
      player_id: r.player_id,
      my_ranking: r.my_ranking,
      projected_team: r.projected_team,
      team_gear_link: r.team_gear_link,
      school_gear_link: r.school_gear_link,
      pre_draft_rank: r.pre_draft_rank,
    })),
  );

/** The rows re-ranked in `order` (prospect ids), as the old client's moves leave them. */
const ranked = (rows: Row[], order: number[]) =>
  order.map((playerId, i) => ({ ...rows.find((r) => r.player_id === playerId)!, my_ranking: i + 1 }));

const myEntryRows = (userId: number) =>
  t.database.db.selectFrom('draft_entries').select(['id', 'ranking']).where('user_id', '=', userId).execute();

let draftId = 0;

describe('with no draft at all', () => {
  it('get_draft_data and add_entry answer "This draft contest does not exist"; check_entry has no entry', async () => {
    const player = await registerPlayer(t.app);
    const data = await get('/public_api/draft_day/get_draft_data.php');
    expect(data.statusCode).toBe(404);
    expect(errorOf(data).message).toBe(message('DRAFT_NOT_FOUND'));
    const add = await form('/public_api/draft_day/add_entry.php', { data: '[]', jwt: player.token });
    expect(add.statusCode).toBe(404);
    expect((await get('/public_api/draft_day/check_entry.php', { jwt: player.token })).json()).toEqual({
      entry_id: null,
      contest_id: null,
    });
  });
});

describe('the draft calls, on the draft the landing features', () => {
  beforeAll(async () => {
    const res = await api(t.app, 'POST', '/api/operator/draft/contests', {
      token: operator,
      body: {
        pickDeadline: new Date(clock.now().getTime() + 10 * MIN).toISOString(),
        startAt: new Date(clock.now().getTime() + 15 * MIN).toISOString(),
        mode: 'operator',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    draftId = res.json<{ contest: { id: number } }>().contest.id;
  });

  it('check_entry needs a jwt: without one it is "Please Login First"', async () => {
    const res = await get('/public_api/draft_day/check_entry.php');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).message).toBe('Please Login First');
    const forged = await get('/public_api/draft_day/check_entry.php', { jwt: 'not-a-session' });
    expect(forged.statusCode).toBe(401);
  });

  it('get_draft_data gives a visitor the prospect rows in the default order, with the projected teams', async () => {
    const data = await draftData();
    expect(data.contest_id).toBe(draftId);
    expect(data.entry_details).toBeUndefined();
    expect(data.skill_question).toBeNull();
    // The same prospects and slots the JSON API serves, in pre-draft rank order.
    const json = (await api(t.app, 'GET', `/api/draft/contests/${draftId}`)).json<{
      prospects: { id: number; name: string; heightInches: number; preDraftRank: number }[];
      slots: { pick: number; projectedTeam: { name: string; gearLink: string } }[];
    }>();
    expect(data.draf_day_data.map((r) => r.player_id)).toEqual(json.prospects.map((p) => p.id));
    expect(data.draf_day_data.map((r) => r.my_ranking)).toEqual(json.prospects.map((_, i) => i + 1));
    const first = data.draf_day_data[0]!;
    const p = json.prospects[0]!;
    expect(first).toMatchObject({
      id: p.id,
      player_name: p.name,
      player_ht: `${Math.floor(p.heightInches / 12)}'${p.heightInches % 12}"`,
      pre_draft_rank: p.preDraftRank,
      actual_draft_rank: null,
      actual_team: null,
      projected_team: json.slots[0]!.projectedTeam.name,
      team_gear_link: json.slots[0]!.projectedTeam.gearLink,
    });
    expect(data.draf_day_data.length).toBeGreaterThan(32);
    expect(data.draf_day_data[32]!.projected_team).toBeNull();
  });

  it("plays the old client's sequence: check_entry → get_draft_data → add_entry, then changes the order", async () => {
    const player = await registerPlayer(t.app);
    const jwt = player.token;
    const checked = await get('/public_api/draft_day/check_entry.php', { jwt });
    expect(checked.json<unknown>()).toEqual({ entry_id: null, contest_id: draftId });
    const data = await draftData(jwt);
    expect(data.entry_details).toBeUndefined();
    expect(data.skill_question).toMatch(/^\d+ × \d+ \+ \d+ − \d+$/);
    // The JSON API asks the same question.
    const asked = await api(t.app, 'GET', `/api/draft/contests/${draftId}/entry`, { token: jwt });
    expect(asked.json<{ skillQuestion: string }>().skillQuestion).toBe(data.skill_question);

    // The player swaps their first two rows, then submits the top 32 with the skill-testing answer.
    const ids = data.draf_day_data.map((r) => r.player_id);
    const order = [ids[1]!, ids[0]!, ...ids.slice(2, 32)];
    const added = await form('/public_api/draft_day/add_entry.php', {
      data: posted(ranked(data.draf_day_data, order)),
      jwt,
      skill_answer: String(answerTo(data.skill_question)),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.body).toContain('Submitted');
    const entryId = added.json<{ entry_id: number }>().entry_id;
    expect(await entryIdOf(jwt)).toBe(entryId);

    // Read back as the old client applies it, and as the JSON API (the same entry) has it.
    const saved = await draftData(jwt);
    expect(saved.skill_question).toBeNull();
    expect(saved.entry_details).toHaveLength(32);
    expect(saved.entry_details!.map((e) => e.player_id)).toEqual(order);
    expect(saved.entry_details!.map((e) => e.my_ranking)).toEqual(order.map((_, i) => i + 1));
    expect(saved.entry_details![0]!.projected_team).toBe(data.draf_day_data[0]!.projected_team);
    const json = await api(t.app, 'GET', `/api/draft/contests/${draftId}/entry`, { token: jwt });
    expect(json.json<{ myEntry: { id: number; ranking: number[] } }>().myEntry).toMatchObject({
      id: entryId,
      ranking: order,
    });

    // A change before the deadline needs no answer; rows may come in any order: my_ranking decides.
    const changed = [ids[2]!, ...order.filter((id) => id !== ids[2])];
    const again = await form('/public_api/draft_day/add_entry.php', {
      data: posted(ranked(saved.draf_day_data, changed).reverse()),
      jwt,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ message: 'Submitted', entry_id: entryId });
    expect((await draftData(jwt)).entry_details!.map((e) => e.player_id)).toEqual(changed);
    expect(await myEntryRows(player.user.id)).toHaveLength(1);
  });

  it('refuses a bad submission with the catalogue message and changes nothing', async () => {
    const player = await registerPlayer(t.app);
    const jwt = player.token;
    const { draf_day_data: rows, skill_question } = await draftData(jwt);
    const answer = String(answerTo(skill_question));
    const add = (fields: Record<string, string>) => form('/public_api/draft_day/add_entry.php', fields);

    const noJwt = await add({ data: posted(rows), skill_answer: answer });
    expect(noJwt.statusCode).toBe(401);
    expect(errorOf(noJwt).message).toBe('Please Login First');

    const refusals: [Record<string, string>, MessageCode][] = [
      [{ data: posted(rows.slice(0, 31)), skill_answer: answer }, 'DRAFT_PICKS_COUNT'],
      [{ data: 'not json', skill_answer: answer }, 'DRAFT_PICKS_COUNT'],
      [{ data: '{"player_id": 1}', skill_answer: answer }, 'DRAFT_PICKS_COUNT'],
      [
        {
          data: posted(ranked(rows, [rows[0]!.player_id, ...rows.slice(0, 31).map((r) => r.player_id)])),
          skill_answer: answer,
        },
        'DRAFT_PICK_DUPLICATE',
      ],
      [
        {
          data: JSON.stringify(
            rows.slice(0, 32).map((r, i) => ({ ...r, player_id: i === 5 ? 999_999 : r.player_id })),
          ),
          skill_answer: answer,
        },
        'DRAFT_PICK_UNKNOWN',
      ],
      [
        {
          data: JSON.stringify(rows.slice(0, 32).map((r) => ({ ...r, player_id: '0x10' }))),
          skill_answer: answer,
        },
        'DRAFT_PICK_UNKNOWN',
      ],
      [
        {
          data: JSON.stringify(rows.slice(0, 32).map((r) => ({ ...r, my_ranking: 1 }))),
          skill_answer: answer,
        },
        'DRAFT_PICKS_COUNT',
      ],
      // The first submission answers the skill-testing question the draft's rules require.
      [{ data: posted(rows) }, 'DRAFT_SKILL_ANSWER_WRONG'],
      [{ data: posted(rows), skill_answer: String(Number(answer) + 1) }, 'DRAFT_SKILL_ANSWER_WRONG'],
      [{ data: posted(rows), skill_answer: 'forty' }, 'DRAFT_SKILL_ANSWER_WRONG'],
    ];
    for (const [fields, code] of refusals) {
      const res = await add({ ...fields, jwt });
      expect(res.statusCode, `${code}: ${res.body}`).toBe(catalogue[code].status);
      expect(errorOf(res).message).toBe(message(code));
      expect(res.body).not.toContain('Submitted');
    }
    expect(await entryIdOf(jwt)).toBeNull();
    expect(await myEntryRows(player.user.id)).toEqual([]);
  });

  it('refuses a change after the deadline ("The deadline for changing picks has passed"), keeping the entry', async () => {
    const player = await registerPlayer(t.app);
    const jwt = player.token;
    const { draf_day_data: rows, skill_question } = await draftData(jwt);
    const first = await form('/public_api/draft_day/add_entry.php', {
      data: posted(rows),
      jwt,
      skill_answer: String(answerTo(skill_question)),
    });
    expect(first.statusCode, first.body).toBe(200);
    const before = await myEntryRows(player.user.id);

    clock.set(new Date(clock.now().getTime() + 11 * MIN));
    const late = await form('/public_api/draft_day/add_entry.php', {
      data: posted(
        ranked(
          rows,
          rows
            .slice(0, 32)
            .map((r) => r.player_id)
            .reverse(),
        ),
      ),
      jwt,
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(message('DRAFT_CLOSED'));
    expect(await myEntryRows(player.user.id)).toEqual(before);
    // The locked draft is still the one shown, with the entry.
    expect(await entryIdOf(jwt)).toBe(first.json<{ entry_id: number }>().entry_id);
  });
});
