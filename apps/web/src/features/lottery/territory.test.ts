import { gameTypeConfigs } from '@powerplay/domain';
import { describe, expect, it } from 'vitest';
import { territoryText } from './territory';

describe('territoryText', () => {
  it("says Elite 8's rule from the same data the server enforces", () => {
    expect(territoryText(gameTypeConfigs.elite8.territory)).toBe(
      'Open to residents of Canada (excluding Quebec) and the United States.',
    );
  });

  it('says nothing for a game open to all, and lists several exclusions', () => {
    expect(territoryText(gameTypeConfigs['747'].territory)).toBeNull();
    expect(
      territoryText({
        countries: ['US'],
        excluded: [
          { country: 'US', province: 'NY' },
          { country: 'US', province: 'WA' },
        ],
      }),
    ).toBe('Open to residents of the United States (excluding New York and Washington).');
  });
});
