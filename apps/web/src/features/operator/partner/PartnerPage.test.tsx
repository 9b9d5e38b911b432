import {
  catalogue,
  EMBED_HEIGHT_MESSAGE,
  type EmbedOrigin,
  type EmbedOriginsResponse,
} from '@powerplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../../../test/render';
import { PartnerPage } from './PartnerPage';

const SITE = 'https://play.example.com';
const partner: EmbedOrigin = {
  id: 4,
  origin: 'https://partner.example.com',
  addedAt: '2026-11-26T15:00:00.000Z',
  addedBy: 'Olivia Ops',
};
const error = (code: keyof typeof catalogue) =>
  json({ error: { code, ...catalogue[code] } }, catalogue[code].status);

/** The back office's API: the allow-list (kept by the handler), the draws, game sets and drafts. */
function api(origins: EmbedOrigin[], onAdd?: (origin: string) => Response) {
  return mockFetch((url, init) => {
    if (url === '/api/operator/embed/origins' && init?.method === 'POST') {
      const { origin } = JSON.parse(init.body as string) as { origin: string };
      return onAdd?.(origin) ?? json({ origin: { ...partner, id: 9, origin } }, 201);
    }
    if (url.startsWith('/api/operator/embed/origins/') && init?.method === 'DELETE') {
      origins.splice(0, origins.length);
      return new Response(null, { status: 204 });
    }
    if (url === '/api/operator/embed/origins')
      return json({ origins, siteOrigin: SITE } satisfies EmbedOriginsResponse);
    if (url === '/api/lottery/games')
      return json({ upcoming: [], recent: [], live: [{ id: 12, name: '747 Lotto', status: 'live' }] });
    if (url === '/api/operator/sports/game-sets') return json({ gameSets: [] });
    if (url === '/api/draft/contests') return json({ contests: [] });
    return json({}, 404);
  });
}

/** The origins the page asked to add. */
const added = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .filter(([url, init]) => url === '/api/operator/embed/origins' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);

describe('Partner page (back office)', () => {
  it('refuses a bad origin with the catalogue message before asking the server', async () => {
    const fetch = api([partner]);
    renderPage(<PartnerPage />);
    expect(await screen.findByRole('rowheader', { name: partner.origin })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Origin' }), 'partner.example.com/widgets');
    await userEvent.click(screen.getByRole('button', { name: 'Add origin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(catalogue.EMBED_ORIGIN_INVALID.message);
    expect(screen.getByRole('textbox', { name: 'Origin' })).toHaveAttribute('aria-invalid', 'true');
    expect(added(fetch)).toEqual([]);
  });

  it("adds a normalized origin, and shows the server's refusal under the field", async () => {
    let refuse = false;
    const fetch = api([partner], () => (refuse ? error('EMBED_ORIGIN_EXISTS') : undefined!));
    renderPage(<PartnerPage />);
    const field = await screen.findByRole('textbox', { name: 'Origin' });
    await userEvent.type(field, 'HTTPS://New.Example.com/');
    await userEvent.click(screen.getByRole('button', { name: 'Add origin' }));
    expect(await screen.findByText('https://new.example.com may now embed the widgets.')).toBeInTheDocument();
    expect(added(fetch)).toEqual([{ origin: 'https://new.example.com' }]);
    refuse = true;
    await userEvent.type(field, partner.origin);
    await userEvent.click(screen.getByRole('button', { name: 'Add origin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(catalogue.EMBED_ORIGIN_EXISTS.message);
  });

  it('removes an origin', async () => {
    api([partner]);
    renderPage(<PartnerPage />);
    await userEvent.click(await screen.findByRole('button', { name: `Remove ${partner.origin}` }));
    expect(await screen.findByText(`${partner.origin} may no longer embed the widgets.`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: partner.origin })).not.toBeInTheDocument(),
    );
  });

  it("shows each widget's snippet and preview, following the draw chosen", async () => {
    api([]);
    renderPage(<PartnerPage />);
    const card = (await screen.findByRole('heading', { name: 'Live draw board' })).closest('article')!;
    const snippet = `<script src="${SITE}/embed.js" data-widget="draw" async></script>`;
    expect(within(card).getByText(snippet)).toBeInTheDocument();
    expect(within(card).getByTitle('Preview: Live draw board')).toHaveAttribute(
      'src',
      '/embed/draw?frame=preview-draw',
    );
    await userEvent.selectOptions(
      within(card).getByRole('combobox', { name: 'Shows' }),
      await within(card).findByRole('option', { name: '#12 747 Lotto (live)' }),
    );
    expect(within(card).getByText(snippet.replace(' async', ' data-game="12" async'))).toBeInTheDocument();
    expect(within(card).getByTitle('Preview: Live draw board')).toHaveAttribute(
      'src',
      '/embed/draw?game=12&frame=preview-draw',
    );
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('sizes each preview to its widget from the widget’s height messages, and only from its own frame', async () => {
    api([]);
    renderPage(<PartnerPage />);
    const card = (await screen.findByRole('heading', { name: 'Live scoreboard' })).closest('article')!;
    const frame = within(card).getByTitle<HTMLIFrameElement>('Preview: Live scoreboard');
    expect(frame).toHaveAttribute('src', '/embed/scoreboard?frame=preview-scoreboard');
    const post = (data: unknown, source: MessageEventSource | null, origin = window.location.origin) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
      });
    const message = (height: number, frameName = 'preview-scoreboard') => ({
      type: EMBED_HEIGHT_MESSAGE,
      frame: frameName,
      height,
    });
    // Another frame's, another origin's, or another widget's message changes nothing.
    post(message(150), window);
    post(message(150), frame.contentWindow, 'https://elsewhere.example');
    post(message(150, 'preview-draw'), frame.contentWindow);
    expect(frame.style.height).toBe('');
    // Its own: the frame is as tall as the widget (a short one leaves no empty band).
    post(message(149.4), frame.contentWindow);
    expect(frame.style.height).toBe('150px');
    post(message(582), frame.contentWindow);
    expect(frame.style.height).toBe('582px');
  });
});
