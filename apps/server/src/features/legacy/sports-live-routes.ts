import {
  legacyEntryQuerySchema,
  legacyGameDataResponseSchema,
  legacyLiveScoreQuerySchema,
  legacyLiveScoreResponseSchema,
  legacyMyPicksResponseSchema,
  legacyPicksSavedSchema,
  legacyPrizeQuerySchema,
  legacyPrizeRowsResponseSchema,
  legacyScheduleQuerySchema,
  legacyScheduleResponseSchema,
  legacyScoreSetSchema,
  legacySetPicksFormSchema,
  legacySetScoreFormSchema,
  legacySuccess,
  type SportsLiveScoreResponse,
  type UseSportsPowerplayRequest,
} from '@powerplay/contracts';
import { sportsPowerplayIds, teamPickKey } from '@powerplay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, errorResponses } from '../../platform/errors';
import { jwtFirst, legacyUserOf } from './http';
import { sameState } from './replays';
import type { LegacySportsDeps } from './sports-routes';
import {
  changedTeams,
  gameTypesById,
  legacyClub,
  legacyEntryMeta,
  legacyLiveMatch,
  legacyMatch,
  legacyPickRecords,
  legacyPowerplayStock,
  legacyPrizeRows,
  legacyScores,
} from './sports-shapes';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['legacy'];

/** The one team a list names, if it names exactly one. */
const one = (keys: readonly string[]) => (keys.length === 1 ? keys[0] : undefined);

/** What a use changes in an entry: its state (picks, adjustments, locks) and its powerplays. */
const entryState = (live: Pick<SportsLiveScoreResponse, 'state' | 'powerplays'>) => ({
  state: live.state,
  powerplays: live.powerplays,
});

/**
 * The team selection and live score calls of the old client — a game set's schedule, a
 * game's prizes, my picks and the live score page with its powerplays — over the sports and live
 * score services. The server decides every outcome; the browser's own arithmetic is never used.
 */
