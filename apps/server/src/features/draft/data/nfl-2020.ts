/**
 * The real 2020 NFL Draft for the "2020 NFL Power Draft" contest: the 32 clubs, a published pre-draft big
 * board (with 2020 NFL Scouting Combine heights and weights) and the first round as it happened.
 *
 * Sources (GitHub files were read at the commits given):
 * - Pre-draft ranking: the DraftTek 2020 NFL Draft Big Board, pages 1-5 at
 *   https://www.drafttek.com/2020-NFL-Draft-Big-Board/Top-NFL-Draft-Prospects-2020-Page-1.asp (to
 *   -Page-5.asp), as scraped on 2020-04-20 (three days before the draft) into Leagify/scrapysharp-dt2020
 *   src/scrapysharp/ranks/2020-04-20-ranks.csv @ 2b3786c529d4f78e0c614d1de7b06da4c1bed70c (the scraper's URLs
 *   are in src/scrapysharp/Program.cs of that repository).
 * - Heights and weights: 2020 NFL Scouting Combine measurements as listed by Pro Football Reference, in
 *   nflverse/nflverse-pfr data/combine.csv @ 09c40fce34b1a6313b1bc0c100c2dc0a53d51651 (whole inches, as PFR
 *   publishes them), cross-checked against nflverse/nfl_data_py data/combine.csv @
 *   86fa3e8aad5e231132b921f883f2cb687a2c47b5 (eighths of an inch).
 * - First round (pick, club, player): nflverse/nfldata data/draft_picks.csv @
 *   02977291323d76ea15e4868475a9aefc0011b6d2, cross-checked pick by pick against the draft_team / draft_ovr /
 *   pfr_id columns of the nflverse-pfr combine file above (32 of 32 agree).
 * - Who held each pick on the morning of the draft: nflverse/nfldata data/trades.csv @
 *   030bea6a1e0d180e51fdae93db89c80f9eaac64c. Every first-round pick that changed hands on 2020-04-23 (trades
 *   1482-1485) also has a contemporary report in DRAFT_2020_SOURCES.
 *
 * Caveats:
 * - consensusRank is NOT a consensus. Consensus boards for 2020 exist (Arif Hasan's 2020 Consensus Big Board
 *   in The Athletic, 2020-04-20; the NFL Mock Draft Database consensus board) but no complete copy of either
 *   could be found in the sources available, so the field holds the rank on the single DraftTek board above.
 *   The one consensus fact found agrees with it: Chase Young No. 1 and Joe Burrow No. 2 (Bleacher Report,
 *   2020-04-20).
 * - PROSPECTS_2020 is the board's top 100, which already holds all 32 first-round picks (the lowest is Clyde
 *   Edwards-Helaire at 98), so every rank from 1 to 100 is used once.
 * - Names: the 32 first-round players are named as in nflverse draft_picks.csv (the board wrote "Jeffrey
 *   Okudah", "Jedrick Wills" and "A.J. Terrell"); everyone else is named as on the board. Schools are the
 *   board's, with "Lenoir–Rhyne" written with a plain hyphen and St. John's given as "St. John's (MN)" (PFR:
 *   "Saint John's (MN)", nfl_data_py: "Saint Johns (MN)"). Positions are DraftTek's, its own codes (DL1T /
 *   DL3T / DL5T defensive-line techniques, OC centre, WRS slot receiver) written as DT / DT / DE / C / WR.
 * - Heights: PFR's whole inches; all 100 are within 0.625 in of nfl_data_py's eighth-inch figures. Weights:
 *   the two combine files agree on 99 of 100; for Isaiah Simmons nfl_data_py says 233 lb, PFR and the board
 *   238 lb, and 238 is used.
 * - Clubs: abbreviations as nflverse used them in 2020 (LV for the Las Vegas Raiders, LA for the Rams, WAS
 *   for Washington). Washington is called "Washington Football Team", its name for the 2020 season and PFR's;
 *   on draft day (April 2020) it still played as the Redskins. city is the place name in the club's name.
 * - Gear links are Fanatics site searches (https://www.fanatics.com/?query=...) for the club or school name,
 *   one scheme for both; they are search URLs, not checked product pages.
 */

/** One of the 32 NFL clubs. */
export interface NflClub {
  abbr: string;
  name: string;
  city: string;
  gearLink: string;
}

