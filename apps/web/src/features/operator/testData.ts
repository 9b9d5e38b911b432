type GameTypeRow = [id: number, name: string, layout: string, rule: string | null];

/** A sport of the catalogue (`GET /api/sports`) with its game types, for the back office's tests. */
export const catalogSport = (
  id: number,
  slug: string,
  name: string,
  leagueId: number,
  gameTypes: readonly GameTypeRow[],
) => ({
  id,
  slug,
  name,
  leagueId,
  gameTypes: gameTypes.map(([typeId, typeName, layout, rule]) => ({
    id: typeId,
    sportId: id,
    name: typeName,
    layout,
    rule,
  })),
});
