import {
  leagueIds,
  notices,
  type GameTypeLayout,
  type SportsLiveScoreResponse,
  type SportsPrizeRow,
} from '@powerplay/contracts';
import { sportZones, zoneLabel, type Sport, type SportsContestRule } from '@powerplay/domain';
import type { ComponentType, ReactNode } from 'react';
import { noticeText } from '../../../lib/messages';
import { parseWholeNumber } from '../../../lib/money';

/** A league's sport by its id (14 hockey, 15 baseball, 16 basketball, 17 football), null for another. */
export function sportOfLeague(leagueId: number): Sport | null {
  const found = Object.entries(leagueIds).find(([, id]) => id === leagueId);
  return found ? (found[0] as Sport) : null;
}

/** What a sport scores: runs, goals or points (a hockey page never says runs). */
export const scoreUnit: Readonly<Record<Sport, string>> = {
  baseball: 'runs',
  hockey: 'goals',
  basketball: 'points',
  football: 'points',
};

/** The sport's zones as the page shows them ("0–1", "4+", "≤ 99"), in zone-index order. */
export const zoneLabels = (sport: Sport) => sportZones[sport].map(zoneLabel);

/**
 * One row of the operator's grid editor. `slot` names its values in the form; `key` is the row key the
 * server stores (number of teams, hand rank, bracket size), or null where the operator types it (High 5's
 * minimum total). An optional row left blank pays nothing and is not sent.
 */
export interface GridRow {
  slot: string;
  key: number | null;
  label: string;
  optional: boolean;
}

const MAX_TEAMS = 64;

/** The numbers of teams the grid needs a row for: min..max, once both are whole numbers in range. */
export function gridTeams(min: string, max: string): number[] {
  const from = parseWholeNumber(min);
  const to = parseWholeNumber(max);
  if (from === null || to === null || from < 1 || to < from || to > MAX_TEAMS) return [];
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Editor rows keyed by a number of teams. */
export const teamRows = (
  keys: readonly number[],
  optional: boolean,
  one = 'team',
  many = 'teams',
): GridRow[] =>
  keys.map((n) => ({ slot: String(n), key: n, label: `${n} ${n === 1 ? one : many}`, optional }));

/** What a pick's own control on My Selections is given (Brackets: its seed moves; Zones: its zone). */
export interface PickControlProps {
  name: string;
  sport: Sport;
  /** The pick's place in the list (Brackets: its seed − 1). */
  index: number;
  count: number;
  /** Whether the pick at a place can no longer change (its match has started). */
  frozenAt: (index: number) => boolean;
  /** Zones: the pick's zone. */
  zone: number | undefined;
  onMove: (by: -1 | 1) => void;
  onPlace: (zone: number) => void;
}

/**
 * A contest type's part on the web: one module per type in this folder (its name is its rule's), found
 * by index.ts. The rules themselves are the domain's (`contestTypes` of @powerplay/domain); this is how
 * the pages show them.
 */
export interface WebContestType {
  rule: SportsContestRule;
  /** The team-selection page its game types use (`/select-teams-<layout>`). */
  layout: GameTypeLayout;
  /** The type's name on its pages. */
  title: string;
  /** How it plays in a line, shown on its own page (none on the classic page). */
  howToPlay?: (sport: Sport) => string;
  /** The prize grid as the type reads its rows: the key column's heading, a row's label, the order. */
  prizeGrid: {
    heading: string;
    label: (row: SportsPrizeRow, sport: Sport) => string;
    /** Best row first (keys of the type's own measure); else by number of teams within min..max. */
    bestFirst: boolean;
  };
  /** The operator's grid editor: the rows to fill for a contest of min..max teams (as typed). */
  editorRows: (min: string, max: string) => GridRow[];
  /** Where a seeded row goes in the editor (High 5: by position, its key typed); else its key. */
  seededSlot?: (index: number) => string;
  /** The live score summary's figures (the rows between "Teams selected" and the result). */
  summary: (data: SportsLiveScoreResponse) => ReactNode;
  /** What the type's headline stands for, where Game Central shows it. */
  headlineLabel?: string;
  /** My Selections' hint where the type asks more than the contest's minimum (PowerLine: every game). */
  picksHint?: keyof typeof notices;
  /** My Selections: a label before each pick, a class for the list, and the pick's own control. */
  pickLabel?: (index: number) => string;
  listClass?: string;
  PickControl?: ComponentType<PickControlProps>;
  /** The intro page's prize grid where the rules seed none: how the prize grows (Zones). */
  unseededPrizes?: string;
  /** The type's intro page: what it adds below the header (Zones: the zones). */
  Intro?: ComponentType<{ sport: Sport }>;
}

/** A contest type's headline (a notice code and its parameters, from the server). */
export function headlineText(headline: { code: string; params: Record<string, string | number> }): string {
  return headline.code in notices
    ? noticeText(headline.code as keyof typeof notices, headline.params)
    : Object.values(headline.params).join(' ');
}

/** A sport's unit in the singular: "Teams with 1 goal", "Total runs". */
export const unitOf = (sport: Sport) => scoreUnit[sport].slice(0, -1);
