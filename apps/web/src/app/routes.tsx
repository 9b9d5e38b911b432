import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppLoading } from './AppLoading';
import { RootError, RouteError } from './RouteError';

/** A lazy route module: the page component is loaded only when its route matches. */
const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

const content = () => import('../features/content/pages');
const auth = () => import('../features/auth/pages');
const account = () => import('../features/account/pages');
const wallet = () => import('../features/wallet/pages');
const lottoPick = () => import('../features/lottery/PickPage');
const lottoLive = () => import('../features/lottery/LiveDrawPage');
const lotto = () => import('../features/lottery/LottoPages');
const sportsSelect = () => import('../features/sports/SelectGamesPage');
const teamSelect = () => import('../features/sports/TeamSelectPage');
const friends = () => import('../features/friends/pages');
const leagues = () => import('../features/friends/leagues/pages');

/**
 * The route table. One line per route; every page is its own lazy chunk. Paths ending
 * in `/*` are the spec's prefix routes. Routes of features still to come (lottery, sports, draft,
 * account) are added here by their issues; until then they fall through to "Page not found".
 */
const pages: RouteObject[] = [
  {
    index: true,
    lazy: page(() => import('../features/content/HomePage').then((m) => m.HomePage)),
  },
  { path: 'login', lazy: page(() => auth().then((m) => m.LoginPage)) },
  { path: 'register', lazy: page(() => auth().then((m) => m.RegisterPage)) },
  { path: 'forgot-password', lazy: page(() => auth().then((m) => m.ForgotPasswordPage)) },
  { path: 'reset-password', lazy: page(() => auth().then((m) => m.ResetPasswordPage)) },
  { path: 'verify-email', lazy: page(() => auth().then((m) => m.VerifyEmailPage)) },
  {
    path: 'unsubscribe',
    lazy: page(() => import('../features/notify/UnsubscribePage').then((m) => m.UnsubscribePage)),
  },
  { path: 'solutions/*', lazy: page(() => content().then((m) => m.SolutionsPage)) },
  { path: 'services/*', lazy: page(() => content().then((m) => m.ServicesPage)) },
  { path: 'about-us', lazy: page(() => content().then((m) => m.AboutUsPage)) },
  {
    path: 'live-sports/*',
    lazy: page(() => import('../features/content/LiveSportsPage').then((m) => m.LiveSportsPage)),
  },
  { path: 'live-sports-more/*', lazy: page(() => content().then((m) => m.LiveSportsMorePage)) },
  { path: 'sport-platform/*', lazy: page(() => content().then((m) => m.SportPlatformPage)) },
  { path: 'sponsor-games', lazy: page(() => content().then((m) => m.SponsorGamesPage)) },
  {
    path: 'how-to-play',
    lazy: page(() => import('../features/content/HowToPlayPage').then((m) => m.HowToPlayPage)),
  },
  {
    path: 'responsible-gaming',
    lazy: page(() =>
      import('../features/content/ResponsibleGamingPage').then((m) => m.ResponsibleGamingPage),
    ),
  },
  { path: 'terms-of-use', lazy: page(() => content().then((m) => m.TermsOfUsePage)) },
  { path: 'privacy', lazy: page(() => content().then((m) => m.PrivacyPage)) },
  { path: 'faq', lazy: page(() => content().then((m) => m.FaqPage)) },
  { path: 'faqs', lazy: page(() => content().then((m) => m.FaqPage)) },
  { path: 'trust-and-safety', lazy: page(() => content().then((m) => m.TrustAndSafetyPage)) },
  { path: 'account-security', lazy: page(() => content().then((m) => m.AccountSecurityPage)) },
  {
    path: 'partner/*',
    lazy: page(() => import('../features/partner/PartnerPage').then((m) => m.PartnerPage)),
  },
  { path: '747', lazy: page(() => lottoPick().then((m) => m.Pick747Page)) },
  { path: 'sweet16', lazy: page(() => lottoPick().then((m) => m.PickSweet16Page)) },
  { path: 'elite8', lazy: page(() => lottoPick().then((m) => m.PickElite8Page)) },
  { path: 'gridlock', lazy: page(() => lottoPick().then((m) => m.PickGridlockPage)) },
  { path: '747-draw', lazy: page(() => lottoLive().then((m) => m.Live747Page)) },
  { path: 'sweet16-draw', lazy: page(() => lottoLive().then((m) => m.LiveSweet16Page)) },
  { path: 'elite8-draw', lazy: page(() => lottoLive().then((m) => m.LiveElite8Page)) },
  { path: 'gridlock-draw', lazy: page(() => lottoLive().then((m) => m.LiveGridlockPage)) },
  {
    path: 'lotto-result/*',
    lazy: page(() => import('../features/lottery/ResultPage').then((m) => m.ResultPage)),
  },
  {
    path: 'how-draws-are-verified',
    lazy: page(() => import('../features/lottery/VerifyPage').then((m) => m.VerifyPage)),
  },
  { path: 'select-games', lazy: page(() => sportsSelect().then((m) => m.SelectGamesPage)) },
  { path: 'select-games/:id', lazy: page(() => sportsSelect().then((m) => m.SelectGamesPage)) },
  // Each layout's team selection, one line each: the route table is on every page, and the list of
  // contest types stays out of the landing page's JavaScript (routes.test.tsx checks the list).
  { path: 'select-teams-cta', lazy: page(() => teamSelect().then((m) => m.layoutPages.cta)) },
  { path: 'select-teams-zones', lazy: page(() => teamSelect().then((m) => m.layoutPages.zones)) },
  { path: 'select-teams-high5', lazy: page(() => teamSelect().then((m) => m.layoutPages.high5)) },
  { path: 'select-teams-pick5', lazy: page(() => teamSelect().then((m) => m.layoutPages.pick5)) },
  { path: 'select-teams-brackets', lazy: page(() => teamSelect().then((m) => m.layoutPages.brackets)) },
  { path: 'select-teams-powerline', lazy: page(() => teamSelect().then((m) => m.layoutPages.powerline)) },
  {
    path: 'select-teams-fantasy',
    lazy: page(() => import('../features/fantasy/FantasyPlayersPage').then((m) => m.FantasyPlayersPage)),
  },
  {
    path: 'select-teams-powerplay',
    lazy: page(() => teamSelect().then((m) => m.PowerplayTeamSelectPage)),
  },
  {
    path: 'livescore',
    lazy: page(() => import('../features/livescore/LiveScorePage').then((m) => m.LatestLiveScorePage)),
  },
  {
    path: 'livescore/:entryId',
    lazy: page(() => import('../features/livescore/LiveScorePage').then((m) => m.LiveScorePage)),
  },
  { path: 'powerplay-lotto', lazy: page(() => lotto().then((m) => m.LottoPage)) },
  { path: 'powerplay-lotto-more', lazy: page(() => lotto().then((m) => m.LottoMorePage)) },
  { path: 'elite8-promo', lazy: page(() => lotto().then((m) => m.Elite8PromoPage)) },
  {
    path: 'my-account',
    lazy: page(() => account().then((m) => m.AccountLayout)),
    children: [
      { index: true, lazy: page(() => account().then((m) => m.ProfilePage)) },
      { path: 'my-balance', lazy: page(() => wallet().then((m) => m.BalancePage)) },
      { path: 'my-powerplays', lazy: page(() => wallet().then((m) => m.TransactionsPage)) },
      { path: 'results', lazy: page(() => account().then((m) => m.ResultsPage)) },
      { path: 'responsible-gaming', lazy: page(() => account().then((m) => m.ResponsibleGamingPage)) },
      { path: 'leagues', lazy: page(() => leagues().then((m) => m.MyLeaguesPage)) },
      { path: 'notifications', lazy: page(() => account().then((m) => m.NotificationsPage)) },
      { path: '*', lazy: page(() => import('../components/NotFoundPage').then((m) => m.NotFoundPage)) },
    ],
  },
  // The address the notification mails give for the email choices (the account's pages are under
  // /my-account): a redirect, from the account's chunk.
  { path: 'account/notifications', lazy: () => account().then((m) => m.toNotifications) },
  {
    path: 'fantasy-players/*',
    lazy: page(() => import('../features/fantasy/FantasyPlayersPage').then((m) => m.FantasyPlayersPage)),
  },
  {
    path: 'fantasy-live/*',
    lazy: page(() => import('../features/fantasy/FantasyLivePage').then((m) => m.FantasyLivePage)),
  },
  {
    path: 'draft-day/*',
    lazy: page(() => import('../features/draft/DraftLandingPage').then((m) => m.DraftLandingPage)),
  },
  {
    path: 'draft-day-teams/*',
    lazy: page(() => import('../features/draft/DraftTeamsPage').then((m) => m.DraftTeamsPage)),
  },
  {
    path: 'draft-day-live/*',
    lazy: page(() => import('../features/draft/DraftLivePage').then((m) => m.DraftLivePage)),
  },
  {
    path: 'game-central',
    lazy: page(() => import('../features/game-central/GameCentralPage').then((m) => m.GameCentralPage)),
  },
  { path: 'private-contests/:id', lazy: page(() => friends().then((m) => m.PrivateContestPage)) },
  { path: 'join/:code', lazy: page(() => friends().then((m) => m.JoinPage)) },
  { path: 'leagues/:id', lazy: page(() => leagues().then((m) => m.LeaguePage)) },
  { path: 'leagues/join/:code', lazy: page(() => leagues().then((m) => m.LeagueJoinPage)) },
  {
    path: 'powerplay-store',
    lazy: page(() => import('../features/store/StorePage').then((m) => m.StorePage)),
  },
  {
    // The back office routes its sections itself (features/operator/OperatorLayout): their lines stay
    // out of this table, which every page loads.
    path: 'operator/*',
    lazy: page(() => import('../features/operator/OperatorLayout').then((m) => m.OperatorLayout)),
  },
  {
    path: 'platform',
    lazy: page(() => import('../features/platform/PlatformPage').then((m) => m.PlatformPage)),
  },
  { path: '*', lazy: page(() => import('../components/NotFoundPage').then((m) => m.NotFoundPage)) },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    lazy: page(() => import('./shell/Shell').then((m) => m.Shell)),
    HydrateFallback: AppLoading,
    ErrorBoundary: RootError,
    // The pathless layout keeps the shell around a page that fails (chunk load error, render error).
    children: [{ ErrorBoundary: RouteError, children: pages }],
  },
];
