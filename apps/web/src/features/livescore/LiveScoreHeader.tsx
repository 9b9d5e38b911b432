import type { SportsLiveScoreResponse } from '@powerplay/contracts';
import { useState } from 'react';
import { formatDateTime } from '../../lib/time';
import { GameRulesDialog, PrizeGridDialog, useSports } from '../sports';

/** The contest's banner, sponsor, name and game set, with its Game Rules and Prize Grid dialogs. */
export function LiveScoreHeader({ data }: { data: SportsLiveScoreResponse }) {
  const { gameSet } = data;
  const contest = data.entry.contest;
  const sports = useSports();
  const headerImageUrl =
    sports.data?.sports.flatMap((s) => s.gameTypes).find((t) => t.id === contest.gameTypeId)
      ?.headerImageUrl ?? null;
  const [rulesOpen, setRulesOpen] = useState(false);
  const [prizesOpen, setPrizesOpen] = useState(false);
  return (
    <>
      <header className="page-header livescore-header">
        {headerImageUrl ? (
          <img className="livescore-banner" src={headerImageUrl} alt="" width={1200} height={240} />
        ) : null}
        <p className="eyebrow">{`Sponsored by ${contest.sponsor}`}</p>
        <h1 id="livescore-title">{contest.name}</h1>
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
        </div>
      </header>
      <GameRulesDialog open={rulesOpen} onClose={() => setRulesOpen(false)} gameTypeId={contest.gameTypeId} />
      <PrizeGridDialog
        open={prizesOpen}
        onClose={() => setPrizesOpen(false)}
        title="Prize Grid"
        rows={data.prizes}
        limits={{ min: contest.minTeams, max: contest.maxTeams }}
      />
    </>
  );
}
