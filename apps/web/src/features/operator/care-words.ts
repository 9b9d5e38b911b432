import { countries, provincesByCountry, type CountryCode } from '@powerplay/contracts';

/** "Ontario, Canada": a player's home in words (the stored codes when a code is not ours). */
export function homeText(country: string, province: string): string {
  const countryName = countries.find((c) => c.code === country)?.name ?? country;
  const regions = provincesByCountry[country as CountryCode] ?? [];
  const provinceName = regions.find((p) => p.code === province)?.name ?? province;
  return `${provinceName}, ${countryName}`;
}

/** "Hockey", "All sports": a plan's or an entry's sport in words. */
export function sportText(sport: string | null): string {
  if (sport === null) return '—';
  if (sport === 'all') return 'All sports';
  return sport.charAt(0).toUpperCase() + sport.slice(1);
}