export const legacySportsLiveRoutes: FastifyPluginAsyncZod<LegacySportsDeps> = async (
  app,
  { sports, sportsLive, sessions, replays, sponsorLine },
) => {
  const signedIn = jwtFirst(sessions);
  const types = async () => gameTypesById((await sports.sports()).sports);
  const playerOf = (request: Parameters<typeof legacyUserOf>[0]) => {
    const user = legacyUserOf(request);
    return { user, player: { id: user.id, club: user.club } };
  };

  app.get(
    '/public_api/entry/game_data.php',
    {
      preValidation: signedIn.preValidation,
      schema: {
        security: signedIn.security,
        tags,
        summary: "One of my entries' game: prizes (within min..max), a score row per pick, meta",
        querystring: legacyEntryQuerySchema,
        response: { 200: legacyGameDataResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { player } = playerOf(request);
      const [live, byId, line] = await Promise.all([
        sportsLive.live(request.query.entry, player),
        types(),
        sponsorLine(),
      ]);
      return {
        prizes: legacyPrizeRows(live.prizes),
        scores: legacyScores(live),
        meta: legacyEntryMeta(live, byId, line),
      };
    },
  );

  app.get(
    '/public_api/schedule/getschedule.php',
    {
      schema: {
        tags,
        summary: "A game set's matches in start order (records) and the game set",
        querystring: legacyScheduleQuerySchema,
        response: { 200: legacyScheduleResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { gameset_id, league_id } = request.query;
      const { gameSet, matches } = await sports.matches(gameset_id);
      // The old client names the set's league too: another league's set is one that is not there.
      if (league_id !== undefined && league_id !== gameSet.leagueId)
        throw new AppError('SPORTS_GAME_SET_NOT_FOUND');
      return {
        records: matches.map(legacyMatch),
        gameset: {
          id: gameSet.id,
          title: gameSet.title,
          start_time: gameSet.startAt,
          status: gameSet.status,
          league_id: gameSet.leagueId,
          credit: gameSet.credit,
        },
      };
    },
  );

  app.get(
    '/public_api/schedule/prize.php',
    {
      schema: {
        tags,
        summary: "A game's prize grid (id: its prize_id): records of {id, no_of_team, prize, description}",
        querystring: legacyPrizeQuerySchema,
        response: { 200: legacyPrizeRowsResponseSchema, ...errors },
      },
    },
    async (request) => ({ records: legacyPrizeRows((await sports.contest(request.query.id, null)).prizes) }),
  );

  app.get(
    '/public_api/schedule/mypicks.php',
    {
      preValidation: signedIn.preValidation,
      schema: {
        security: signedIn.security,
        tags,
        summary: 'My picks in one of my entries: records of {id, pick} (pick: feed_game_id-team_id)',
        querystring: legacyEntryQuerySchema,
        response: { 200: legacyMyPicksResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { picks } = await sports.picks(request.query.entry, legacyUserOf(request).id);
      return { records: legacyPickRecords(picks) };
    },
  );

  app.post(
    '/public_api/schedule/setmypicks.php',
    {
      preValidation: signedIn.preValidation,
      schema: {
        security: signedIn.security,
        tags,
        summary: 'Save my picks (form: teams = comma list of feed_game_id-team_id, jwt, entry): "Successful"',
        body: legacySetPicksFormSchema,
        response: { 200: legacyPicksSavedSchema, ...errors },
      },
    },
    async (request) => {
      const { entry, teams } = request.body;
      const { picks } = await sports.savePicks(entry, legacyUserOf(request).id, teams);
      return { message: legacySuccess.successful, records: legacyPickRecords(picks) };
    },
  );

  app.get(
    '/public_api/livescore/data.php',
    {
      preValidation: signedIn.preValidation,
      schema: {
        security: signedIn.security,
        tags,
        summary: 'The live score page of one of my entries: matches, prizes, powerplays, meta',
        querystring: legacyLiveScoreQuerySchema,
        response: { 200: legacyLiveScoreResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user, player } = playerOf(request);
      const [live, byId, line] = await Promise.all([
        sportsLive.live(request.query.entry_id, player),
        types(),
        sponsorLine(),
      ]);
      const { game_id } = request.query;
      if (game_id !== undefined && game_id !== live.entry.contest.id)
        throw new AppError('SPORTS_ENTRY_NOT_FOUND');
      const { meta } = live;
      return {
        matches: live.matches.map(legacyLiveMatch),
        prizes: legacyPrizeRows(live.prizes),
        powerplays: legacyPowerplayStock(live.powerplays),
        meta: {
          ...legacyEntryMeta(live, byId, line),
          club: legacyClub(user.club),
          myPicksCount: meta.picksCount,
          gameStatus: meta.gameStatus,
          setNumber: meta.ones,
          canPlay: meta.canPlay,
          result: meta.result,
          prize: meta.prize ? legacyPrizeRows([meta.prize])[0]!.prize : null,
          total: meta.total,
          pointTotal: meta.pointTotal,
          bust: meta.bust,
        },
      };
    },
  );

  app.post(
    '/public_api/livescore/setscore.php',
    {
      preValidation: signedIn.preValidation,
      schema: {
        security: signedIn.security,
        tags,
        summary:
          'Use a powerplay (form: team, jwt, game, entry, match, powerplay; teams for 4, 5, 24): the server decides; "Updated"; the same form again gets the first answer',
        body: legacySetScoreFormSchema,
        response: { 200: legacyScoreSetSchema, ...errors },
      },
    },
    async (request) => {
      const { entry, game, powerplay, team, match, teams } = request.body;
      const { player } = playerOf(request);
      // The same payload again is a replay: the first answer, nothing spent twice (replays.ts).
      const used = await replays.once(
        {
          userId: player.id,
          call: 'livescore/setscore.php',
          payload: request.body,
          current: async () => {
            const live = await sportsLive.live(entry, player);
            if (game !== undefined && game !== live.entry.contest.id)
              throw new AppError('SPORTS_ENTRY_NOT_FOUND');
            return live;
          },
          leftAsIs: (answer: SportsLiveScoreResponse, live) =>
            sameState(entryState(answer), entryState(live)),
        },
        async (key, { state }) => {
          // Remove, Add and Swap name their teams by the new team list; the others act on `<match>-<team>`.
          let req: UseSportsPowerplayRequest = { powerplayId: powerplay };
          const { gone, came } = changedTeams(state.picks, teams ?? state.picks);
          if (powerplay === sportsPowerplayIds.remove) {
            const out = came.length === 0 ? one(gone) : undefined;
            if (out !== undefined) req = { ...req, team: out };
          } else if (powerplay === sportsPowerplayIds.add) {
            const added = gone.length === 0 ? one(came) : undefined;
            if (added !== undefined) req = { ...req, team: added };
          } else if (powerplay === sportsPowerplayIds.swap) {
            const [out, incoming] = [one(gone), one(came)];
            if (out !== undefined) req = { ...req, team: out };
            if (incoming !== undefined) req = { ...req, replacement: incoming };
          } else if (team !== undefined && match !== undefined) {
            req = { ...req, team: teamPickKey(match, team) };
          }
          return sportsLive.usePowerplay(entry, player, req, key);
        },
      );
      return {
        message: legacySuccess.updated,
        picks: used.state.picks,
        powerplays: legacyPowerplayStock(used.powerplays),
      };
    },
  );
};
