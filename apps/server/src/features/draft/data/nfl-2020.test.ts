import { describe, expect, it } from 'vitest';
import { DRAFT_2020_SOURCES, FIRST_ROUND_2020, NFL_CLUBS, PROSPECTS_2020 } from './nfl-2020';

const clubAbbrs = new Set(NFL_CLUBS.map((c) => c.abbr));
const prospectByName = new Map(PROSPECTS_2020.map((p) => [p.name, p]));
const pick = (n: number) => FIRST_ROUND_2020.find((p) => p.pick === n);

describe('2020 NFL draft data', () => {
  it('has the 32 clubs, each once, with a gear link', () => {
    expect(NFL_CLUBS).toHaveLength(32);
    expect(clubAbbrs.size).toBe(32);
    expect(new Set(NFL_CLUBS.map((c) => c.name)).size).toBe(32);
    expect(clubAbbrs.has('LV')).toBe(true);
    expect(clubAbbrs.has('OAK')).toBe(false);
    for (const c of NFL_CLUBS) {
      expect(c.gearLink).toBe(`https://www.fanatics.com/?query=${encodeURIComponent(c.name)}`);
      expect(c.name.startsWith(c.city)).toBe(true);
    }
  });

  it('numbers the first round 1..32 in order', () => {
    expect(FIRST_ROUND_2020.map((p) => p.pick)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
  });

  it('names real clubs and real prospects in every pick, each prospect once', () => {
    for (const p of FIRST_ROUND_2020) {
      expect(clubAbbrs.has(p.projectedTeam), `pick ${p.pick} projectedTeam ${p.projectedTeam}`).toBe(true);
      expect(clubAbbrs.has(p.team), `pick ${p.pick} team ${p.team}`).toBe(true);
      expect(prospectByName.has(p.player), `pick ${p.pick} player ${p.player}`).toBe(true);
    }
    expect(new Set(FIRST_ROUND_2020.map((p) => p.player)).size).toBe(32);
  });

  it('has clubs holding several picks and New England making none after trading 23', () => {
    const holders = new Set(FIRST_ROUND_2020.map((p) => p.projectedTeam));
    const pickers = new Set(FIRST_ROUND_2020.map((p) => p.team));
    expect(holders.size).toBe(26);
    expect(pickers.size).toBe(25);
    expect(holders.has('NE')).toBe(true);
    expect(pickers.has('NE')).toBe(false);
    expect(FIRST_ROUND_2020.filter((p) => p.projectedTeam === 'MIA').map((p) => p.pick)).toEqual([5, 18, 26]);
    expect(FIRST_ROUND_2020.filter((p) => p.team === 'MIA').map((p) => p.pick)).toEqual([5, 18, 30]);
  });

  it('gets the draft-night trades right', () => {
    const moved = FIRST_ROUND_2020.filter((p) => p.projectedTeam !== p.team).map((p) => [
      p.pick,
      p.projectedTeam,
      p.team,
    ]);
    expect(moved).toEqual([
      [13, 'SF', 'TB'],
      [14, 'TB', 'SF'],
      [23, 'NE', 'LAC'],
      [25, 'MIN', 'SF'],
      [26, 'MIA', 'GB'],
      [30, 'GB', 'MIA'],
      [31, 'SF', 'MIN'],
    ]);
  });

  it('spot-checks well-known picks', () => {
    expect(pick(1)).toEqual({ pick: 1, projectedTeam: 'CIN', team: 'CIN', player: 'Joe Burrow' });
    expect(pick(2)).toMatchObject({ team: 'WAS', player: 'Chase Young' });
    expect(pick(5)).toMatchObject({ team: 'MIA', player: 'Tua Tagovailoa' });
    expect(pick(6)).toMatchObject({ team: 'LAC', player: 'Justin Herbert' });
    expect(pick(12)).toMatchObject({ team: 'LV', player: 'Henry Ruggs III' });
    expect(pick(13)).toMatchObject({ team: 'TB', player: 'Tristan Wirfs' });
    expect(pick(22)).toMatchObject({ team: 'MIN', player: 'Justin Jefferson' });
    expect(pick(26)).toMatchObject({ team: 'GB', player: 'Jordan Love' });
    expect(pick(32)).toMatchObject({ team: 'KC', player: 'Clyde Edwards-Helaire' });
  });

  it('has at least the top 50 prospects, unique names, unique ranks, sorted by rank', () => {
    expect(PROSPECTS_2020.length).toBeGreaterThanOrEqual(50);
    expect(prospectByName.size).toBe(PROSPECTS_2020.length);
    const ranks = PROSPECTS_2020.map((p) => p.consensusRank);
    expect(new Set(ranks).size).toBe(ranks.length);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks.slice(0, 50)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('gives every prospect a plausible combine height and weight, a school and its gear link', () => {
    for (const p of PROSPECTS_2020) {
      expect(Number.isInteger(p.heightInches), p.name).toBe(true);
      expect(p.heightInches, p.name).toBeGreaterThanOrEqual(66);
      expect(p.heightInches, p.name).toBeLessThanOrEqual(82);
      expect(Number.isInteger(p.weightLbs), p.name).toBe(true);
      expect(p.weightLbs, p.name).toBeGreaterThanOrEqual(150);
      expect(p.weightLbs, p.name).toBeLessThanOrEqual(380);
      expect(p.position.length, p.name).toBeGreaterThan(0);
      expect(p.school.length, p.name).toBeGreaterThan(0);
      expect(p.schoolGearLink).toBe(`https://www.fanatics.com/?query=${encodeURIComponent(p.school)}`);
    }
  });

  it('spot-checks well-known prospects', () => {
    expect(prospectByName.get('Chase Young')).toMatchObject({
      consensusRank: 1,
      school: 'Ohio State',
      heightInches: 77,
      weightLbs: 264,
    });
    expect(prospectByName.get('Joe Burrow')).toMatchObject({
      consensusRank: 2,
      position: 'QB',
      school: 'LSU',
      weightLbs: 221,
    });
    expect(prospectByName.get('Mekhi Becton')).toMatchObject({ school: 'Louisville', weightLbs: 364 });
    expect(prospectByName.get('Isaiah Simmons')).toMatchObject({ school: 'Clemson', weightLbs: 238 });
    expect(prospectByName.get('Clyde Edwards-Helaire')).toMatchObject({ heightInches: 67, weightLbs: 207 });
  });

  it('cites its sources', () => {
    expect(DRAFT_2020_SOURCES.length).toBeGreaterThanOrEqual(5);
    for (const s of DRAFT_2020_SOURCES) {
      expect(s.url).toMatch(/^https?:\/\//);
      expect(s.title.length).toBeGreaterThan(0);
      expect(s.used_for.length).toBeGreaterThan(0);
    }
  });
});