/** A Fanatics site search for a club or a school (the one gear-link scheme used here). */
const gearSearch = (query: string): string => `https://www.fanatics.com/?query=${encodeURIComponent(query)}`;

const club = (abbr: string, city: string, name: string): NflClub => ({
  abbr,
  name,
  city,
  gearLink: gearSearch(name),
});

export const NFL_CLUBS: readonly NflClub[] = [
  club('ARI', 'Arizona', 'Arizona Cardinals'),
  club('ATL', 'Atlanta', 'Atlanta Falcons'),
  club('BAL', 'Baltimore', 'Baltimore Ravens'),
  club('BUF', 'Buffalo', 'Buffalo Bills'),
  club('CAR', 'Carolina', 'Carolina Panthers'),
  club('CHI', 'Chicago', 'Chicago Bears'),
  club('CIN', 'Cincinnati', 'Cincinnati Bengals'),
  club('CLE', 'Cleveland', 'Cleveland Browns'),
  club('DAL', 'Dallas', 'Dallas Cowboys'),
  club('DEN', 'Denver', 'Denver Broncos'),
  club('DET', 'Detroit', 'Detroit Lions'),
  club('GB', 'Green Bay', 'Green Bay Packers'),
  club('HOU', 'Houston', 'Houston Texans'),
  club('IND', 'Indianapolis', 'Indianapolis Colts'),
  club('JAX', 'Jacksonville', 'Jacksonville Jaguars'),
  club('KC', 'Kansas City', 'Kansas City Chiefs'),
  club('LV', 'Las Vegas', 'Las Vegas Raiders'),
  club('LAC', 'Los Angeles', 'Los Angeles Chargers'),
  club('LA', 'Los Angeles', 'Los Angeles Rams'),
  club('MIA', 'Miami', 'Miami Dolphins'),
  club('MIN', 'Minnesota', 'Minnesota Vikings'),
  club('NE', 'New England', 'New England Patriots'),
  club('NO', 'New Orleans', 'New Orleans Saints'),
  club('NYG', 'New York', 'New York Giants'),
  club('NYJ', 'New York', 'New York Jets'),
  club('PHI', 'Philadelphia', 'Philadelphia Eagles'),
  club('PIT', 'Pittsburgh', 'Pittsburgh Steelers'),
  club('SF', 'San Francisco', 'San Francisco 49ers'),
  club('SEA', 'Seattle', 'Seattle Seahawks'),
  club('TB', 'Tampa Bay', 'Tampa Bay Buccaneers'),
  club('TEN', 'Tennessee', 'Tennessee Titans'),
  club('WAS', 'Washington', 'Washington Football Team'),
];

export interface Prospect2020 {
  name: string;
  /** Position as the source (DraftTek) gives it, its own codes written as the usual ones (DL3T → DT). */
  position: string;
  /** 2020 NFL Scouting Combine height, whole inches (PFR). */
  heightInches: number;
  /** 2020 NFL Scouting Combine weight in pounds (PFR). */
  weightLbs: number;
  school: string;
  /** Rank on the published pre-draft board, 1 = best (DraftTek, not a consensus: see the header). */
  consensusRank: number;
  schoolGearLink: string;
}

/** [board rank, name, position, school, height (in), weight (lb)]: the board's top 100, in its order. */
type BoardRow = readonly [number, string, string, string, number, number];

