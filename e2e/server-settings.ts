/**
 * Settings of the end-to-end server (e2e-server.ts) that the journeys rely on, in one place.
 * The nearest an operator's on-demand game set may start (`SPORTS_START_LEAD_SECONDS`): a journey that
 * waits for its own set to go live waits this much plus the rest of the minute, not a whole minute more.
 */
export const SPORTS_START_LEAD_SECONDS = 20;
