/**
 * The 30 NBA clubs as they played the 2022–23 season replayed in `basketball-nba-2022-slates.ts`. The
 * stable id is NBA Stats' three-letter abbreviation; `city` is where the club plays its home games.
 */
export interface NbaClub {
  id: string;
  name: string;
  city: string;
  abbreviation: string;
}

const club = (abbreviation: string, name: string, city: string): NbaClub => ({
  id: abbreviation,
  name,
  city,
  abbreviation,
});

export const nbaClubs: readonly NbaClub[] = [
  club('ATL', 'Atlanta Hawks', 'Atlanta'),
  club('BOS', 'Boston Celtics', 'Boston'),
  club('BKN', 'Brooklyn Nets', 'Brooklyn'),
  club('CHA', 'Charlotte Hornets', 'Charlotte'),
  club('CHI', 'Chicago Bulls', 'Chicago'),
  club('CLE', 'Cleveland Cavaliers', 'Cleveland'),
  club('DAL', 'Dallas Mavericks', 'Dallas'),
  club('DEN', 'Denver Nuggets', 'Denver'),
  club('DET', 'Detroit Pistons', 'Detroit'),
  club('GSW', 'Golden State Warriors', 'San Francisco'),
  club('HOU', 'Houston Rockets', 'Houston'),
  club('IND', 'Indiana Pacers', 'Indianapolis'),
  club('LAC', 'LA Clippers', 'Los Angeles'),
  club('LAL', 'Los Angeles Lakers', 'Los Angeles'),
  club('MEM', 'Memphis Grizzlies', 'Memphis'),
  club('MIA', 'Miami Heat', 'Miami'),
  club('MIL', 'Milwaukee Bucks', 'Milwaukee'),
  club('MIN', 'Minnesota Timberwolves', 'Minneapolis'),
  club('NOP', 'New Orleans Pelicans', 'New Orleans'),
  club('NYK', 'New York Knicks', 'New York'),
  club('OKC', 'Oklahoma City Thunder', 'Oklahoma City'),
  club('ORL', 'Orlando Magic', 'Orlando'),
  club('PHI', 'Philadelphia 76ers', 'Philadelphia'),
  club('PHX', 'Phoenix Suns', 'Phoenix'),
  club('POR', 'Portland Trail Blazers', 'Portland'),
  club('SAC', 'Sacramento Kings', 'Sacramento'),
  club('SAS', 'San Antonio Spurs', 'San Antonio'),
  club('TOR', 'Toronto Raptors', 'Toronto'),
  club('UTA', 'Utah Jazz', 'Salt Lake City'),
  club('WAS', 'Washington Wizards', 'Washington'),
];

export const nbaClubById = new Map(nbaClubs.map((c) => [c.id, c]));
