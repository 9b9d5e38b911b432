import { catalogue, notices, type ContentTextResponse } from '@powerplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../../test/render';
import { ContentEditPage } from './ContentEditPage';
import { ContentListPage } from './ContentListPage';

const page = {
  slug: 'privacy',
  title: 'Privacy Policy',
  intro: 'How we handle your data.',
  bodyHtml: '<p>We keep <strong>little</strong>.</p>',
  blocks: [{ heading: 'Cookies', html: '<p>One cookie.</p>' }],
  updatedAt: '2026-11-26T15:00:00.000Z',
};
const text: ContentTextResponse = {
  page,
  kind: 'policy',
  version: 2,
  versions: [
    {
      version: 2,
      savedAt: '2026-11-26T15:00:00.000Z',
      savedBy: { id: 3, displayName: 'Olivia Ops' },
      restoredFrom: null,
    },
    { version: 1, savedAt: '2026-11-22T12:00:00.000Z', savedBy: null, restoredFrom: null },
  ],
};
const URL = '/api/operator/content/pages/privacy';

// The editor is a lazy chunk: loaded once here, so each test's Suspense resolves at once.
beforeAll(async () => {
  await import('./RichTextEditor');
});

function renderEditor() {
  return renderPage(<ContentEditPage />, {
    path: '/operator/content/:slug',
    at: '/operator/content/privacy',
  });
}

