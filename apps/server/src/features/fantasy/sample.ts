import type { FantasyPlayer, FantasyPosition } from '@powerplay/contracts';

/**
 * The fantasy hockey preview's sample (docs/rules/fantasy.md "Preview": max 8, min 1): one
 * game night of fictional players on NHL-style teams. Skaters score 2 per goal and 1 per assist;
 * a goalie's score is his night (win, saves, shutout) as the sample gives it.
 */
export const sampleFantasyGame = {
  id: 1,
  name: 'Fantasy Hockey Preview',
  maxTeamsAllowed: 8,
  minTeamsAllowed: 1,
} as const;

type Row = [name: string, team: string, vs: string, g: number, a: number, goalieScore?: number];

const byPosition: Record<FantasyPosition, Row[]> = {
  CENTER: [
    ['Mason Thibault', 'TOR', 'BOS', 1, 2],
    ['Evan Kowalczyk', 'EDM', '@ CGY', 2, 1],
    ['Liam Desrosiers', 'MTL', 'OTT', 0, 1],
    ['Nolan Brandt', 'COL', '@ DAL', 1, 0],
    ['Tyler Ouellette', 'NYR', 'NJD', 0, 2],
    ['Carter Lindqvist', 'VGK', '@ LAK', 1, 1],
    ['Jaxon Price', 'CHI', 'STL', 0, 0],
  ],
  'LEFT WING': [
    ['Brady Sorensen', 'BOS', '@ TOR', 1, 1],
    ['Owen Gagnon', 'OTT', '@ MTL', 0, 2],
    ['Kyle Marchetti', 'CGY', 'EDM', 2, 0],
    ['Dylan Petrov', 'DAL', 'COL', 0, 1],
    ['Hunter Walsh', 'NJD', '@ NYR', 1, 0],
    ['Riley Bergeron', 'LAK', 'VGK', 0, 0],
    ['Cole Henriksen', 'STL', '@ CHI', 1, 2],
  ],
  'RIGHT WING': [
    ['Logan Fairweather', 'TOR', 'BOS', 2, 1],
    ['Ethan Lapointe', 'MTL', 'OTT', 1, 0],
    ['Jake Novak', 'EDM', '@ CGY', 0, 3],
    ['Austin Reimer', 'COL', '@ DAL', 1, 1],
    ['Blake Tremblay', 'NYR', 'NJD', 0, 1],
    ['Connor Ashby', 'VGK', '@ LAK', 2, 0],
    ['Zach Virtanen', 'CHI', 'STL', 0, 0],
  ],
  DEFENCE: [
    ['Marcus Holloway', 'BOS', '@ TOR', 0, 2],
    ['Simon Lachance', 'OTT', '@ MTL', 1, 0],
    ['Erik Vasquez', 'CGY', 'EDM', 0, 1],
    ['Noah Kristensen', 'DAL', 'COL', 0, 0],
    ['Jordan McAllister', 'NJD', '@ NYR', 1, 1],
    ['Felix Moreau', 'LAK', 'VGK', 0, 2],
    ['Adam Rasmussen', 'STL', '@ CHI', 0, 1],
  ],
  GOALIE: [
    ['Victor Lemaire', 'TOR', 'BOS', 0, 0, 5],
    ['Anton Sirola', 'EDM', '@ CGY', 0, 0, 3],
    ['Mathieu Caron', 'MTL', 'OTT', 0, 1, 4],
    ['Jonas Eklund', 'COL', '@ DAL', 0, 0, 2],
    ['Patrick Dunleavy', 'NYR', 'NJD', 0, 0, 6],
    ['Gabriel Sauve', 'LAK', 'VGK', 0, 0, 1],
  ],
  'STAR PLAYER': [
    ['Alexei Morozov', 'TOR', 'BOS', 2, 2],
    ['Dominic Laurent', 'EDM', '@ CGY', 1, 3],
    ['Jackson Reilly', 'COL', '@ DAL', 3, 0],
    ['Nathan Beaulieu', 'MTL', 'OTT', 1, 1],
    ['Henrik Dahlgren', 'NYR', 'NJD', 0, 2],
    ['Cameron Sinclair', 'VGK', '@ LAK', 2, 1],
  ],
};

/** Ids are fixed (position block × 100 + n), so the seed is idempotent and links stay stable. */
export const sampleFantasyPlayers: FantasyPlayer[] = Object.entries(byPosition).flatMap(
  ([position, rows], block) =>
    rows.map(([name, team, vs, g, a, goalieScore], n) => ({
      id: (block + 1) * 100 + n + 1,
      name,
      team,
      position: position as FantasyPosition,
      vs,
      g,
      a,
      score: goalieScore ?? 2 * g + a,
    })),
);
