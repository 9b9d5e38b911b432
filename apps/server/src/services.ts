import { sportGameTypeName } from '@powerplay/contracts';
import type { Config } from './config';
import { contestServices } from './contest-services';
import type { Database } from './db/database';
import { membershipService } from './features/accounts/membership';
import { booksService } from './features/books';
import { brandMail, brandRepo, brandService } from './features/brand';
import { notificationsRepo, notificationsService } from './features/notifications';
import { profileService } from './features/accounts/profile';
import { accountsRepo } from './features/accounts/repo';
import { emailVerificationService } from './features/accounts/email-verifications';
import { passwordResetService } from './features/accounts/password-resets';
import { accountsService } from './features/accounts/service';
import { suspensionService } from './features/accounts';
import { playerCareService } from './features/player-care';
import { contentRepo } from './features/content/repo';
import { contentService } from './features/content/service';
import { leadsRepo } from './features/content';
import { leadsService } from './features/leads';
import { entriesService } from './features/entries';
import { partnersRepo, partnersService } from './features/partners';
import { ledgerService } from './features/ledger';
import { powerplaysService } from './features/powerplays';
import { responsibleGamingService } from './features/responsible-gaming';
import { storeService } from './features/store/service';
import { walletService } from './features/wallet/service';
import { createSessionTokens, sessionRepo } from './platform/auth';
import { systemClock, type Clock } from './platform/clock';
import { createMailer } from './platform/mail';
import { seedPartnerSite } from './db/seed';
import { analyticsRepo } from './features/analytics';
import { apiKeysRepo, apiKeysService } from './features/api-keys';
import { friendsRepo, friendsService, leagueRepo, leaguesService } from './features/friends';
import { secretBox, webhookSender, webhooksRepo, webhooksService } from './features/webhooks';

/**
 * The composition root (docs/architecture.md): every service, built once from the configuration, the
 * database and the clock. The HTTP app, the CLI and the benchmarks all start here, so each runs the same
 * rules with the same collaborators.
 */
