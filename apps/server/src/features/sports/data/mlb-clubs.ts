/**
 * The 30 MLB clubs as they were named in the 2019 season (the season our baseball slates replay). The
 * stable id is the club's Retrosheet team code, the one the game logs use (fields 4 and 7 of
 * `gamelog/GL2019.TXT` in github.com/chadwickbureau/retrosheet); `abbreviation` is MLB's own.
 * `city` is where the club plays its home games.
 */
export interface MlbClub {
  id: string;
  name: string;
  city: string;
  abbreviation: string;
  league: 'AL' | 'NL';
}

const club = (id: string, name: string, city: string, abbreviation: string, league: 'AL' | 'NL'): MlbClub => ({
  id,
  name,
  city,
  abbreviation,
  league,
});

export const mlbClubs: readonly MlbClub[] = [
  club('ARI', 'Arizona Diamondbacks', 'Phoenix', 'ARI', 'NL'),
  club('ATL', 'Atlanta Braves', 'Atlanta', 'ATL', 'NL'),
  club('BAL', 'Baltimore Orioles', 'Baltimore', 'BAL', 'AL'),
  club('BOS', 'Boston Red Sox', 'Boston', 'BOS', 'AL'),
  club('CHA', 'Chicago White Sox', 'Chicago', 'CWS', 'AL'),
  club('CHN', 'Chicago Cubs', 'Chicago', 'CHC', 'NL'),
  club('CIN', 'Cincinnati Reds', 'Cincinnati', 'CIN', 'NL'),
  club('CLE', 'Cleveland Indians', 'Cleveland', 'CLE', 'AL'),
  club('COL', 'Colorado Rockies', 'Denver', 'COL', 'NL'),
  club('DET', 'Detroit Tigers', 'Detroit', 'DET', 'AL'),
  club('HOU', 'Houston Astros', 'Houston', 'HOU', 'AL'),
  club('KCA', 'Kansas City Royals', 'Kansas City', 'KC', 'AL'),
  club('ANA', 'Los Angeles Angels', 'Anaheim', 'LAA', 'AL'),
  club('LAN', 'Los Angeles Dodgers', 'Los Angeles', 'LAD', 'NL'),
  club('MIA', 'Miami Marlins', 'Miami', 'MIA', 'NL'),
  club('MIL', 'Milwaukee Brewers', 'Milwaukee', 'MIL', 'NL'),
  club('MIN', 'Minnesota Twins', 'Minneapolis', 'MIN', 'AL'),
  club('NYA', 'New York Yankees', 'New York', 'NYY', 'AL'),
  club('NYN', 'New York Mets', 'New York', 'NYM', 'NL'),
  club('OAK', 'Oakland Athletics', 'Oakland', 'OAK', 'AL'),
  club('PHI', 'Philadelphia Phillies', 'Philadelphia', 'PHI', 'NL'),
  club('PIT', 'Pittsburgh Pirates', 'Pittsburgh', 'PIT', 'NL'),
  club('SDN', 'San Diego Padres', 'San Diego', 'SD', 'NL'),
  club('SEA', 'Seattle Mariners', 'Seattle', 'SEA', 'AL'),
  club('SFN', 'San Francisco Giants', 'San Francisco', 'SF', 'NL'),
  club('SLN', 'St. Louis Cardinals', 'St. Louis', 'STL', 'NL'),
  club('TBA', 'Tampa Bay Rays', 'St. Petersburg', 'TB', 'AL'),
  club('TEX', 'Texas Rangers', 'Arlington', 'TEX', 'AL'),
  club('TOR', 'Toronto Blue Jays', 'Toronto', 'TOR', 'AL'),
  club('WAS', 'Washington Nationals', 'Washington', 'WSH', 'NL'),
];

export const mlbClubById = new Map(mlbClubs.map((c) => [c.id, c]));
