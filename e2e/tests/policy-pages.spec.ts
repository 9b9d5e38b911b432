import type {
  AuthResponse,
  BrandResponse,
  ContentPageResponse,
  ContentSaveResponse,
  ContentTextResponse,
} from '@powerplay/contracts';
import { expect, test } from '@playwright/test';
import { waitForPage } from './support';

/** The CMS policy pages (rich text from the database) and the API slug each one shows. */
const policyPages = [
  { path: '/terms-of-use', slug: 'terms-of-use' },
  { path: '/privacy', slug: 'privacy' },
  { path: '/faq', slug: 'faq' },
  { path: '/faqs', slug: 'faq' },
  { path: '/trust-and-safety', slug: 'trust-and-safety' },
  { path: '/account-security', slug: 'account-security' },
];

for (const { path, slug } of policyPages) {
  test(`${path} shows its content from the server, sanitized`, async ({ page, request }) => {
    const api = await request.get(`/api/content/pages/${slug}`);
    expect(api.status()).toBe(200);
    const { page: content } = (await api.json()) as ContentPageResponse;
    const allHtml = [content.bodyHtml, ...content.blocks.map((b) => b.html)].join('\n');
    expect(allHtml).not.toMatch(/<script|javascript:|\son\w+\s*=/i);

    await page.goto(path);
    const main = page.getByRole('main');
    await waitForPage(page, content.title);
    if (content.intro) await expect(main.getByText(content.intro, { exact: true })).toBeVisible();
    for (const block of content.blocks) {
      await expect(main.getByRole('heading', { name: block.heading, exact: true })).toBeVisible();
    }

    // Real content, not placeholder copy.
    const text = (await main.innerText()).trim();
    expect(text.length).toBeGreaterThan(600);
    expect(text).not.toMatch(/lorem ipsum/i);

    // The rich-text area carries no script, no inline handler and no javascript: link.
    const richText = main.locator('.rich-text');
    expect(await richText.count()).toBeGreaterThan(0);
    expect(await main.locator('script, iframe, object, embed').count()).toBe(0);
    const unsafe = await richText.evaluateAll((nodes) =>
      nodes.flatMap((node) =>
        [node, ...Array.from(node.querySelectorAll('*'))].flatMap((el) =>
          Array.from(el.attributes)
            .filter((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value))
            .map((a) => `${el.tagName.toLowerCase()}[${a.name}]`),
        ),
      ),
    );
    expect(unsafe).toEqual([]);
  });
}

test('/responsible-gaming shows its fixed text: self-limits, self-exclusion and help lines', async ({
  page,
  request,
}) => {
  const site = ((await (await request.get('/api/brand')).json()) as BrandResponse).brand;

  await page.goto('/responsible-gaming');
  await waitForPage(page, 'Responsible Gaming');
  const main = page.getByRole('main');
  for (const heading of [
    'Our commitment',
    'Self-limits',
    'Self-exclusion',
    'Where to get help',
    'Parental controls and under-18s',
    'Requests from family members',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  // The periods and limits it describes are the ones My Account offers (and the server enforces).
  await expect(
    main.getByText(/exclude yourself from Powerplay for 24 hours, 7 days, 30 days, 6 months or permanently/),
  ).toBeVisible();
  await expect(
    main.getByRole('link', { name: 'Set your limits or exclude yourself in My Account' }),
  ).toHaveAttribute('href', '/my-account/responsible-gaming');

  // Help lines are callable links.
  await expect(main.getByRole('link', { name: '1-800-426-2537' })).toHaveAttribute(
    'href',
    'tel:+18004262537',
  );
  await expect(main.getByRole('link', { name: '1-866-531-2600' })).toHaveAttribute(
    'href',
    'tel:+18665312600',
  );
  await expect(main.getByText('National Problem Gambling Helpline (1-800-GAMBLER)')).toBeVisible();

  // The support address comes from the server's configuration.
  expect(site.supportEmail).toContain('@');
  await expect(main.getByRole('link', { name: site.supportEmail }).first()).toHaveAttribute(
    'href',
    `mailto:${site.supportEmail}`,
  );

  // Its links to the policy pages work.
  await main.getByRole('link', { name: 'Trust and Safety' }).click();
  await expect(page).toHaveURL('/trust-and-safety');
  await waitForPage(page, 'Trust and Safety');
});

/**
 * An operator's rich text reaches the browser sanitized (allowlist at the API boundary). The page used is
 * /sponsor-games, which no other journey reads in detail; it is restored afterwards.
 */
test('rich text an operator saves is sanitized before the browser renders it', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', {
    data: { login: 'operator@powerplay.games', password: 'operator-password' },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as AuthResponse;
  const headers = { authorization: `Bearer ${token}` };

  const slug = 'sponsor-games';
  const { page: original } = (await (
    await request.get(`/api/content/pages/${slug}`)
  ).json()) as ContentPageResponse;
  // The stored version, put back afterwards as it was: the public copy has the brand's name filled in
  // where the stored text keeps its placeholder, so saving that copy back would freeze today's name.
  const { version: before } = (await (
    await request.get(`/api/operator/content/pages/${slug}`, { headers })
  ).json()) as ContentTextResponse;
  const marker = `Sanitizer check ${Date.now()}`;
  const hostile = {
    title: original.title,
    intro: original.intro,
    bodyHtml:
      `<h2>${marker}</h2><p>Safe <strong>bold</strong> text with <a href="/how-to-play">a safe link</a>.</p>` +
      `<script>window.__xss = 'script'</script>` +
      `<img src="x" alt="" onerror="window.__xss = 'img'">` +
      `<p onclick="window.__xss = 'click'" style="position:fixed">Clickable paragraph</p>` +
      `<a href="javascript:window.__xss = 'link'">Evil link</a>` +
      `<iframe src="https://example.com"></iframe><svg onload="window.__xss = 'svg'"></svg>`,
    blocks: [{ heading: 'Block', html: `<p>Block text</p><script>window.__xss = 'block'</script>` }],
  };
  const saved = await request.put(`/api/operator/content/pages/${slug}`, { headers, data: hostile });
  expect(saved.status(), await saved.text()).toBe(200);
  const { version: hostileVersion } = (await saved.json()) as ContentSaveResponse;

  try {
    await page.goto(`/${slug}`);
    await waitForPage(page, original.title);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: marker })).toBeVisible();
    await expect(main.getByText('Clickable paragraph')).toBeVisible();
    await expect(main.getByRole('link', { name: 'a safe link' })).toHaveAttribute('href', '/how-to-play');

    // Nothing executable survived, and nothing ran.
    expect(await main.locator('.rich-text').locator('script, style, img, iframe, svg').count()).toBe(0);
    const unsafe = await main.locator('.rich-text').evaluateAll((nodes) =>
      nodes.flatMap((node) =>
        Array.from(node.querySelectorAll('*')).flatMap((el) =>
          Array.from(el.attributes)
            .filter((a) => /^(on|style$)/i.test(a.name) || /^\s*javascript:/i.test(a.value))
            .map((a) => `${el.tagName.toLowerCase()}[${a.name}]`),
        ),
      ),
    );
    expect(unsafe).toEqual([]);
    await main.getByText('Clickable paragraph').click();
    await main.getByText('Evil link').click();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

    // A safe internal link inside rich text navigates in the app.
    await main.getByRole('link', { name: 'a safe link' }).click();
    await expect(page).toHaveURL('/how-to-play');
  } finally {
    const restored = await request.post(`/api/operator/content/pages/${slug}/versions/${before}/restore`, {
      headers,
      data: { expectedVersion: hostileVersion },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
