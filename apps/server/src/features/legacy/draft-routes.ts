import {
  legacyAddDraftEntryFormSchema,
  legacyCheckEntryResponseSchema,
  legacyDraftDataResponseSchema,
  legacyDraftEntrySavedSchema,
  legacyJwtQuerySchema,
  legacyOptionalJwtQuerySchema,
  legacySuccess,
  type DraftContestResponse,
  type LegacyDraftPlayerRow,
} from '@powerplay/contracts';
import { draftToEnter } from '@powerplay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, errorResponses } from '../../platform/errors';
import type { DraftService } from '../draft';
import { jwtFirst, legacyUserOf, type LegacySessions } from './http';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['legacy'];

const feetAndInches = (inches: number) => `${Math.floor(inches / 12)}'${inches % 12}"`;

/** The prospects in the default order (pre-draft rank), each with the pick it was taken at so far. */
function playerRows(d: DraftContestResponse): LegacyDraftPlayerRow[] {
  const taken = new Map(d.picks.map((p) => [p.prospectId, p]));
  return d.prospects.map((p, i) => {
    const pick = taken.get(p.id);
    const slot = d.slots[i];
    return {
      id: p.id,
      player_id: p.id,
      player_name: p.name,
      player_pos: p.position,
      player_ht: feetAndInches(p.heightInches),
      player_wt: p.weightLbs,
      player_school: p.school,
      pre_draft_rank: p.preDraftRank,
      actual_draft_rank: pick?.pick ?? null,
      actual_team: pick?.team.name ?? null,
      my_ranking: i + 1,
      projected_team: slot?.projectedTeam.name ?? null,
      team_gear_link: slot?.projectedTeam.gearLink ?? null,
      school_gear_link: p.schoolGearLink,
    };
  });
}

/** A saved top 32 as the old client applies it over the default order. */
const entryDetails = (ranking: readonly number[], slots: DraftContestResponse['slots']) =>
  ranking.map((prospectId, i) => ({
    player_id: prospectId,
    projected_team: slots[i]?.projectedTeam.name ?? '',
    my_ranking: i + 1,
  }));

/**
 * The old client's draft calls, over the draft service, on the next draft to enter (the domain's
 * `draftToEnter`: the first open draft, even while another is live; else the live one, else the locked
 * one, else the latest). Submitting is the JSON API's save: the deadline, the count, the pool, the skill-testing
 * question and the one entry per person are the service's.
 */
export const legacyDraftRoutes: FastifyPluginAsyncZod<{
  draft: DraftService;
  sessions: LegacySessions;
}> = async (app, { draft, sessions }) => {
  const signedIn = jwtFirst(sessions);
  const toEnter = async (userId: number | null) => draftToEnter((await draft.contests(userId)).contests);

  app.get(
    '/public_api/draft_day/check_entry.php',
    {
      preValidation: signedIn.preValidation,
      schema: {
        security: signedIn.security,
        tags,
        summary: 'My entry in the next draft to enter: entry_id (null when none)',
        querystring: legacyJwtQuerySchema,
        response: { 200: legacyCheckEntryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const contest = await toEnter(legacyUserOf(request).id);
      return { entry_id: contest?.myEntryId ?? null, contest_id: contest?.id ?? null };
    },
  );

  app.get(
    '/public_api/draft_day/get_draft_data.php',
    {
      schema: {
        tags,
        summary:
          'The next draft to enter: draf_day_data (prospect rows in the default order), entry_details (my saved top 32)',
        querystring: legacyOptionalJwtQuerySchema,
        response: { 200: legacyDraftDataResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await sessions.optionalUser(request.query.jwt);
      const contest = await toEnter(user?.id ?? null);
      if (!contest) throw new AppError('DRAFT_NOT_FOUND');
      const d = await draft.contest(contest.id, user?.id ?? null);
      return {
        contest_id: d.contest.id,
        draf_day_data: playerRows(d),
        ...(d.myEntry && { entry_details: entryDetails(d.myEntry.ranking, d.slots) }),
        skill_question: d.skillQuestion,
      };
    },
  );

  app.post(
    '/public_api/draft_day/add_entry.php',
    {
      preValidation: signedIn.preValidation,
      schema: {
        security: signedIn.security,
        tags,
        summary:
          'Submit my top 32 to the next draft to enter (form: data = JSON rows with player_id, my_ranking; jwt; skill_answer the first time): replies "Submitted"',
        body: legacyAddDraftEntryFormSchema,
        response: { 200: legacyDraftEntrySavedSchema, ...errors },
      },
    },
    async (request) => {
      const user = legacyUserOf(request);
      const contest = await toEnter(user.id);
      if (!contest) throw new AppError('DRAFT_NOT_FOUND');
      const { ranking, skillAnswer } = request.body;
      const { entry } = await draft.saveEntry(contest.id, user.id, ranking, skillAnswer);
      return { message: legacySuccess.submitted, entry_id: entry.id };
    },
  );
};