const BOARD: readonly BoardRow[] = [
  [1, 'Chase Young', 'EDGE', 'Ohio State', 77, 264],
  [2, 'Joe Burrow', 'QB', 'LSU', 75, 221],
  [3, 'Isaiah Simmons', 'OLB', 'Clemson', 76, 238], // nfl_data_py: 233 lb; PFR and the board: 238 lb
  [4, 'Tua Tagovailoa', 'QB', 'Alabama', 72, 217],
  [5, 'Derrick Brown', 'DL1T', 'Auburn', 77, 326],
  [6, 'Jeff Okudah', 'CB', 'Ohio State', 73, 205], // board: Jeffrey Okudah
  [7, 'Tristan Wirfs', 'OT', 'Iowa', 77, 320],
  [8, 'Javon Kinlaw', 'DL3T', 'South Carolina', 77, 324],
  [9, 'CeeDee Lamb', 'WR', 'Oklahoma', 74, 198],
  [10, 'Jerry Jeudy', 'WR', 'Alabama', 73, 193],
  [11, 'Mekhi Becton', 'OT', 'Louisville', 79, 364],
  [12, 'Justin Herbert', 'QB', 'Oregon', 78, 236],
  [13, 'Andrew Thomas', 'OT', 'Georgia', 77, 315],
  [14, 'Henry Ruggs III', 'WR', 'Alabama', 71, 188],
  [15, "K'Lavon Chaisson", 'OLB', 'LSU', 75, 254],
  [16, 'Jedrick Wills Jr.', 'OT', 'Alabama', 76, 312], // board: Jedrick Wills
  [17, 'C.J. Henderson', 'CB', 'Florida', 73, 204],
  [18, 'Xavier McKinney', 'S', 'Alabama', 72, 201],
  [19, 'Patrick Queen', 'OLB', 'LSU', 72, 229],
  [20, 'Trevon Diggs', 'CB', 'Alabama', 73, 205],
  [21, 'A.J. Epenesa', 'DL5T', 'Iowa', 77, 275],
  [22, 'Justin Jefferson', 'WR', 'LSU', 73, 202],
  [23, 'Yetur Gross-Matos', 'EDGE', 'Penn State', 77, 266],
  [24, 'Kenneth Murray', 'ILB', 'Oklahoma', 74, 241],
  [25, 'Josh Jones', 'OT', 'Houston', 77, 319], // PFR lists him as Joshua Jones
  [26, 'Kristian Fulton', 'CB', 'LSU', 72, 197],
  [27, 'Jalen Reagor', 'WRS', 'TCU', 71, 206],
  [28, 'Justin Madubuike', 'DL3T', 'Texas A&M', 75, 293],
  [29, 'Tee Higgins', 'WR', 'Clemson', 76, 216],
  [30, 'Antoine Winfield Jr.', 'S', 'Minnesota', 69, 203],
  [31, 'Ross Blacklock', 'DL3T', 'TCU', 75, 290],
  [32, 'Cesar Ruiz', 'OC', 'Michigan', 75, 307],
  [33, "D'Andre Swift", 'RB', 'Georgia', 68, 212],
  [34, 'Jordan Love', 'QB', 'Utah State', 76, 224],
  [35, 'Grant Delpit', 'S', 'LSU', 74, 213],
  [36, 'Austin Jackson', 'OT', 'USC', 77, 322],
  [37, 'Netane Muti', 'OG', 'Fresno State', 75, 315],
  [38, 'Laviska Shenault', 'WR', 'Colorado', 73, 227],
  [39, 'AJ Terrell', 'CB', 'Clemson', 73, 195], // board: A.J. Terrell
  [40, 'Zack Baun', 'OLB', 'Wisconsin', 74, 238],
  [41, 'Denzel Mims', 'WR', 'Baylor', 75, 207],
  [42, 'Jonathan Taylor', 'RB', 'Wisconsin', 70, 226],
  [43, 'Neville Gallimore', 'DL3T', 'Oklahoma', 74, 304],
  [44, 'Kyle Dugger', 'S', 'Lenoir-Rhyne', 73, 217], // board: Lenoir–Rhyne
  [45, 'Lloyd Cushenberry', 'OC', 'LSU', 75, 312],
  [46, 'Jaylon Johnson', 'CB', 'Utah', 72, 193],
  [47, 'Terrell Lewis', 'EDGE', 'Alabama', 77, 262],
  [48, 'Jacob Eason', 'QB', 'Washington', 78, 231],
  [49, 'Malik Harrison', 'ILB', 'Ohio State', 75, 247],
  [50, 'Hunter Bryant', 'TE', 'Washington', 74, 248],
  [51, 'Brandon Aiyuk', 'WR', 'Arizona State', 72, 205],
  [52, 'Jordan Elliott', 'DL3T', 'Missouri', 76, 302],
  [53, 'Isaiah Wilson', 'OT', 'Georgia', 78, 350],
  [54, 'J.K. Dobbins', 'RB', 'Ohio State', 69, 209],
  [55, 'James Lynch', 'DL5T', 'Baylor', 76, 289],
  [56, 'Jeff Gladney', 'CB', 'TCU', 70, 191],
  [57, 'Jabari Zuniga', 'EDGE', 'Florida', 75, 264],
  [58, 'K.J. Hamler', 'WRS', 'Penn State', 69, 178],
  [59, 'Bryce Hall', 'CB', 'Virginia', 73, 202],
  [60, 'Jake Fromm', 'QB', 'Georgia', 74, 219],
  [61, 'Ezra Cleveland', 'OT', 'Boise State', 78, 311],
  [62, 'Noah Igbinoghene', 'CB', 'Auburn', 70, 198],
  [63, 'Troy Dye', 'ILB', 'Oregon', 75, 231],
  [64, 'Shane Lemieux', 'OG', 'Oregon', 76, 310],
  [65, 'Marlon Davidson', 'DL5T', 'Auburn', 75, 303],
  [66, 'Curtis Weaver', 'EDGE', 'Boise State', 74, 265],
  [67, 'Davon Hamilton', 'DL1T', 'Ohio State', 76, 320],
  [68, 'Damien Lewis', 'OG', 'LSU', 74, 327],
  [69, 'Michael Pittman Jr.', 'WR', 'USC', 76, 223],
  [70, 'Raekwon Davis', 'DL3T', 'Alabama', 78, 311],
  [71, 'McTelvin Agim', 'DL3T', 'Arkansas', 75, 309],
  [72, 'Jalen Hurts', 'QB', 'Oklahoma', 73, 222],
  [73, 'Tyler Johnson', 'WR', 'Minnesota', 73, 206],
  [74, 'Cole Kmet', 'TE', 'Notre Dame', 78, 262],
  [75, 'Damon Arnette', 'CB', 'Ohio State', 72, 195],
  [76, 'Julian Okwara', 'EDGE', 'Notre Dame', 76, 252],
  [77, 'Josh Uche', 'OLB', 'Michigan', 73, 245],
  [78, 'Matt Peart', 'OT', 'Connecticut', 79, 318],
  [79, 'Cameron Dantzler', 'CB', 'Mississippi State', 74, 188],
  [80, 'Robert Hunt', 'OT', 'Louisiana-Lafayette', 77, 323],
  [81, 'Chase Claypool', 'WR', 'Notre Dame', 76, 238],
  [82, 'Troy Pride Jr.', 'CB', 'Notre Dame', 71, 193],
  [83, 'Jordyn Brooks', 'ILB', 'Texas Tech', 72, 240],
  [84, 'Zack Moss', 'RB', 'Utah', 69, 223],
  [85, 'Cam Akers', 'RB', 'Florida State', 70, 217],
  [86, 'Jeremy Chinn', 'S', 'Southern Illinois', 75, 221],
  [87, 'Ashtyn Davis', 'S', 'California', 73, 202],
  [88, 'Amik Robertson', 'CB', 'Louisiana Tech', 68, 187],
  [89, 'Ben Bartch', 'OG', "St. John's (MN)", 78, 309], // board: St. John's
  [90, 'Darrell Taylor', 'EDGE', 'Tennessee', 76, 267],
  [91, 'K.J. Hill', 'WR', 'Ohio State', 72, 196],
  [92, 'Davion Taylor', 'OLB', 'Colorado', 72, 228],
  [93, 'Terrell Burgess', 'S', 'Utah', 71, 202],
  [94, 'Willie Gay Jr.', 'OLB', 'Mississippi State', 73, 243],
  [95, 'Bryan Edwards', 'WR', 'South Carolina', 75, 212],
  [96, 'Harrison Bryant', 'TE', 'Florida Atlantic', 77, 243],
  [97, 'Jonah Jackson', 'OG', 'Ohio State', 75, 306],
  [98, 'Clyde Edwards-Helaire', 'RB', 'LSU', 67, 207],
  [99, 'Jason Strowbridge', 'DL5T', 'North Carolina', 76, 275],
  [100, 'Tyler Biadasz', 'OC', 'Wisconsin', 76, 314],
];

