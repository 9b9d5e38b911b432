/**
 * Seven real days of NBA games, every game of each day (18–24 October 2022, the first week of the
 * 2022–23 season: 51 games), as line scores — points per quarter and per overtime period — for the
 * quarter replay (docs/rules/sports.md "Basketball and football").
 *
 * Source: NBA Stats' box-score summaries (stats.nba.com, endpoint boxscoresummaryv2) as cached in
 * SportsDataverse's repository https://github.com/sportsdataverse/hoopR-nba-stats-raw, files
 * `nba_stats/json/boxscoresummaryv2/2023/0022200001.json` to `…/0022200051.json` (commit
 * 2c8360b89e20b6975ea98e9c80964807299cce6b).
 * Licence: that repository's contents (data, code and documentation) are licensed under Creative Commons
 * Attribution 4.0 International, https://creativecommons.org/licenses/by/4.0/ — "Copyright (c) 2026
 * hoopR.nba.stats.raw authors". This extract is shared under the same licence; the credit below is
 * shown wherever the data appears.
 * Extraction (the changes made): from each game's file we kept the game id, its date (GAME_DATE_EST), the
 * visitor and home teams (GameSummary's VISITOR_TEAM_ID and HOME_TEAM_ID) and each team's LineScore row
 * (PTS_QTR1–4, PTS_OT1… for the overtimes played, PTS), and nothing else. Each game is checked when this
 * module loads: its line scores add up to its final score and it goes to overtime only while tied. The
 * first 14 games were also compared with the line_score table of the Kaggle "NBA Database"
 * (wyattowalsh/basketball), which agrees on every quarter (though that table does not tell home from
 * away reliably, hence NBA Stats' own game summaries here).
 */
import { groupGames, lineScoreGame, type LineScoreArgs, type QuarterGame } from './quarter-games';

/** Shown wherever these games appear (CC BY 4.0 attribution). */
export const nbaCredit =
  'NBA line scores: NBA Stats via SportsDataverse hoopR-nba-stats-raw (CC BY 4.0, https://creativecommons.org/licenses/by/4.0/).';

const g = (id: string, date: string, ...score: LineScoreArgs): QuarterGame =>
  lineScoreGame('basketball', id, date, score);

