import type { SportsContest, SportsGameSet, SportsPrizeRow } from '@powerplay/contracts';
import { useState, type ReactNode } from 'react';
import { formatDateTime } from '../../lib/time';
import { useSports } from './api';
import { PlayersNotice } from './PlayersStatus';
import { GameRulesDialog, PrizeGridDialog } from './shared';
import { useBrand } from '../brand';

/**
 * A contest's header on its pages (team selection, live score): the game type's banner, the sponsor,
 * the name and the game set, with its Game Rules and Prize Grid dialogs; `children` are more actions.
 * `page` names the page's classes and its title's id.
 */
export function ContestHeader(props: {
  page: 'team-select' | 'livescore';
  contest: SportsContest;
  gameSet: SportsGameSet;
  prizes: SportsPrizeRow[];
  children?: ReactNode;
}) {
  const { page, contest, gameSet } = props;
  // A contest the site sponsors itself has no sponsor of its own: the brand's sponsor line.
  const { sponsorLine } = useBrand();
  const sports = useSports();
  const headerImageUrl =
    sports.data?.sports.flatMap((s) => s.gameTypes).find((t) => t.id === contest.gameTypeId)
      ?.headerImageUrl ?? null;
  const [rulesOpen, setRulesOpen] = useState(false);
  const [prizesOpen, setPrizesOpen] = useState(false);
  return (
    <>
      <header className={`page-header ${page}-header`}>
        {headerImageUrl ? (
          <img className={`${page}-banner`} src={headerImageUrl} alt="" width={1200} height={240} />
        ) : null}
        <p className="eyebrow">{`Sponsored by ${contest.sponsor || sponsorLine}`}</p>
        <h1 id={`${page}-title`}>{contest.name}</h1>
        <p className="lead">
          {gameSet.title} · <time dateTime={gameSet.startAt}>{formatDateTime(gameSet.startAt)}</time>
        </p>
        <div className="actions">
          <button type="button" className="button button-secondary" onClick={() => setRulesOpen(true)}>
            Game Rules
          </button>
          <button type="button" className="button button-secondary" onClick={() => setPrizesOpen(true)}>
            Prize Grid
          </button>
          {props.children}
        </div>
      </header>
      <PlayersNotice contest={contest} />
      <GameRulesDialog open={rulesOpen} onClose={() => setRulesOpen(false)} gameTypeId={contest.gameTypeId} />
      <PrizeGridDialog
        open={prizesOpen}
        onClose={() => setPrizesOpen(false)}
        title="Prize Grid"
        rows={props.prizes}
        contest={contest}
      />
    </>
  );
}
