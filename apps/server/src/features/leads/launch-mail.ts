import type {
  ContestStatus,
  DraftStatusValue,
  NamedNotifyTopic,
  NotifyTopic,
  SportsContest,
  SportSlug,
  SportsSport,
} from '@powerplay/contracts';
import { gameTypeOfTopic, notifyTopicSchema } from '@powerplay/contracts';
import type { Job } from '../../platform/scheduler';
import type { DraftService } from '../draft';
import type { SportsService } from '../sports';
import type { LeadsService } from './service';

/**
 * What makes each named Notify Me topic live (docs/decisions/024, docs/rules/sports.md "Notify Me"): a
 * contest of that very thing open for entries. A league's topic opens with any contest of its sport; a
 * named game (`gameType`) only with a contest of its sport's game type of that name, so a Star Power
 * request waits while the league's other contests run. Bingo has no contest anywhere yet, so its
 * requesters wait (never mailed) until one exists here. A game type's own topic (`game-type:<id>`) opens
 * with a contest of that game type.
 */
export const launchedBy: Record<NamedNotifyTopic, { sport: SportSlug; gameType?: string } | 'draft' | null> =
  {
    nfl: { sport: 'football' },
    nba: { sport: 'basketball' },
    mlb: { sport: 'baseball' },
    nhl: { sport: 'hockey' },
    'nfl-star-power': { sport: 'football', gameType: 'Star Power' },
    'draft-day': 'draft',
    bingo: null,
  };

/** A sports contest takes entries until its game set locks (with or without its minimum of players). */
const OPEN_SPORTS: readonly ContestStatus[] = ['NOT_STARTED', 'WAITING_FOR_PLAYERS'];
const OPEN_DRAFT: DraftStatusValue = 'open';

/**
 * Of `topics`, the live ones and the page each is played on. Asks the sports and draft services (their
 * public lobby reads), never their tables.
 */
export function liveGames(deps: {
  sports: Pick<SportsService, 'sports' | 'contests'>;
  draft: Pick<DraftService, 'contests'>;
}) {
  return async (topics: readonly string[]): Promise<Map<NotifyTopic, string>> => {
    const live = new Map<NotifyTopic, string>();
    const wanted = topics.flatMap((t) => {
      const topic = notifyTopicSchema.safeParse(t);
      if (!topic.success) return [];
      const gameTypeId = gameTypeOfTopic(topic.data);
      const by = gameTypeId === null ? launchedBy[topic.data as NamedNotifyTopic] : { gameTypeId };
      return by ? [{ topic: topic.data, by }] : [];
    });
    if (wanted.length === 0) return live;
    const sports = wanted.some((w) => w.by !== 'draft') ? (await deps.sports.sports()).sports : [];
    const openBySport = new Map<number, Promise<SportsContest[]>>();
    const openOf = (sportId: number) => {
      if (!openBySport.has(sportId))
        openBySport.set(
          sportId,
          deps.sports
            .contests(sportId, null)
            .then(({ contests }) => contests.filter((c) => OPEN_SPORTS.includes(c.status))),
        );
      return openBySport.get(sportId)!;
    };
    for (const { topic, by } of wanted) {
      if (by === 'draft') {
        const { contests } = await deps.draft.contests(null);
        if (contests.some((c) => c.status === OPEN_DRAFT)) live.set(topic, '/draft-day');
        continue;
      }
      let sport: SportsSport | undefined;
      let gameType: SportsSport['gameTypes'][number] | undefined;
      if ('gameTypeId' in by) {
        sport = sports.find((s) => s.gameTypes.some((g) => g.id === by.gameTypeId));
        gameType = sport?.gameTypes.find((g) => g.id === by.gameTypeId);
      } else {
        sport = sports.find((s) => s.slug === by.sport);
        const named = by.gameType?.toLowerCase();
        gameType = named ? sport?.gameTypes.find((g) => g.name.trim().toLowerCase() === named) : undefined;
        // A named game that its sport does not offer yet has launched nowhere.
        if (named && !gameType) continue;
      }
      if (!sport || ('gameTypeId' in by && !gameType)) continue;
      const open = await openOf(sport.id);
      if (gameType) {
        const id = gameType.id;
        if (open.some((c) => c.gameTypeId === id))
          live.set(topic, `/select-games/${sport.id}?gameType=${id}`);
      } else if (open.length > 0) live.set(topic, `/select-games/${sport.id}`);
    }
    return live;
  };
}

/** How long a pass trusts the last answer to "which topics are live" while the same topics wait. */
export const LIVE_RECHECK_MS = 5_000;

/**
 * The launch mail (decision 024), a scheduler job: each pass asks which topics have requesters
 * waiting (one indexed query; nothing more when none do), which of those are live (asked again when the
 * waiting topics change, else every LIVE_RECHECK_MS: a topic that never launches costs no lobby reads
 * each second), then mails them one at a time, each claimed with FOR UPDATE SKIP LOCKED
 * (service.mailNext): N processes, one mail each.
 */
export function launchMailJob(deps: {
  leads: Pick<LeadsService, 'topicsAwaitingMail' | 'mailNext'>;
  live: (topics: readonly string[]) => Promise<Map<NotifyTopic, string>>;
}): Job<string> {
  let pages = new Map<NotifyTopic, string>();
  let asked = { topics: '', at: -Infinity };
  return {
    name: 'leads-launch-mail',
    async findDue(now) {
      const waiting = [...(await deps.leads.topicsAwaitingMail())].sort();
      const topics = waiting.join(',');
      if (waiting.length === 0) {
        pages = new Map();
        asked = { topics: '', at: -Infinity };
      } else if (topics !== asked.topics || now.getTime() - asked.at >= LIVE_RECHECK_MS) {
        pages = await deps.live(waiting);
        asked = { topics, at: now.getTime() };
      }
      return { due: [...pages.keys()].filter((t) => waiting.includes(t)) };
    },
    async runStep(topic) {
      const page = pages.get(topic as NotifyTopic);
      return page ? deps.leads.mailNext(String(topic), page) : false;
    },
  };
}
