/**
 * Three real weeks of NFL games, every game of each week (weeks 1–3 of the 2023 regular season, 7–25
 * September 2023: 48 games), as line scores — points per quarter and, when played, the overtime period —
 * for the quarter replay (docs/rules/sports.md "Basketball and football").
 *
 * Source: the NFL's own game-detail records (api.nfl.com, each game's summary: score.q1–q4, ot, total)
 * as committed in SportsDataverse's repository https://github.com/sportsdataverse/nfl-raw, files
 * `nfl/raw/2023/2023_01_ARI_WAS.json` … `2023_03_TEN_CLE.json` (one per game, named by nflverse's game id;
 * commit 1623058b1d34123f876d04a1f6df668162ed1646).
 * Licence: that repository declares no licence, and the nflverse projects that publish the same games'
 * scores (nflverse-data, whose releases are labelled CC BY 4.0) say that "NFL data … belong to their
 * respective owners, and are governed by their terms of use". What is kept here is only the games' facts
 * — who played whom, on what day, and how many points each team scored in each quarter — credited below.
 * Extraction (the changes made): for each game we kept its id, the week, the kickoff (time, UTC) and its
 * day in New York, the visitor and home clubs (from the id), and each team's points per quarter, plus the
 * overtime period's when regulation ended tied; nothing else. Each game is checked when this module
 * loads: its line scores add up to its final score and it goes to overtime only while tied.
 */
import { groupGames, lineScoreGame, type LineScoreArgs, type QuarterGame } from './quarter-games';

/** Shown wherever these games appear. */
export const nflCredit = 'NFL line scores: NFL game data via SportsDataverse nfl-raw and nflverse.';

export interface NflGame extends QuarterGame {
  week: number;
  /** Kickoff, ISO 8601 UTC. */
  kickoff: string;
}

const g = (id: string, week: number, kickoff: string, date: string, ...score: LineScoreArgs): NflGame => ({
  ...lineScoreGame('football', id, date, score),
  week,
  kickoff,
});

