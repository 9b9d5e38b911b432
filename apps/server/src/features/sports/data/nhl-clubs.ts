/**
 * The 32 NHL clubs of today (Utah's club took the Mammoth name in 2025), each with a goalie who started
 * games for it in the 2024–25 regular season. The stable id is the NHL's three-letter abbreviation.
 * Goals-against averages are left out (null) until we keep a source we can cite for them; the simulator
 * uses league scoring rates, not a goalie's.
 */
export interface NhlClub {
  id: string;
  name: string;
  city: string;
  abbreviation: string;
  goalie: { name: string; gaa: number | null };
}

const club = (abbreviation: string, name: string, city: string, goalie: string): NhlClub => ({
  id: abbreviation,
  name,
  city,
  abbreviation,
  goalie: { name: goalie, gaa: null },
});

export const nhlClubs: readonly NhlClub[] = [
  club('ANA', 'Anaheim Ducks', 'Anaheim', 'Lukas Dostal'),
  club('BOS', 'Boston Bruins', 'Boston', 'Jeremy Swayman'),
  club('BUF', 'Buffalo Sabres', 'Buffalo', 'Ukko-Pekka Luukkonen'),
  club('CGY', 'Calgary Flames', 'Calgary', 'Dustin Wolf'),
  club('CAR', 'Carolina Hurricanes', 'Raleigh', 'Pyotr Kochetkov'),
  club('CHI', 'Chicago Blackhawks', 'Chicago', 'Petr Mrázek'),
  club('COL', 'Colorado Avalanche', 'Denver', 'Mackenzie Blackwood'),
  club('CBJ', 'Columbus Blue Jackets', 'Columbus', 'Elvis Merzļikins'),
  club('DAL', 'Dallas Stars', 'Dallas', 'Jake Oettinger'),
  club('DET', 'Detroit Red Wings', 'Detroit', 'Cam Talbot'),
  club('EDM', 'Edmonton Oilers', 'Edmonton', 'Stuart Skinner'),
  club('FLA', 'Florida Panthers', 'Sunrise', 'Sergei Bobrovsky'),
  club('LAK', 'Los Angeles Kings', 'Los Angeles', 'Darcy Kuemper'),
  club('MIN', 'Minnesota Wild', 'Saint Paul', 'Filip Gustavsson'),
  club('MTL', 'Montréal Canadiens', 'Montréal', 'Sam Montembeault'),
  club('NSH', 'Nashville Predators', 'Nashville', 'Juuse Saros'),
  club('NJD', 'New Jersey Devils', 'Newark', 'Jacob Markström'),
  club('NYI', 'New York Islanders', 'Elmont', 'Ilya Sorokin'),
  club('NYR', 'New York Rangers', 'New York', 'Igor Shesterkin'),
  club('OTT', 'Ottawa Senators', 'Ottawa', 'Linus Ullmark'),
  club('PHI', 'Philadelphia Flyers', 'Philadelphia', 'Samuel Ersson'),
  club('PIT', 'Pittsburgh Penguins', 'Pittsburgh', 'Tristan Jarry'),
  club('SJS', 'San Jose Sharks', 'San Jose', 'Alexandar Georgiev'),
  club('SEA', 'Seattle Kraken', 'Seattle', 'Joey Daccord'),
  club('STL', 'St. Louis Blues', 'St. Louis', 'Jordan Binnington'),
  club('TBL', 'Tampa Bay Lightning', 'Tampa', 'Andrei Vasilevskiy'),
  club('TOR', 'Toronto Maple Leafs', 'Toronto', 'Anthony Stolarz'),
  club('UTA', 'Utah Mammoth', 'Salt Lake City', 'Karel Vejmelka'),
  club('VAN', 'Vancouver Canucks', 'Vancouver', 'Kevin Lankinen'),
  club('VGK', 'Vegas Golden Knights', 'Las Vegas', 'Adin Hill'),
  club('WSH', 'Washington Capitals', 'Washington', 'Logan Thompson'),
  club('WPG', 'Winnipeg Jets', 'Winnipeg', 'Connor Hellebuyck'),
];

export const nhlClubById = new Map(nhlClubs.map((c) => [c.id, c]));
