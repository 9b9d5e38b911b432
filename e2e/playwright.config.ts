import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${PORT}`;

// Debian's Chromium, never a downloaded browser (decision 030): its headless shell when installed
// (package chromium-headless-shell, what .ci/run installs), else the full browser. The run is CPU-bound and
// Chromium takes most of it: the shell with the GPU work in the browser process takes 30% less CPU than
// the full browser in headless mode (docs/decisions/030).
export const chromiumLaunch = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync('/usr/bin/chromium-headless-shell')
      ? '/usr/bin/chromium-headless-shell'
      : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--in-process-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Three: the longest journeys mostly wait for real time (a draw's balls, a game set's start), and a third
  // worker keeps the two cores busy meanwhile (363 s → 305 s for the run; docs/decisions/034).
  workers: 3,
  retries: 0,
  timeout: 60_000,
  // A CI machine busier than this one renders a chunked page in seconds: waits are for elements, never sleeps.
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL,
    // A failed journey's trace keeps its DOM snapshots, network and console, without the screencast:
    // recording screenshots for every journey (kept only for the failures) took 40% of the run's time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /operator-brand\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
    // Rebranding changes what every page shows (the name in the header, titles, mails): it runs alone,
    // once every other journey is done.
    {
      name: 'rebrand',
      testMatch: /operator-brand\.spec\.ts/,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
  ],
  webServer: {
    // The real server on a fresh embedded database (see e2e-server.mjs).
    command: `node --import tsx ${new URL('./e2e-server.ts', import.meta.url).pathname}`,
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT) },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
