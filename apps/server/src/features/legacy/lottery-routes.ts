import {
  errorBodySchema,
  gameTypeSchema,
  legacyDrawsResponseSchema,
  legacyGameQuerySchema,
  legacyGamesResponseSchema,
  legacyLiveDrawResponseSchema,
  legacyMyNumbersResponseSchema,
  legacyNumbersSavedSchema,
  legacyOptionalJwtQuerySchema,
  legacyPowerplayUsedSchema,
  legacyPowerplayUseFormSchema,
  legacySetNumbersFormSchema,
  legacySuccess,
  legacyGameTypeIds,
  type GameListResponse,
  type LotteryEntry,
  type UsePowerplayResponse,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors';
import type { ReadModel } from '../../platform/public-reads';
import type { LotteryService } from '../lottery';
import { jwtFirst, legacyUserOf, type LegacySessions } from './http';
import { sameState, type LegacyReplays } from './replays';
import {
  chosenPick,
  currentOf,
  legacyDraws,
  legacyGame,
  legacyPicks,
  legacyPowerplays,
  legacyResult,
  noGame,
} from './shapes';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['legacy'];

/** What a use changes in an entry: its picks and its powerplays. */
const entryState = (entry: Pick<LotteryEntry, 'picks' | 'powerplays'>) => ({
  picks: entry.picks,
  powerplays: entry.powerplays,
});

/** The old client's lottery calls, over the lottery service. */
export const legacyLotteryRoutes: FastifyPluginAsyncZod<{
  lottery: LotteryService;
  lotteryGames: ReadModel<GameListResponse>;
  sessions: LegacySessions;
  replays: LegacyReplays;
}> = async (app, { lottery, lotteryGames, sessions, replays }) => {
  // The draw list from memory, as the JSON API serves it: no query per call for it.
  const listGames = async () => (await lotteryGames.get()).value;
  const signedIn = jwtFirst(sessions);
  /** The games the caller has an entry in (picks saved), by id. */
  const enteredIds = async (jwt: string | undefined) => {
    const user = await sessions.optionalUser(jwt);
    if (!user) return new Set<number>();
    const { entries } = await lottery.myEntries(user.id);
    return new Set(entries.map((e) => e.game.id));
  };

  app.get(
    '/public_api/lottery_games/data.php',
    {
      schema: {
        tags,
        summary: 'Lottery games: records[0] 747, [1] Sweet 16, [2] Elite 8, [3] Gridlock (live, else next)',
        querystring: legacyOptionalJwtQuerySchema,
        response: { 200: legacyGamesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const [list, entered] = await Promise.all([listGames(), enteredIds(request.query.jwt)]);
      return {
        records: gameTypeSchema.options.map((type) => {
          const game = currentOf(list, type);
          return game ? legacyGame(game, entered.has(game.id)) : noGame(type);
        }),
      };
    },
  );

  app.get(
    '/public_api/lottery_games/next_game.php',
    {
      schema: {
        tags,
        summary: 'The next draw to start, for the banner (records[0], with entry for the caller)',
        querystring: legacyOptionalJwtQuerySchema,
        response: { 200: legacyGamesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const [list, entered] = await Promise.all([listGames(), enteredIds(request.query.jwt)]);
      const next = [...list.upcoming].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt))[0];
      return { records: next ? [legacyGame(next, entered.has(next.id))] : [] };
    },
  );

  app.get(
    '/public_api/lottery_games/getMyNumbers.php',
    {
      preValidation: signedIn.preValidation,
      schema: {
        security: signedIn.security,
        tags,
        summary: 'My picks for a game: records of {id, number}, and skill_question (Elite 8) or null',
        querystring: legacyGameQuerySchema,
        response: { 200: legacyMyNumbersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = legacyUserOf(request);
      const { entry, skillQuestion } = await lottery.myGameEntry(request.query.game_id, user.id);
      return { records: legacyPicks(entry?.picks ?? []), skill_question: skillQuestion };
    },
  );

  app.post(
    '/public_api/lottery_games/setMyNumbers.php',
    {
      preValidation: signedIn.preValidation,
      schema: {
        security: signedIn.security,
        tags,
        summary:
          'Save my picks (form: numbers, jwt, game_id, gametype_id; skill_answer for Elite 8\'s first entry of a week): replies "Successful"',
        body: legacySetNumbersFormSchema,
        response: { 200: legacyNumbersSavedSchema, ...errors },
      },
    },
    async (request) => {
      const { numbers, game_id, gametype_id, skill_answer } = request.body;
      const user = legacyUserOf(request);
      if (gametype_id !== undefined) {
        // The old client names the game's type too: a mismatch is a request for a game that is not there.
        const { game } = await lottery.gameDetail(game_id, null);
        if (String(legacyGameTypeIds[game.gameType]) !== gametype_id) throw new AppError('GAME_NOT_FOUND');
      }
      const entry = await lottery.savePicks(game_id, user.id, numbers, skill_answer);
      return { message: legacySuccess.successful, records: legacyPicks(entry.picks) };
    },
  );

  app.get(
    '/public_api/live_draw/data.php',
    {
      schema: {
        tags,
        summary: 'A live draw: draw (balls), picks, game, powerplays (ramining_amount), result',
        querystring: legacyGameQuerySchema,
        response: { 200: legacyLiveDrawResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await sessions.optionalUser(request.query.jwt);
      const detail = await lottery.gameDetail(request.query.game_id, user?.id ?? null);
      return {
        draw: legacyDraws(detail.game),
        picks: legacyPicks(detail.entry?.picks ?? []),
        game: legacyGame(detail.game, detail.entry !== null),
        powerplays: detail.entry ? legacyPowerplays(detail.entry.powerplays) : [],
        result: legacyResult(detail.result),
      };
    },
  );

  app.get(
    '/public_api/live_draw/draws.php',
    {
      schema: {
        tags,
        summary: 'The balls drawn so far (daw_ball_number)',
        querystring: legacyGameQuerySchema,
        response: { 200: legacyDrawsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { game } = await lottery.gameDetail(request.query.game_id, null);
      return { draw: legacyDraws(game) };
    },
  );

  app.post(
    '/public_api/live_draw/powerplay_use.php',
    {
      preValidation: signedIn.preValidation,
      schema: {
        security: signedIn.security,
        tags,
        summary:
          'Use a powerplay (form: balls, jwt, game, type, powerplay): the server decides the outcome; replies "Updated"; the same form again gets the first answer',
        body: legacyPowerplayUseFormSchema,
        response: { 200: legacyPowerplayUsedSchema, ...errors },
      },
    },
    async (request) => {
      const { balls, game, powerplay } = request.body;
      const user = legacyUserOf(request);
      // The same payload again is a replay: the first answer, nothing spent twice (replays.ts).
      const used = await replays.once(
        {
          userId: user.id,
          call: 'live_draw/powerplay_use.php',
          payload: request.body,
          current: async () => (await lottery.gameDetail(game, user.id)).entry,
          leftAsIs: (answer: UsePowerplayResponse, entry) =>
            entry !== null && sameState(entryState(answer.entry), entryState(entry)),
        },
        async (key, entry) => {
          // Replace All needs no pick; the others act on the one pick the old browser changed. The numbers
          // it computed are never used: the outcome is the server's.
          let pick: number | undefined;
          if (powerplay !== 1) {
            if (!entry) throw new AppError('POWERPLAY_NO_ENTRY');
            pick = chosenPick(entry.picks, balls);
            if (pick === undefined) throw new AppError('POWERPLAY_NO_SELECTION');
          }
          return lottery.usePowerplay(game, user.id, { powerplayId: powerplay, pick }, key);
        },
      );
      return {
        message: legacySuccess.updated,
        balls: used.picks,
        replaced: used.replaced,
        powerplays: legacyPowerplays(used.powerplays),
      };
    },
  );
};