/**
 * DraftTek's own codes, shown to players as the positions they know: its defensive-line techniques
 * (1- and 3-technique tackles, 5-technique ends), its centre and its slot receiver.
 */
const STANDARD_POSITION: Readonly<Record<string, string>> = {
  DL1T: 'DT',
  DL3T: 'DT',
  DL5T: 'DE',
  OC: 'C',
  WRS: 'WR',
};

export const PROSPECTS_2020: readonly Prospect2020[] = BOARD.map(
  ([consensusRank, name, position, school, heightInches, weightLbs]) => ({
    name,
    position: STANDARD_POSITION[position] ?? position,
    heightInches,
    weightLbs,
    school,
    consensusRank,
    schoolGearLink: gearSearch(school),
  }),
);

export interface FirstRoundPick2020 {
  pick: number;
  /** The club holding the pick on the draft's morning: pre-draft trades counted, draft-night ones not. */
  projectedTeam: string;
  /** The club that made the pick (after draft-night trades). */
  team: string;
  /** Exactly a PROSPECTS_2020 name. */
  player: string;
}

/**
 * Round 1, 2020-04-23. How the picks came to be where they were that morning (nflverse trades.csv):
 * 13 SF from IND (DeForest Buckner trade, 2020-03-16); 18 MIA from PIT (Minkah Fitzpatrick, 2019-09-16);
 * 19 LV (then OAK) from CHI (Khalil Mack, 2018-09-01); 20 JAX from LA (Jalen Ramsey, 2019-10-16); 22 MIN from
 * BUF (Stefon Diggs, 2020-03-16); 26 MIA from HOU (Laremy Tunsil, 2019-09-01). Draft-night trades:
 * 13 <-> 14 SF/TB (trade 1485), 23 NE -> LAC (1484), 25 MIN -> SF and 31 SF -> MIN (1483),
 * 26 MIA -> GB and 30 GB -> MIA (1482).
 */
