// The leagues' pages, one lazy chunk for the three (app/routes.tsx).
export { LeagueJoinPage } from './LeagueJoinPage';
export { LeaguePage } from './LeaguePage';
export { MyLeaguesPage } from './MyLeaguesPage';
