import { notifyTopicNames } from '@powerplay/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { LiveSportsPage, leagues } from './LiveSportsPage';

const page = {
  page: {
    slug: 'live-sports',
    title: 'Live sports games',
    intro: 'Play along live.',
    bodyHtml: '<p>Pick a league.</p>',
    blocks: [],
    updatedAt: '2026-01-01T00:00:00Z',
  },
};

describe('LiveSportsPage', () => {
  it("asks about the coming-soon game itself (NFL Star Power), never its league's contests", async () => {
    const fetch = mockFetch((url, init) => (init?.method === 'POST' ? json({ id: 1 }, 201) : json(page)));
    const u = userEvent.setup();
    renderPage(<LiveSportsPage />);
    await u.click(await screen.findByRole('button', { name: 'Notify Me about NFL Star Power' }));
    await u.type(screen.getByLabelText('Your email for NFL Star Power'), 'fan@example.com');
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('status');
    expect(sentBodies(fetch, '/api/notify-requests')).toEqual([
      { email: 'fan@example.com', topic: 'nfl-star-power' },
    ]);
  });

  it('gives every coming-soon card a topic of its own, named as the card is', () => {
    const soon = leagues.flatMap((l) => l.slides.filter((s) => s.to === undefined));
    expect(soon.length).toBeGreaterThan(0);
    for (const slide of soon) {
      expect(leagues.map((l) => l.id)).not.toContain(slide.notify);
      expect(notifyTopicNames[slide.notify]).toBe(slide.name);
    }
  });
});
