/**
 * The 32 NFL clubs as they played the 2023 season replayed in `football-nfl-2023-weeks.ts`, with the
 * names the league's game data gives them. The stable id is nflverse's team abbreviation (LA for the
 * Rams); `city` is where the club's stadium stands.
 */
export interface NflClub {
  id: string;
  name: string;
  city: string;
  abbreviation: string;
}

const club = (abbreviation: string, name: string, city: string): NflClub => ({
  id: abbreviation,
  name,
  city,
  abbreviation,
});

export const nflClubs: readonly NflClub[] = [
  club('ARI', 'Arizona Cardinals', 'Glendale'),
  club('ATL', 'Atlanta Falcons', 'Atlanta'),
  club('BAL', 'Baltimore Ravens', 'Baltimore'),
  club('BUF', 'Buffalo Bills', 'Orchard Park'),
  club('CAR', 'Carolina Panthers', 'Charlotte'),
  club('CHI', 'Chicago Bears', 'Chicago'),
  club('CIN', 'Cincinnati Bengals', 'Cincinnati'),
  club('CLE', 'Cleveland Browns', 'Cleveland'),
  club('DAL', 'Dallas Cowboys', 'Arlington'),
  club('DEN', 'Denver Broncos', 'Denver'),
  club('DET', 'Detroit Lions', 'Detroit'),
  club('GB', 'Green Bay Packers', 'Green Bay'),
  club('HOU', 'Houston Texans', 'Houston'),
  club('IND', 'Indianapolis Colts', 'Indianapolis'),
  club('JAX', 'Jacksonville Jaguars', 'Jacksonville'),
  club('KC', 'Kansas City Chiefs', 'Kansas City'),
  club('LA', 'Los Angeles Rams', 'Inglewood'),
  club('LAC', 'Los Angeles Chargers', 'Inglewood'),
  club('LV', 'Las Vegas Raiders', 'Paradise'),
  club('MIA', 'Miami Dolphins', 'Miami Gardens'),
  club('MIN', 'Minnesota Vikings', 'Minneapolis'),
  club('NE', 'New England Patriots', 'Foxborough'),
  club('NO', 'New Orleans Saints', 'New Orleans'),
  club('NYG', 'New York Giants', 'East Rutherford'),
  club('NYJ', 'New York Jets', 'East Rutherford'),
  club('PHI', 'Philadelphia Eagles', 'Philadelphia'),
  club('PIT', 'Pittsburgh Steelers', 'Pittsburgh'),
  club('SEA', 'Seattle Seahawks', 'Seattle'),
  club('SF', 'San Francisco 49ers', 'Santa Clara'),
  club('TB', 'Tampa Bay Buccaneers', 'Tampa'),
  club('TEN', 'Tennessee Titans', 'Nashville'),
  club('WAS', 'Washington Commanders', 'Landover'),
];

export const nflClubById = new Map(nflClubs.map((c) => [c.id, c]));
