import type { MyEntriesResponse } from '@powerplay/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { TableScroll } from '../../components/ui/TableScroll';
import { formatAmount } from '../../lib/money';
import { formatDateTime } from '../../lib/time';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNow } from '../../lib/useNow';
import { RequireSignIn } from '../auth';
import { drawPath, pickPath, useMyEntries } from '../lottery';
import { useMyDraftEntries } from '../draft';
import { useMySportsEntries } from '../sports';
import { MyLeagues, MyPrivateContests } from '../friends';
import { DraftGames } from './DraftGames';
import { SportsGames } from './SportsGames';
import { totalWinnings, winningsText } from './Winnings';
import '../../components/ui/panels.css';
import './game-central.css';
import { useBrand } from '../brand';
import { NoGames } from './NoGames';
import { TableHead } from '../../components/ui/QueryTable';

type Entry = MyEntriesResponse['entries'][number];

const statusOrder = { live: 0, unplayed: 1, finished: 2 } as const;
const statusLabel = { live: 'Live now', unplayed: 'Upcoming', finished: 'Finished' } as const;

/** `/game-central`: the player's games, what each one offers now, Redeem Now. */
export function GameCentralPage() {
  useDocumentTitle('My Game Center');
  const { siteName } = useBrand();
  return (
    <section className="page" aria-labelledby="central-title">
      <header className="page-header">
        <p className="eyebrow">{siteName}</p>
        <h1 id="central-title">My Game Center</h1>
      </header>
      <RequireSignIn>{() => <MyGames />}</RequireSignIn>
    </section>
  );
}

type Tab = 'sports' | 'lotto' | 'draft';

/**
 * Redeem Now and the links, then the tabs LIVE SPORTS GAMES, LOTTO GAMES (`?tab=lotto`) and DRAFT
 * CONTESTS (`?tab=draft`).
 */
function MyGames() {
  const { siteName } = useBrand();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: Tab = asked === 'lotto' || asked === 'draft' ? asked : 'sports';
  return (
    <div className="game-central">
      <TotalWinnings />
      <div className="actions">
        <Link to="/my-account/my-balance" className="button button-primary">
          Redeem Now
        </Link>
        <Link to="/powerplay-lotto" className="button button-secondary">
          {`${siteName} Lotto`}
        </Link>
        <Link to="/live-sports" className="button button-secondary">
          Live Sports
        </Link>
      </div>
      <MyPrivateContests />
      <MyLeagues />
      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          setSearch(value === 'lotto' || value === 'draft' ? { tab: value } : {}, { replace: true })
        }
      >
        <Tabs.List className="tab-list" aria-label="My games">
          <Tabs.Trigger value="sports" className="tab">
            LIVE SPORTS GAMES
          </Tabs.Trigger>
          <Tabs.Trigger value="lotto" className="tab">
            LOTTO GAMES
          </Tabs.Trigger>
          <Tabs.Trigger value="draft" className="tab">
            DRAFT CONTESTS
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="sports" className="tab-panel">
          <h2 className="visually-hidden">Live sports games</h2>
          <SportsGames />
        </Tabs.Content>
        <Tabs.Content value="lotto" className="tab-panel">
          <LottoGames />
        </Tabs.Content>
        <Tabs.Content value="draft" className="tab-panel">
          <h2 id="draft-games" className="visually-hidden">
            Draft contests
          </h2>
          <DraftGames />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/** Total winnings: the player's sports, lotto and draft prizes, $ for cash and Pts. for points. */
function TotalWinnings() {
  const sports = useMySportsEntries();
  const lotto = useMyEntries();
  const draft = useMyDraftEntries();
  return (
    <section className="winnings" aria-labelledby="winnings-title">
      <h2 id="winnings-title">Total winnings</h2>
      {sports.isError ? (
        <QueryError error={sports.error} onRetry={() => void sports.refetch()} />
      ) : lotto.isError ? (
        <QueryError error={lotto.error} onRetry={() => void lotto.refetch()} />
      ) : draft.isError ? (
        <QueryError error={draft.error} onRetry={() => void draft.refetch()} />
      ) : sports.isPending || lotto.isPending || draft.isPending ? (
        <Loading />
      ) : (
        <p className="winnings-amount">
          {winningsText(totalWinnings(sports.data.entries, lotto.data.entries, draft.data.entries))}
        </p>
      )}
    </section>
  );
}

function LottoGames() {
  const entries = useMyEntries();
  const now = useNow(30_000);
  if (entries.isPending) return <Loading />;
  if (entries.isError) return <QueryError error={entries.error} onRetry={() => void entries.refetch()} />;
  const rows = [...entries.data.entries].sort(
    (a, b) =>
      statusOrder[a.game.status] - statusOrder[b.game.status] ||
      (a.game.status === 'finished'
        ? Date.parse(b.game.startAt) - Date.parse(a.game.startAt)
        : Date.parse(a.game.startAt) - Date.parse(b.game.startAt)),
  );
  return (
    <div className="game-central">
      <h2 id="lotto-games" className="visually-hidden">
        Lotto games
      </h2>
      {rows.length === 0 ? (
        <NoGames
          text="You have not entered a draw yet."
          to="/747"
          action="Pick numbers for the next 747 draw"
        />
      ) : (
        <TableScroll labelledBy="lotto-games">
          <table className="data-table">
            <TableHead columns={['Game', 'Draw date', 'Status', 'My numbers', 'Result', 'Action']} />
            <tbody>
              {rows.map((e) => (
                <tr key={e.entryId}>
                  <td>{e.game.name}</td>
                  <td className="nowrap">{formatDateTime(e.game.startAt)}</td>
                  <td>{statusLabel[e.game.status]}</td>
                  <td>{[...e.picks].sort((a, b) => a - b).join(', ')}</td>
                  <td>{resultText(e)}</td>
                  <td>
                    <EntryAction entry={e} now={now} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}

function resultText(e: Entry): string {
  if (e.game.status !== 'finished') return '—';
  if (!e.result) return 'Settling…';
  const matched = `${e.result.hits} of ${e.game.picks}`;
  return e.result.prize > 0
    ? `${matched}: ${formatAmount(e.result.prize, e.result.kind, e.game.currency)}`
    : `${matched}: no prize`;
}

/** What the entry offers now: edit the picks before the deadline, watch it live, or read the result. */
function EntryAction({ entry, now }: { entry: Entry; now: number }) {
  const { game } = entry;
  const context = <span className="visually-hidden"> {`${game.name}, ${formatDateTime(game.startAt)}`}</span>;
  if (game.status === 'finished') {
    return <Link to={`/lotto-result?game=${game.id}`}>View result{context}</Link>;
  }
  if (game.status === 'unplayed' && Date.parse(game.pickDeadline) > now) {
    return <Link to={pickPath(game.gameType)}>Edit my numbers{context}</Link>;
  }
  return <Link to={`${drawPath(game.gameType)}?game=${game.id}`}>Watch the draw{context}</Link>;
}