describe('ContentEditPage (back office)', () => {
  it('shows the text in plain fields and Tiptap editors, its history, and a link to the public page', async () => {
    mockFetch((url) => (url === URL ? json(text) : json({}, 404)));
    renderEditor();
    expect(await screen.findByLabelText('Title')).toHaveValue('Privacy Policy');
    expect(screen.getByLabelText('Intro')).toHaveValue('How we handle your data.');
    const body = await screen.findByRole('textbox', { name: 'Body' }, { timeout: 5000 });
    await waitFor(() => expect(body).toHaveTextContent('We keep little.'));
    expect(within(body).getByText('little').tagName).toBe('STRONG');
    expect(screen.getByRole('textbox', { name: 'Section 1 text' })).toHaveTextContent('One cookie.');
    const toolbar = screen.getAllByRole('toolbar', { name: 'Body' })[0]!;
    for (const name of [
      'Bold',
      'Italic',
      'Heading',
      'Subheading',
      'Bulleted list',
      'Numbered list',
      'Link',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'View public page' })).toHaveAttribute('href', '/privacy');
    const history = screen.getByRole('region', { name: 'Version history' });
    expect(history).toHaveTextContent('Version 2 (current)');
    expect(history).toHaveTextContent('Olivia Ops');
    expect(history).toHaveTextContent('the original text');
    expect(within(history).queryByRole('button', { name: 'Restore version 2' })).not.toBeInTheDocument();
  });

  it('saves with the version it started from, and confirms with the new version', async () => {
    const fetch = mockFetch((url, init) => {
      if (url === URL && init?.method === 'PUT')
        return json({ page: { ...page, title: 'Privacy' }, version: 3 });
      return url === URL ? json(text) : json({}, 404);
    });
    renderEditor();
    const user = userEvent.setup();
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Privacy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(notices.CONTENT_SAVED.message.replace('{version}', '3')),
    ).toBeInTheDocument();
    const puts = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(JSON.parse(puts[0]![1]!.body as string)).toMatchObject({
      title: 'Privacy',
      intro: page.intro,
      blocks: [{ heading: 'Cookies' }],
      expectedVersion: 2,
    });
  });

  it('formats with the toolbar from the keyboard: bold and a numbered list reach the saved HTML', async () => {
    const fetch = mockFetch((url, init) => {
      if (url === URL && init?.method === 'PUT') return json({ page, version: 3 });
      return url === URL ? json(text) : json({}, 404);
    });
    renderEditor();
    const user = userEvent.setup();
    const section = await screen.findByRole('textbox', { name: 'Section 1 text' }, { timeout: 5000 });
    await waitFor(() => expect(section).toHaveTextContent('One cookie.'));
    await user.click(section);
    await user.keyboard('{Control>}a{/Control}');
    const toolbar = screen.getByRole('toolbar', { name: 'Section 1 text' });
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    bold.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    await user.click(within(toolbar).getByRole('button', { name: 'Numbered list' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(notices.CONTENT_SAVED.message.replace('{version}', '3'));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    const sent = JSON.parse(put[1]!.body as string) as { blocks: { html: string }[] };
    expect(sent.blocks[0]!.html).toBe('<ol><li><p><strong>One cookie.</strong></p></li></ol>');
  });

  it('refuses an empty title before sending, with the catalogue message', async () => {
    const fetch = mockFetch((url) => (url === URL ? json(text) : json({}, 404)));
    renderEditor();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Title'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      catalogue.CONTENT_TITLE_REQUIRED.message,
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('says so when another operator saved first, and offers the latest version', async () => {
    const stale = catalogue.CONTENT_VERSION_STALE;
    mockFetch((url, init) => {
      if (url === URL && init?.method === 'PUT') {
        return json(
          { error: { code: 'CONTENT_VERSION_STALE', title: stale.title, message: stale.message } },
          409,
        );
      }
      return url === URL ? json(text) : json({}, 404);
    });
    renderEditor();
    const user = userEvent.setup();
    await screen.findByLabelText('Title');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(stale.title);
    expect(dialog).toHaveTextContent(stale.message);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Load the latest version' })).toBeInTheDocument();
  });

  it('restores an older version after confirming, from the keyboard', async () => {
    const fetch = mockFetch((url) => {
      if (url === `${URL}/versions/1/restore`) return json({ page, version: 3 });
      return url === URL ? json(text) : json({}, 404);
    });
    renderEditor();
    const user = userEvent.setup();
    const restore = await screen.findByRole('button', { name: 'Restore version 1' });
    restore.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: notices.CONTENT_RESTORE_CONFIRM.title });
    expect(dialog).toHaveTextContent('Version 1 becomes the public text again');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version 1 restored as version 3.')).toBeInTheDocument();
    expect(sentBodies(fetch, `${URL}/versions/1/restore`)).toEqual([{ expectedVersion: 2 }]);
  });

  it('previews the sanitized text through the public page itself', async () => {
    mockFetch((url) => {
      if (url === `${URL}/preview`) return json({ page: { ...page, title: 'Previewed title' } });
      return url === URL ? json(text) : json({}, 404);
    });
    renderEditor();
    const user = userEvent.setup();
    await screen.findByLabelText('Title');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview (not saved)' });
    expect(
      await within(preview).findByRole('heading', { level: 1, name: 'Previewed title' }),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { level: 2, name: 'Cookies' })).toBeInTheDocument();
  });

  it('shows the catalogue message for a text that does not exist', async () => {
    const missing = catalogue.CONTENT_PAGE_NOT_FOUND;
    mockFetch(() =>
      json(
        { error: { code: 'CONTENT_PAGE_NOT_FOUND', title: missing.title, message: missing.message } },
        404,
      ),
    );
    renderEditor();
    expect(await screen.findByText(missing.message)).toBeInTheDocument();
  });
});

describe('ContentListPage (back office)', () => {
  it('groups the texts by kind, each a link to its editor', async () => {
    mockFetch(() =>
      json({
        texts: [
          { slug: 'privacy', title: 'Privacy Policy', kind: 'policy', version: 2, updatedAt: page.updatedAt },
          {
            slug: 'sports-rules-high5',
            title: 'High 5',
            kind: 'rules',
            version: 1,
            updatedAt: page.updatedAt,
          },
        ],
      }),
    );
    renderPage(<ContentListPage />);
    const policy = await screen.findByRole('region', { name: 'Policy pages' });
    expect(within(policy).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/operator/content/privacy',
    );
    const rules = screen.getByRole('region', { name: 'Sports Game Rules' });
    expect(within(rules).getByRole('link', { name: 'High 5' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How to play' })).not.toBeInTheDocument();
  });

  it('says when there is nothing to edit', async () => {
    mockFetch(() => json({ texts: [] }));
    renderPage(<ContentListPage />);
    expect(await screen.findByText(notices.NO_CONTENT_TEXTS.message)).toBeInTheDocument();
  });
});