export const FIRST_ROUND_2020: readonly FirstRoundPick2020[] = [
  { pick: 1, projectedTeam: 'CIN', team: 'CIN', player: 'Joe Burrow' },
  { pick: 2, projectedTeam: 'WAS', team: 'WAS', player: 'Chase Young' },
  { pick: 3, projectedTeam: 'DET', team: 'DET', player: 'Jeff Okudah' },
  { pick: 4, projectedTeam: 'NYG', team: 'NYG', player: 'Andrew Thomas' },
  { pick: 5, projectedTeam: 'MIA', team: 'MIA', player: 'Tua Tagovailoa' },
  { pick: 6, projectedTeam: 'LAC', team: 'LAC', player: 'Justin Herbert' },
  { pick: 7, projectedTeam: 'CAR', team: 'CAR', player: 'Derrick Brown' },
  { pick: 8, projectedTeam: 'ARI', team: 'ARI', player: 'Isaiah Simmons' },
  { pick: 9, projectedTeam: 'JAX', team: 'JAX', player: 'C.J. Henderson' },
  { pick: 10, projectedTeam: 'CLE', team: 'CLE', player: 'Jedrick Wills Jr.' },
  { pick: 11, projectedTeam: 'NYJ', team: 'NYJ', player: 'Mekhi Becton' },
  { pick: 12, projectedTeam: 'LV', team: 'LV', player: 'Henry Ruggs III' },
  { pick: 13, projectedTeam: 'SF', team: 'TB', player: 'Tristan Wirfs' },
  { pick: 14, projectedTeam: 'TB', team: 'SF', player: 'Javon Kinlaw' },
  { pick: 15, projectedTeam: 'DEN', team: 'DEN', player: 'Jerry Jeudy' },
  { pick: 16, projectedTeam: 'ATL', team: 'ATL', player: 'AJ Terrell' },
  { pick: 17, projectedTeam: 'DAL', team: 'DAL', player: 'CeeDee Lamb' },
  { pick: 18, projectedTeam: 'MIA', team: 'MIA', player: 'Austin Jackson' },
  { pick: 19, projectedTeam: 'LV', team: 'LV', player: 'Damon Arnette' },
  { pick: 20, projectedTeam: 'JAX', team: 'JAX', player: "K'Lavon Chaisson" },
  { pick: 21, projectedTeam: 'PHI', team: 'PHI', player: 'Jalen Reagor' },
  { pick: 22, projectedTeam: 'MIN', team: 'MIN', player: 'Justin Jefferson' },
  { pick: 23, projectedTeam: 'NE', team: 'LAC', player: 'Kenneth Murray' },
  { pick: 24, projectedTeam: 'NO', team: 'NO', player: 'Cesar Ruiz' },
  { pick: 25, projectedTeam: 'MIN', team: 'SF', player: 'Brandon Aiyuk' },
  { pick: 26, projectedTeam: 'MIA', team: 'GB', player: 'Jordan Love' },
  { pick: 27, projectedTeam: 'SEA', team: 'SEA', player: 'Jordyn Brooks' },
  { pick: 28, projectedTeam: 'BAL', team: 'BAL', player: 'Patrick Queen' },
  { pick: 29, projectedTeam: 'TEN', team: 'TEN', player: 'Isaiah Wilson' },
  { pick: 30, projectedTeam: 'GB', team: 'MIA', player: 'Noah Igbinoghene' },
  { pick: 31, projectedTeam: 'SF', team: 'MIN', player: 'Jeff Gladney' },
  { pick: 32, projectedTeam: 'KC', team: 'KC', player: 'Clyde Edwards-Helaire' },
];

