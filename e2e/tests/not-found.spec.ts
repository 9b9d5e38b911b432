import { catalogue } from '@powerplay/contracts';
import { expect, test } from '@playwright/test';
import { waitForPage } from './support';

for (const path of ['/no-such-page', '/select-games-x', '/about-us/extra']) {
  test(`${path} shows "Page not found" with a working way home`, async ({ page }) => {
    await page.goto(path);
    await waitForPage(page, catalogue.NOT_FOUND.title);
    await expect(page.getByRole('main').getByText(catalogue.NOT_FOUND.message)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(catalogue.NOT_FOUND.title));

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
    await waitForPage(page);
    await expect(
      page.getByRole('main').getByRole('heading', { name: catalogue.NOT_FOUND.title }),
    ).toHaveCount(0);
  });
}

test('an unknown API path answers 404 with the error shape, not the web app', async ({ request }) => {
  for (const [method, path] of [
    ['GET', '/api/nope'],
    ['GET', '/api/nope/deeper?x=1'],
    ['POST', '/api/nope'],
  ] as const) {
    const response = await request.fetch(path, { method, data: method === 'POST' ? {} : undefined });
    expect(response.status(), `${method} ${path}`).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', title: catalogue.NOT_FOUND.title, message: catalogue.NOT_FOUND.message },
    });
  }
});

test('a direct load gets the web app: 200 for a page, 404 for a path that is none', async ({ request }) => {
  for (const [path, status] of [
    ['/no-such-page', 404],
    ['/about-us/extra', 404],
    ['/about-us', 200],
    ['/livescore/12', 200],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
  }
});
