import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { BASE_PORT, ORIGIN, WORKERS } from './servers';

/** This worker's server (servers.ts): the config is loaded again in every worker process. */
export const baseURL = ORIGIN;

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
    // Partners' own host names (tests/two-partners.spec.ts) reach this machine's servers.
    '--host-resolver-rules=MAP *.test 127.0.0.1',
  ],
};

const desktop = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch };

const WAITING_JOURNEYS = ['**/lottery-live.spec.ts'];

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Four: the longest journeys mostly wait for real time (a draw's balls, a game set's start, a draft's
  // replay), and several of them often wait at once: with three workers the cores then idled (a sixth of a
  // run); a fourth keeps them busy (272 s → 253 s; docs/decisions/034, 048). Each has a server of its own
  // (servers.ts, docs/decisions/042).
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  // A CI machine busier than this one renders a chunked page in seconds: waits are for elements, never sleeps.
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL,
    // No trace by default: recording one for every journey (to keep only the failures') took 5–16% of the run's
    // CPU, and a failure prints its error and writes its page's accessibility snapshot anyway. To debug
    // one: `npx playwright test <spec> --trace retain-on-failure` (docs/decisions/047).
    trace: 'off',
    launchOptions: chromiumLaunch,
  },
  // Rebranding changes what every page of its server shows: with a server per worker it runs beside the
  // others, and puts the brand back before its worker's next journey.
  // The two lottery journeys wait out a real draw each, one after the other (two minutes): they start
  // first, on one worker, while the others keep the cores busy. Started in alphabetical order they were
  // the run's tail, with the cores idle. A worker runs one project's journeys (one restart here).
  projects: [
    { name: 'desktop-waits', testMatch: WAITING_JOURNEYS, use: desktop },
    { name: 'desktop', testIgnore: WAITING_JOURNEYS, use: desktop },
  ],
  // The real servers, one per worker, each on a fresh embedded database (see e2e-server.ts). One command
  // starts them all at once (the runner starts its web servers one after the other).
  webServer: {
    command: `node --import tsx ${new URL('./e2e-server.ts', import.meta.url).pathname}`,
    wait: { stdout: /e2e servers ready/ },
    timeout: 120_000,
    env: { PORT: String(BASE_PORT), E2E_SERVERS: String(WORKERS) },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