export const DRAFT_2020_SOURCES: readonly { title: string; url: string; used_for: string }[] = [
  {
    title: 'DraftTek 2020 NFL Draft Big Board (top prospects, pages 1-5)',
    url: 'https://www.drafttek.com/2020-NFL-Draft-Big-Board/Top-NFL-Draft-Prospects-2020-Page-1.asp',
    used_for: 'consensusRank (a single published board, not a consensus), names, positions and schools',
  },
  {
    title: 'Leagify/scrapysharp-dt2020: src/scrapysharp/ranks/2020-04-20-ranks.csv @ 2b3786c5',
    url: 'https://github.com/Leagify/scrapysharp-dt2020/blob/2b3786c529d4f78e0c614d1de7b06da4c1bed70c/src/scrapysharp/ranks/2020-04-20-ranks.csv',
    used_for: 'the copy of the DraftTek board read here (scraped 2020-04-20)',
  },
  {
    title: 'nflverse/nflverse-pfr: data/combine.csv @ 09c40fce (Pro Football Reference combine data)',
    url: 'https://github.com/nflverse/nflverse-pfr/blob/09c40fce34b1a6313b1bc0c100c2dc0a53d51651/data/combine.csv',
    used_for: 'heightInches and weightLbs (2020 NFL Scouting Combine); second check of the first round',
  },
  {
    title: 'nflverse/nfl_data_py: data/combine.csv @ 86fa3e8a',
    url: 'https://github.com/nflverse/nfl_data_py/blob/86fa3e8aad5e231132b921f883f2cb687a2c47b5/data/combine.csv',
    used_for: 'cross-check of the combine heights (to 1/8 in) and weights',
  },
  {
    title: 'nflverse/nfldata: data/draft_picks.csv @ 02977291',
    url: 'https://github.com/nflverse/nfldata/blob/02977291323d76ea15e4868475a9aefc0011b6d2/data/draft_picks.csv',
    used_for: 'FIRST_ROUND_2020 pick, team and player',
  },
  {
    title: 'nflverse/nfldata: data/trades.csv @ 030bea6a',
    url: 'https://github.com/nflverse/nfldata/blob/030bea6a1e0d180e51fdae93db89c80f9eaac64c/data/trades.csv',
    used_for: 'FIRST_ROUND_2020 projectedTeam (pre-draft and draft-night trades of first-round picks)',
  },
  {
    title: 'NFL.com: Bucs trade with 49ers to draft OL Tristan Wirfs',
    url: 'http://nfl.com/news/story/0ap3000001110874/article/tampa-bay-buccaneers-trade-up-to-get-ol-tristan-wirfs',
    used_for: 'draft-night trade check: 13 SF -> TB, 14 TB -> SF',
  },
  {
    title: 'Chargers.com: Chargers select Kenneth Murray 23rd after a trade with the Patriots',
    url: 'https://www.chargers.com/news/kenneth-murray-nfl-draft-linebacker-oklahoma',
    used_for: 'draft-night trade check: 23 NE -> LAC',
  },
  {
    title: 'Niners Nation: 49ers trade up to pick No. 25 to select WR Brandon Aiyuk',
    url: 'https://www.ninersnation.com/2020/4/23/21233931/49ers-brandon-aiyuk-2020-nfl-draft-pick-trade',
    used_for: 'draft-night trade check: 25 MIN -> SF, 31 SF -> MIN',
  },
  {
    title: 'Packers Wire: Packers trade up to No. 26 to draft Utah State QB Jordan Love',
    url: 'https://packerswire.usatoday.com/2020/04/23/packers-trade-up-to-no-26-draft-utah-state-qb-jordan-love/',
    used_for: 'draft-night trade check: 26 MIA -> GB, 30 GB -> MIA',
  },
  {
    title: "Bleacher Report: Chase Young, Joe Burrow top The Athletic's 2020 NFL draft consensus big board",
    url: 'https://bleacherreport.com/articles/2887610-chase-young-joe-burrow-top-the-athletics-2020-nfl-draft-consensus-big-board',
    used_for: 'the only consensus-board fact found (Young 1, Burrow 2), which the DraftTek order matches',
  },
];
