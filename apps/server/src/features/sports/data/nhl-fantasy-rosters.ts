import { rosterSlots, type RosterSlot } from '@powerplay/domain';
import { nhlClubs } from './nhl-clubs';

/**
 * Fantasy hockey's players (docs/rules/fantasy.md "Players"): SIMULATED. No public source of complete
 * NHL rosters with positions was at hand, so every club's 20 slots get generated names, the same at
 * every start (a hash of club and slot picks from the lists below); the pages say so. Only the clubs
 * are real (nhl-clubs.ts). Names are unique across the league, so two players of one set never share one.
 */
const firstNames = [
  'Aaron', 'Adam', 'Alex', 'Anton', 'Ben', 'Blake', 'Brady', 'Caleb', 'Carter', 'Casey', 'Cole', 'Connor',
  'Dylan', 'Elias', 'Emil', 'Erik', 'Evan', 'Felix', 'Gavin', 'Grant', 'Henrik', 'Hugo', 'Isak', 'Jack',
  'Jake', 'Jonas', 'Josh', 'Kasper', 'Kyle', 'Lars', 'Liam', 'Logan', 'Lukas', 'Marco', 'Mason', 'Matt',
  'Mikko', 'Nate', 'Nico', 'Noah', 'Oliver', 'Oskar', 'Owen', 'Pavel', 'Quinn', 'Reid', 'Riley', 'Ryan',
  'Sam', 'Sean', 'Simon', 'Teemu', 'Theo', 'Tyler', 'Viktor', 'Wade', 'Will', 'Wyatt', 'Yannick', 'Zach',
];
const lastNames = [
  'Abbott', 'Andersson', 'Archer', 'Bergeron', 'Blake', 'Boucher', 'Brennan', 'Carlsson', 'Chambers',
  'Cloutier', 'Dahl', 'Desjardins', 'Donovan', 'Eklund', 'Ferguson', 'Fleming', 'Gagnon', 'Gallagher',
  'Gauthier', 'Hadley', 'Halvorsen', 'Hartley', 'Holm', 'Jarvis', 'Johansson', 'Kane', 'Keller', 'Kerr',
  'Koivu', 'Kowalski', 'Lacroix', 'Larsen', 'Lindqvist', 'MacLeod', 'Mahoney', 'Marchetti', 'McAllister',
  'Moreau', 'Nieminen', 'Novak', 'Nyberg', "O'Brien", 'Olsen', 'Paquette', 'Pelletier', 'Petrov',
  'Quinlan', 'Ritchie', 'Rousseau', 'Salo', 'Sandberg', 'Sorensen', 'Stahl', 'Sullivan', 'Thibodeau',
  'Tremblay', 'Vachon', 'Virtanen', 'Walsh', 'Whitfield', 'Wikstrom', 'Yates', 'Zetterlund', 'Zubov',
];

/** FNV-1a: a small, stable hash, so a club's names never change between starts. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export interface FantasyRosterPlayer {
  /** The club's abbreviation (`BOS`). */
  club: string;
  slot: RosterSlot;
  name: string;
}

function clubRoster(club: string, taken: Set<string>): FantasyRosterPlayer[] {
  return rosterSlots.map((slot) => {
    for (let attempt = 0; ; attempt++) {
      const h = hash(`${club}:${slot.slot}:${attempt}`);
      const name = `${firstNames[h % firstNames.length]} ${lastNames[(h >>> 8) % lastNames.length]}`;
      if (taken.has(name)) continue;
      taken.add(name);
      return { club, slot, name };
    }
  });
}

/** Every club's roster by its abbreviation. */
const takenNames = new Set<string>();
export const nhlFantasyRosters: ReadonlyMap<string, readonly FantasyRosterPlayer[]> = new Map(
  nhlClubs.map((c) => [c.abbreviation, clubRoster(c.abbreviation, takenNames)]),
);
