/**
 * The 30 MLB home ballparks of 2019 by Retrosheet park id (the game log's field 17), with the name and
 * city of Retrosheet's ballpark list (`reference/ballparks.csv` in github.com/chadwickbureau/retrosheet,
 * which gives each park's current name; where it lists two, the first).
 *
 * The information used here was obtained free of charge from and is copyrighted by Retrosheet.
 * Interested parties may contact Retrosheet at www.retrosheet.org.
 */
export interface Ballpark {
  id: string;
  name: string;
  city: string;
  state: string;
}

const park = (id: string, name: string, city: string, state: string): Ballpark => ({ id, name, city, state });

export const ballparks: readonly Ballpark[] = [
  park('ANA01', 'Angel Stadium of Anaheim', 'Anaheim', 'CA'),
  park('ARL02', 'Rangers Ballpark in Arlington', 'Arlington', 'TX'),
  park('ATL03', 'Truist Park', 'Atlanta', 'GA'),
  park('BAL12', 'Oriole Park at Camden Yards', 'Baltimore', 'MD'),
  park('BOS07', 'Fenway Park', 'Boston', 'MA'),
  park('CHI11', 'Wrigley Field', 'Chicago', 'IL'),
  park('CHI12', 'Guaranteed Rate Field', 'Chicago', 'IL'),
  park('CIN09', 'Great American Ballpark', 'Cincinnati', 'OH'),
  park('CLE08', 'Progressive Field', 'Cleveland', 'OH'),
  park('DEN02', 'Coors Field', 'Denver', 'CO'),
  park('DET05', 'Comerica Park', 'Detroit', 'MI'),
  park('HOU03', 'Minute Maid Park', 'Houston', 'TX'),
  park('KAN06', 'Kauffman Stadium', 'Kansas City', 'MO'),
  park('LOS03', 'Dodger Stadium', 'Los Angeles', 'CA'),
  park('MIA02', 'Marlins Park', 'Miami', 'FL'),
  park('MIL06', 'Miller Park', 'Milwaukee', 'WI'),
  park('MIN04', 'Target Field', 'Minneapolis', 'MN'),
  park('NYC20', 'Citi Field', 'New York', 'NY'),
  park('NYC21', 'Yankee Stadium II', 'New York', 'NY'),
  park('OAK01', 'Oakland-Alameda County Coliseum', 'Oakland', 'CA'),
  park('PHI13', 'Citizens Bank Park', 'Philadelphia', 'PA'),
  park('PHO01', 'Chase Field', 'Phoenix', 'AZ'),
  park('PIT08', 'PNC Park', 'Pittsburgh', 'PA'),
  park('SAN02', 'Petco Park', 'San Diego', 'CA'),
  park('SEA03', 'Safeco Field', 'Seattle', 'WA'),
  park('SFO03', 'Oracle Park', 'San Francisco', 'CA'),
  park('STL10', 'Busch Stadium III', 'St. Louis', 'MO'),
  park('STP01', 'Tropicana Field', 'St. Petersburg', 'FL'),
  park('TOR02', 'Rogers Centre', 'Toronto', 'ONT'),
  park('WAS11', 'Nationals Park', 'Washington', 'DC'),
];

export const ballparkById = new Map(ballparks.map((p) => [p.id, p]));