export const nfl2023Games: readonly NflGame[] = [
  // Week 1
  g('2023_01_DET_KC', 1, '2023-09-08T00:20:00Z', '2023-09-07', 'DET', 'KC', 21, 20, [7, 0, 7, 7], [0, 14, 3, 3]),
  g('2023_01_ARI_WAS', 1, '2023-09-10T17:00:00Z', '2023-09-10', 'ARI', 'WAS', 16, 20, [3, 10, 3, 0], [7, 3, 0, 10]),
  g('2023_01_CAR_ATL', 1, '2023-09-10T17:00:00Z', '2023-09-10', 'CAR', 'ATL', 10, 24, [0, 7, 3, 0], [0, 7, 3, 14]),
  g('2023_01_CIN_CLE', 1, '2023-09-10T17:00:00Z', '2023-09-10', 'CIN', 'CLE', 3, 24, [0, 0, 3, 0], [0, 10, 3, 11]),
  g('2023_01_HOU_BAL', 1, '2023-09-10T17:00:00Z', '2023-09-10', 'HOU', 'BAL', 9, 25, [0, 6, 0, 3], [7, 0, 15, 3]),
  g('2023_01_JAX_IND', 1, '2023-09-10T17:00:00Z', '2023-09-10', 'JAX', 'IND', 31, 21, [7, 7, 3, 14], [0, 7, 14, 0]),
  g('2023_01_SF_PIT', 1, '2023-09-10T17:00:00Z', '2023-09-10', 'SF', 'PIT', 30, 7, [10, 10, 7, 3], [0, 7, 0, 0]),
  g('2023_01_TB_MIN', 1, '2023-09-10T17:00:00Z', '2023-09-10', 'TB', 'MIN', 20, 17, [3, 7, 7, 3], [0, 10, 0, 7]),
  g('2023_01_TEN_NO', 1, '2023-09-10T17:00:00Z', '2023-09-10', 'TEN', 'NO', 15, 16, [6, 3, 0, 6], [3, 3, 10, 0]),
  g('2023_01_GB_CHI', 1, '2023-09-10T20:25:00Z', '2023-09-10', 'GB', 'CHI', 38, 20, [7, 3, 14, 14], [3, 3, 8, 6]),
  g('2023_01_LA_SEA', 1, '2023-09-10T20:25:00Z', '2023-09-10', 'LA', 'SEA', 30, 13, [7, 0, 10, 13], [3, 10, 0, 0]),
  g('2023_01_LV_DEN', 1, '2023-09-10T20:25:00Z', '2023-09-10', 'LV', 'DEN', 17, 16, [7, 3, 0, 7], [6, 7, 0, 3]),
  g('2023_01_MIA_LAC', 1, '2023-09-10T20:25:00Z', '2023-09-10', 'MIA', 'LAC', 36, 34, [7, 13, 7, 9], [7, 10, 7, 10]),
  g('2023_01_PHI_NE', 1, '2023-09-10T20:25:00Z', '2023-09-10', 'PHI', 'NE', 25, 20, [16, 0, 3, 6], [0, 14, 0, 6]),
  g('2023_01_DAL_NYG', 1, '2023-09-11T00:20:00Z', '2023-09-10', 'DAL', 'NYG', 40, 0, [16, 10, 7, 7], [0, 0, 0, 0]),
  g('2023_01_BUF_NYJ', 1, '2023-09-12T00:15:00Z', '2023-09-11', 'BUF', 'NYJ', 16, 22, [3, 10, 0, 3, 0], [0, 3, 3, 10, 6]),
  // Week 2
  g('2023_02_MIN_PHI', 2, '2023-09-15T00:15:00Z', '2023-09-14', 'MIN', 'PHI', 28, 34, [0, 7, 7, 14], [3, 10, 14, 7]),
  g('2023_02_BAL_CIN', 2, '2023-09-17T17:00:00Z', '2023-09-17', 'BAL', 'CIN', 27, 24, [7, 6, 7, 7], [0, 10, 7, 7]),
  g('2023_02_CHI_TB', 2, '2023-09-17T17:00:00Z', '2023-09-17', 'CHI', 'TB', 17, 27, [7, 3, 0, 7], [3, 10, 7, 7]),
  g('2023_02_GB_ATL', 2, '2023-09-17T17:00:00Z', '2023-09-17', 'GB', 'ATL', 24, 25, [0, 10, 14, 0], [3, 6, 3, 13]),
  g('2023_02_IND_HOU', 2, '2023-09-17T17:00:00Z', '2023-09-17', 'IND', 'HOU', 31, 20, [14, 14, 3, 0], [7, 3, 0, 10]),
  g('2023_02_KC_JAX', 2, '2023-09-17T17:00:00Z', '2023-09-17', 'KC', 'JAX', 17, 9, [0, 7, 7, 3], [0, 6, 0, 3]),
  g('2023_02_LAC_TEN', 2, '2023-09-17T17:00:00Z', '2023-09-17', 'LAC', 'TEN', 24, 27, [3, 11, 0, 10, 0], [0, 10, 7, 7, 3]),
  g('2023_02_LV_BUF', 2, '2023-09-17T17:00:00Z', '2023-09-17', 'LV', 'BUF', 10, 38, [7, 3, 0, 0], [7, 14, 7, 10]),
  g('2023_02_SEA_DET', 2, '2023-09-17T17:00:00Z', '2023-09-17', 'SEA', 'DET', 37, 31, [7, 0, 10, 14, 6], [7, 7, 7, 10, 0]),
  g('2023_02_NYG_ARI', 2, '2023-09-17T20:05:00Z', '2023-09-17', 'NYG', 'ARI', 31, 28, [0, 0, 14, 17], [7, 13, 8, 0]),
  g('2023_02_SF_LA', 2, '2023-09-17T20:05:00Z', '2023-09-17', 'SF', 'LA', 30, 23, [7, 10, 3, 10], [3, 14, 0, 6]),
  g('2023_02_NYJ_DAL', 2, '2023-09-17T20:25:00Z', '2023-09-17', 'NYJ', 'DAL', 10, 30, [0, 10, 0, 0], [7, 11, 6, 6]),
  g('2023_02_WAS_DEN', 2, '2023-09-17T20:25:00Z', '2023-09-17', 'WAS', 'DEN', 35, 33, [3, 11, 7, 14], [14, 7, 3, 9]),
  g('2023_02_MIA_NE', 2, '2023-09-18T00:20:00Z', '2023-09-17', 'MIA', 'NE', 24, 17, [3, 14, 0, 7], [0, 3, 0, 14]),
  g('2023_02_NO_CAR', 2, '2023-09-18T23:15:00Z', '2023-09-18', 'NO', 'CAR', 20, 17, [3, 3, 7, 7], [3, 0, 3, 11]),
  g('2023_02_CLE_PIT', 2, '2023-09-19T00:15:00Z', '2023-09-18', 'CLE', 'PIT', 22, 26, [3, 11, 8, 0], [7, 9, 3, 7]),
  // Week 3
  g('2023_03_NYG_SF', 3, '2023-09-22T00:15:00Z', '2023-09-21', 'NYG', 'SF', 12, 30, [3, 3, 6, 0], [3, 14, 3, 10]),
  g('2023_03_ATL_DET', 3, '2023-09-24T17:00:00Z', '2023-09-24', 'ATL', 'DET', 6, 20, [0, 3, 0, 3], [3, 10, 0, 7]),
  g('2023_03_BUF_WAS', 3, '2023-09-24T17:00:00Z', '2023-09-24', 'BUF', 'WAS', 37, 3, [10, 6, 0, 21], [0, 0, 0, 3]),
  g('2023_03_DEN_MIA', 3, '2023-09-24T17:00:00Z', '2023-09-24', 'DEN', 'MIA', 20, 70, [7, 6, 0, 7], [14, 21, 14, 21]),
  g('2023_03_HOU_JAX', 3, '2023-09-24T17:00:00Z', '2023-09-24', 'HOU', 'JAX', 37, 17, [7, 10, 7, 13], [0, 0, 10, 7]),
  g('2023_03_IND_BAL', 3, '2023-09-24T17:00:00Z', '2023-09-24', 'IND', 'BAL', 22, 19, [0, 10, 3, 6, 3], [7, 0, 7, 5, 0]),
  g('2023_03_LAC_MIN', 3, '2023-09-24T17:00:00Z', '2023-09-24', 'LAC', 'MIN', 28, 24, [7, 7, 7, 7], [0, 10, 7, 7]),
  g('2023_03_NE_NYJ', 3, '2023-09-24T17:00:00Z', '2023-09-24', 'NE', 'NYJ', 15, 10, [3, 7, 3, 2], [0, 3, 0, 7]),
  g('2023_03_NO_GB', 3, '2023-09-24T17:00:00Z', '2023-09-24', 'NO', 'GB', 17, 18, [7, 10, 0, 0], [0, 0, 0, 18]),
  g('2023_03_TEN_CLE', 3, '2023-09-24T17:00:00Z', '2023-09-24', 'TEN', 'CLE', 3, 27, [0, 3, 0, 0], [3, 10, 7, 7]),
  g('2023_03_CAR_SEA', 3, '2023-09-24T20:05:00Z', '2023-09-24', 'CAR', 'SEA', 27, 37, [3, 10, 0, 14], [3, 9, 10, 15]),
  g('2023_03_CHI_KC', 3, '2023-09-24T20:25:00Z', '2023-09-24', 'CHI', 'KC', 10, 41, [0, 0, 0, 10], [7, 27, 7, 0]),
  g('2023_03_DAL_ARI', 3, '2023-09-24T20:25:00Z', '2023-09-24', 'DAL', 'ARI', 16, 28, [3, 7, 3, 3], [9, 12, 0, 7]),
  g('2023_03_PIT_LV', 3, '2023-09-25T00:20:00Z', '2023-09-24', 'PIT', 'LV', 23, 18, [7, 6, 10, 0], [7, 0, 0, 11]),
  g('2023_03_PHI_TB', 3, '2023-09-25T23:15:00Z', '2023-09-25', 'PHI', 'TB', 25, 11, [3, 10, 9, 3], [0, 3, 0, 8]),
  g('2023_03_LA_CIN', 3, '2023-09-26T00:15:00Z', '2023-09-25', 'LA', 'CIN', 16, 19, [3, 3, 3, 7], [0, 6, 10, 3]),
];

/** The three weeks, one slate each, in week order. */
export const nflWeeks = [...groupGames(nfl2023Games, (game) => game.week).entries()];
