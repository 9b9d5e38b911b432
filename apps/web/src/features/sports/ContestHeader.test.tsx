import { defaultBrand } from '@powerplay/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandQueryKey } from '../brand';
import { json, mockFetch, renderPage } from '../../test/render';
import { ContestHeader } from './ContestHeader';
import { contest, gameSet, prizeRows, sportsFixture } from './testData';

// White label (docs/rules/brand.md): a contest the site sponsors itself names the brand's sponsor line.
describe('ContestHeader', () => {
  it.each([
    ['Acme Sports', 'Sponsored by Acme Sports'],
    ['', 'Sponsored by Acme Play'],
  ])('a contest sponsored by "%s" reads "%s"', async (sponsor, text) => {
    mockFetch(() => json(sportsFixture));
    const { queryClient } = renderPage(
      <ContestHeader
        page="team-select"
        contest={contest({ sponsor })}
        gameSet={gameSet}
        prizes={prizeRows}
      />,
    );
    queryClient.setQueryData(brandQueryKey, {
      version: 2,
      ...defaultBrand,
      siteName: 'Acme',
      sponsorLine: 'Acme Play',
      logo: null,
      favicon: null,
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
