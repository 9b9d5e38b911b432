import {
  fantasyTotal,
  type FantasyCurrentResponse,
  type FantasyEntry,
  type FantasyPick,
  type FantasyPlayer,
} from '@powerplay/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EntriesService } from '../entries';
import type { FantasyRepo } from './repo';

/** Fantasy hockey preview: the sample game, and a player's saved picks. */
export function fantasyService(deps: {
  db: Kysely<DB>;
  repo: FantasyRepo;
  clock: Clock;
  entries: EntriesService;
}) {
  const { db, repo, clock, entries } = deps;
  async function gameOrThrow(id: number) {
    const game = await repo.findGame(id);
    if (!game) throw new AppError('FANTASY_GAME_NOT_FOUND');
    return game;
  }

  function toEntry(
    gameId: number,
    saved: { picks: FantasyPick[]; updatedAt: Date },
    players: FantasyPlayer[],
  ): FantasyEntry {
    const byId = new Map(players.map((p) => [p.id, p]));
    const picks = saved.picks.flatMap((pick) => {
      const player = byId.get(pick.playerId);
      return player ? [{ player, bench: pick.bench, myScore: pick.bench ? 0 : player.score }] : [];
    });
    return {
      gameId,
      picks,
      totalScore: fantasyTotal(picks.map((p) => ({ bench: p.bench, score: p.player.score }))),
      updatedAt: saved.updatedAt.toISOString(),
    };
  }

  return {
    async current(): Promise<FantasyCurrentResponse> {
      const game = await repo.currentGame();
      if (!game) throw new AppError('FANTASY_GAME_NOT_FOUND');
      return { game, players: await repo.players(game.id) };
    },

    async entry(gameId: number, userId: number): Promise<FantasyEntry | null> {
      await gameOrThrow(gameId);
      const saved = await repo.findEntry(userId, gameId);
      return saved ? toEntry(gameId, saved, await repo.players(gameId)) : null;
    },

    /**
     * Saves my picks, checked in this order: at least the game's minimum, at most its maximum, each
     * player once, every player in this game. A refusal saves nothing.
     */
    async savePicks(gameId: number, userId: number, picks: FantasyPick[]): Promise<FantasyEntry> {
      const game = await gameOrThrow(gameId);
      if (picks.length < game.minTeamsAllowed) {
        throw new AppError('FANTASY_PICKS_TOO_FEW', { params: { min: game.minTeamsAllowed } });
      }
      if (picks.length > game.maxTeamsAllowed) {
        throw new AppError('FANTASY_PICKS_TOO_MANY', { params: { max: game.maxTeamsAllowed } });
      }
      const ids = picks.map((p) => p.playerId);
      if (new Set(ids).size !== ids.length) throw new AppError('FANTASY_PLAYER_DUPLICATE');
      const players = await repo.players(gameId);
      const known = new Set(players.map((p) => p.id));
      if (!ids.every((id) => known.has(id))) throw new AppError('FANTASY_PLAYER_UNKNOWN');

      const at = clock.now();
      // The preview is a contest like any other for the entry rules (limits, self-exclusion, club); it has
      // no prizes and sample players, so it does not count against the sports monthly allowance.
      await db.transaction().execute(async (trx) => {
        const entry = await entries.enter(trx, userId, { kind: 'fantasy', id: gameId });
        await repo.saveEntry(trx, { entryId: entry.id, userId, gameId, picks, at });
      });
      return toEntry(gameId, { picks, updatedAt: at }, players);
    },
  };
}
export type FantasyService = ReturnType<typeof fantasyService>;