export const nba2022Games: readonly QuarterGame[] = [
  // Tuesday 18 October 2022
  g('0022200001', '2022-10-18', 'PHI', 'BOS', 117, 126, [29, 34, 25, 29], [24, 39, 35, 28]),
  g('0022200002', '2022-10-18', 'LAL', 'GSW', 109, 123, [22, 30, 19, 38], [25, 34, 32, 32]),
  // Wednesday 19 October 2022
  g('0022200003', '2022-10-19', 'ORL', 'DET', 109, 113, [28, 27, 28, 26], [17, 40, 34, 22]),
  g('0022200004', '2022-10-19', 'WAS', 'IND', 114, 107, [36, 24, 27, 27], [25, 27, 25, 30]),
  g('0022200005', '2022-10-19', 'HOU', 'ATL', 107, 117, [20, 30, 30, 27], [26, 33, 25, 33]),
  g('0022200006', '2022-10-19', 'NOP', 'BKN', 130, 108, [32, 26, 40, 32], [14, 36, 28, 30]),
  g('0022200007', '2022-10-19', 'CHI', 'MIA', 116, 108, [28, 31, 37, 20], [33, 26, 27, 22]),
  g('0022200008', '2022-10-19', 'CLE', 'TOR', 105, 108, [22, 35, 27, 21], [28, 23, 25, 32]),
  g('0022200009', '2022-10-19', 'NYK', 'MEM', 112, 115, [23, 23, 33, 29, 4], [25, 36, 24, 23, 7]),
  g('0022200010', '2022-10-19', 'OKC', 'MIN', 108, 115, [22, 30, 35, 21], [35, 30, 22, 28]),
  g('0022200011', '2022-10-19', 'CHA', 'SAS', 129, 102, [38, 30, 30, 31], [22, 25, 28, 27]),
  g('0022200012', '2022-10-19', 'DEN', 'UTA', 102, 123, [30, 23, 27, 22], [37, 38, 19, 29]),
  g('0022200013', '2022-10-19', 'DAL', 'PHX', 105, 107, [32, 30, 19, 24], [24, 21, 31, 31]),
  g('0022200014', '2022-10-19', 'POR', 'SAC', 115, 108, [32, 19, 33, 31], [23, 32, 29, 24]),
  // Thursday 20 October 2022
  g('0022200015', '2022-10-20', 'MIL', 'PHI', 90, 88, [30, 17, 26, 17], [24, 21, 18, 25]),
  g('0022200016', '2022-10-20', 'LAC', 'LAL', 103, 97, [35, 21, 29, 18], [23, 33, 21, 20]),
  // Friday 21 October 2022
  g('0022200017', '2022-10-21', 'NOP', 'CHA', 124, 112, [35, 26, 32, 31], [24, 27, 34, 27]),
  g('0022200018', '2022-10-21', 'SAS', 'IND', 137, 134, [36, 34, 32, 35], [26, 29, 30, 49]),
  g('0022200019', '2022-10-21', 'CHI', 'WAS', 100, 102, [30, 20, 24, 26], [26, 30, 21, 25]),
  g('0022200020', '2022-10-21', 'ORL', 'ATL', 98, 108, [27, 27, 27, 17], [19, 31, 30, 28]),
  g('0022200021', '2022-10-21', 'TOR', 'BKN', 105, 109, [24, 28, 27, 26], [28, 21, 29, 31]),
  g('0022200022', '2022-10-21', 'BOS', 'MIA', 111, 104, [30, 29, 30, 22], [22, 29, 26, 27]),
  g('0022200023', '2022-10-21', 'DET', 'NYK', 106, 130, [20, 32, 29, 25], [30, 42, 31, 27]),
  g('0022200024', '2022-10-21', 'MEM', 'HOU', 129, 122, [26, 36, 33, 34], [32, 38, 30, 22]),
  g('0022200025', '2022-10-21', 'UTA', 'MIN', 132, 126, [26, 29, 33, 32, 12], [41, 23, 23, 33, 6]),
  g('0022200026', '2022-10-21', 'DEN', 'GSW', 128, 123, [40, 30, 28, 30], [34, 18, 36, 35]),
  g('0022200027', '2022-10-21', 'PHX', 'POR', 111, 113, [28, 25, 26, 23, 9], [25, 22, 28, 27, 11]),
  // Saturday 22 October 2022
  g('0022200028', '2022-10-22', 'SAS', 'PHI', 114, 105, [19, 35, 31, 29], [25, 26, 26, 28]),
  g('0022200029', '2022-10-22', 'DET', 'IND', 115, 124, [35, 21, 23, 36], [25, 27, 36, 36]),
  g('0022200030', '2022-10-22', 'BOS', 'ORL', 126, 120, [36, 32, 31, 27], [33, 35, 26, 26]),
  g('0022200031', '2022-10-22', 'TOR', 'MIA', 109, 112, [33, 17, 33, 26], [38, 33, 21, 20]),
  g('0022200032', '2022-10-22', 'CLE', 'CHI', 128, 96, [34, 36, 23, 35], [25, 29, 25, 17]),
  g('0022200033', '2022-10-22', 'HOU', 'MIL', 105, 125, [23, 25, 31, 26], [41, 26, 31, 27]),
  g('0022200034', '2022-10-22', 'MEM', 'DAL', 96, 137, [17, 19, 35, 25], [39, 25, 35, 38]),
  g('0022200035', '2022-10-22', 'OKC', 'DEN', 117, 122, [29, 26, 30, 32], [28, 27, 33, 34]),
  g('0022200036', '2022-10-22', 'LAC', 'SAC', 111, 109, [29, 23, 34, 25], [26, 29, 25, 29]),
  // Sunday 23 October 2022
  g('0022200037', '2022-10-23', 'POR', 'LAL', 106, 104, [32, 23, 23, 28], [24, 24, 35, 21]),
  g('0022200038', '2022-10-23', 'CHA', 'ATL', 126, 109, [22, 37, 45, 22], [30, 25, 29, 25]),
  g('0022200039', '2022-10-23', 'WAS', 'CLE', 107, 117, [31, 20, 25, 27, 4], [30, 27, 26, 20, 14]),
  g('0022200040', '2022-10-23', 'UTA', 'NOP', 122, 121, [26, 37, 30, 17, 12], [24, 29, 31, 26, 11]),
  g('0022200041', '2022-10-23', 'MIN', 'OKC', 116, 106, [31, 22, 29, 34], [18, 26, 30, 32]),
  g('0022200042', '2022-10-23', 'SAC', 'GSW', 125, 130, [36, 35, 23, 31], [39, 50, 24, 17]),
  g('0022200043', '2022-10-23', 'PHX', 'LAC', 112, 95, [33, 28, 25, 26], [18, 23, 31, 23]),
  // Monday 24 October 2022
  g('0022200044', '2022-10-24', 'IND', 'PHI', 106, 120, [23, 23, 30, 30], [33, 31, 26, 30]),
  g('0022200045', '2022-10-24', 'TOR', 'MIA', 98, 90, [27, 21, 23, 27], [23, 20, 33, 14]),
  g('0022200046', '2022-10-24', 'ORL', 'NYK', 102, 115, [28, 31, 23, 20], [34, 31, 31, 19]),
  g('0022200047', '2022-10-24', 'BOS', 'CHI', 102, 120, [39, 15, 25, 23], [30, 35, 35, 20]),
  g('0022200048', '2022-10-24', 'UTA', 'HOU', 108, 114, [18, 27, 28, 35], [21, 30, 26, 37]),
  g('0022200049', '2022-10-24', 'BKN', 'MEM', 124, 134, [34, 35, 28, 27], [39, 25, 45, 25]),
  g('0022200050', '2022-10-24', 'SAS', 'MIN', 115, 106, [39, 28, 36, 12], [28, 29, 14, 35]),
  g('0022200051', '2022-10-24', 'DEN', 'POR', 110, 135, [31, 30, 25, 24], [23, 32, 44, 36]),
];

/** The seven days, one slate each, in date order. */
export const nbaSlates = [...groupGames(nba2022Games, (game) => game.date).entries()];
