import { countries, provincesByCountry, type CountryCode } from '@powerplay/contracts';
import type { TerritoryRule } from '@powerplay/domain';

const countryName = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
const regionName = (country: string, code: string) =>
  provincesByCountry[country as CountryCode]?.find((p) => p.code === code)?.name ?? code;
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * Who may enter, in words, from the game type's territory rule (the one the server enforces), e.g.
 * "Open to residents of Canada (excluding Quebec) and the United States."; null when open to all.
 */
export function territoryText(rule: TerritoryRule | undefined): string | null {
  if (!rule) return null;
  const places = rule.countries.map((country) => {
    const excluded = (rule.excluded ?? []).filter((x) => x.country === country);
    const name = country === 'US' ? `the ${countryName(country)}` : countryName(country);
    return excluded.length
      ? `${name} (excluding ${list(excluded.map((x) => regionName(country, x.province)))})`
      : name;
  });
  return `Open to residents of ${list(places)}.`;
}