export function createServices(deps: { config: Config; database: Database; clock?: Clock }) {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const db = database.db;

  const tokens = createSessionTokens(config.sessionSecret);
  const sessions = sessionRepo(db, clock);
  const ledger = ledgerService({ db, clock });
  const membership = membershipService({ db, sessions });
  const rg = responsibleGamingService({
    db,
    clock,
    ledger,
    membership,
    registryKey: config.selfExclusionKey,
  });
  const entries = entriesService({ db, clock, membership, rg });
  const powerplays = powerplaysService({ db });
  const mailer = createMailer({ db, clock, ...config.mail });
  // The brand: the back office edits it; every page and mail uses it (decision 028).
  const brand = brandService({ repo: brandRepo(db), clock });
  // Notifications (docs/rules/notifications.md): the features that change things tell players through it.
  const notifications = notificationsService({
    db,
    repo: notificationsRepo(db),
    clock,
    mailer,
    brand: brand.current,
    brandMail,
    siteOrigin: () => partners.siteOrigin(),
    unsubscribeKey: config.unsubscribeKey,
    excludedAmong: (q, players, at) => rg.excludedAmong(q, players, at),
  });
  // Notify Me requests may be about one game type: named as its sport's lobby names it. Called per
  // request, after `sports` below exists.
  const gameTypeNames = async () => {
    const names = new Map(
      (await sports.sports()).sports.flatMap((s) =>
        s.gameTypes.map((t) => [t.id, sportGameTypeName(s.name, t.name)] as const),
      ),
    );
    return (id: number) => names.get(id) ?? null;
  };
  const content = contentService({
    repo: contentRepo(db),
    clock,
    brand: brand.current,
    gameTypeExists: async (id) => (await gameTypeNames())(id) !== null,
  });
  const friendsRepository = friendsRepo(db);
  const { friendsGames, ...contests } = contestServices({
    config,
    database,
    clock,
    entries,
    powerplays,
    ledger,
    content,
    friends: friendsRepository,
    notify: notifications.notify,
    eachPartner: (work) => partners.eachPartner(work),
  });
  const { sports, lottery, draft } = contests;
  const friends = friendsService({
    db,
    repo: friendsRepository,
    clock,
    games: friendsGames,
    notify: notifications.notify,
  });
  const wallet = walletService({
    db,
    clock,
    ledger,
    membership,
    withdrawalMinimumCents: config.withdrawalMinimumCents,
    notify: notifications.notify,
  });

  const accounts = accountsService({
    repo: accountsRepo(db),
    sessions,
    tokens,
    clock,
    assertEmailNotExcluded: (email) => rg.assertEmailNotExcluded(email),
    sendEmailConfirmation: (userId) => emailVerifications.send(userId),
  });
  const partners = partnersService({
    repo: partnersRepo(db),
    clock,
    publicOrigin: config.publicOrigin,
    furnish: (trx, partner) => seedPartnerSite(trx, partner.name, clock.now()),
    totals: (trx) => analyticsRepo(trx).totals(),
    firstOperator: (operator) => accounts.firstOperator(operator),
  });
  const siteOrigin = () => partners.siteOrigin();
  const emailVerifications = emailVerificationService({
    db,
    clock,
    mailer,
    brand: brand.current,
    siteOrigin,
    verified: (trx, userId) => rg.emailVerified(trx, userId),
  });

  // A partner's integration (docs/partner-api.md): its API keys, its webhooks and their sender.
  const webhookRepo = webhooksRepo(db);
  const box = secretBox(config.webhooks.key);

  return {
    db,
    clock,
    partners,
    tokens,
    sessions,
    ledger,
    membership,
    rg,
    entries,
    powerplays,
    mailer,
    brand,
    notifications,
    // The books' self-check: every money invariant in one snapshot (docs/decisions/038).
    books: booksService({ db, clock }),
    accounts,
    emailVerifications,
    apiKeys: apiKeysService({ repo: apiKeysRepo(db), clock }),
    webhooks: webhooksService({ repo: webhookRepo, clock, box }),
    webhookSender: webhookSender({
      repo: webhookRepo,
      clock,
      box,
      privateTargets: config.webhooks.privateTargets,
      log: { warn: (obj, msg) => database.log().warn(obj, msg) },
    }),
    passwordResets: passwordResetService({
      db,
      clock,
      mailer,
      brand: brand.current,
      siteOrigin,
      ttlMinutes: config.passwordResetTtlMinutes,
    }),
    profiles: profileService({ db, sessions }),
    content,
    leads: leadsService({
      db,
      repo: leadsRepo(db),
      clock,
      mailer,
      brand: brand.current,
      siteOrigin,
      gameTypeNames,
    }),
    wallet,
    store: storeService({
      db,
      clock,
      rg,
      ledger,
      membership,
      // A sport has contests once a league feeds it and one of its game types plays by a rule: all four
      // do (basketball and football: High 5, Zones, Pick 5 and Brackets on leagues 16 and 17).
      sportsWithContests: async () =>
        new Set(
          (await sports.sports()).sports
            .filter((s) => s.leagueId !== null && s.gameTypes.some((t) => t.rule !== null))
            .map((s) => s.slug),
        ),
    }),
    ...contests,
    friends,
    leagues: leaguesService({
      db,
      repo: leagueRepo(db),
      contests: friendsRepository,
      friends,
      games: friendsGames,
      clock,
      notify: notifications.notify,
    }),
    playerCare: playerCareService({
      suspension: suspensionService({ db, sessions, clock }),
      membership,
      ledger,
      wallet,
      entries,
      rg,
      contestNames: {
        lottery: (ids) => lottery.contestNames(ids),
        sports: (ids, userId) => sports.contestNames(ids, userId),
        draft: (ids) => draft.contestNames(ids),
      },
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
