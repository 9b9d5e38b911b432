import { leagueIds } from '@powerplay/contracts';
import { contestTypes, type SportsContestRule } from '@powerplay/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Modal } from '../../components/ui/Modal';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSports } from './api';
import { prizeGridShape, webContestTypeOf } from './contest-types';
import { GameRulesDialog, PrizeTable } from './shared';
import '../../components/ui/panels.css';
import './sports.css';

/**
 * A game type's page without a contest (`/select-teams-high5?gameType=<id>`, the lobby's "See how …
 * plays"): how the type plays in its sport's words, its Game Rules, the prizes it is seeded with, and
 * the way to its open games.
 */
export function GameTypeIntro({ rule }: { rule: SportsContestRule }) {
  const web = webContestTypeOf(rule);
  useDocumentTitle(web.title);
  const [search] = useSearchParams();
  const gameTypeParam = Number(search.get('gameType'));
  const sports = useSports();
  const [rulesOpen, setRulesOpen] = useState(false);
  const [prizesOpen, setPrizesOpen] = useState(false);

  const all = sports.data?.sports ?? [];
  const types = all.flatMap((s) => s.gameTypes);
  const gameType =
    types.find((t) => t.id === gameTypeParam && t.layout === rule) ??
    types.find((t) => t.layout === rule) ??
    null;
  const sport = all.find((s) => s.id === gameType?.sportId) ?? null;
  // The sport's own words once the sports are here; nothing about scores before (a hockey page never
  // shows runs while it loads).
  const slug = sport?.slug ?? (sports.isPending ? null : 'baseball');
  const seeded = slug ? contestTypes[rule].seedGrid(slug) : undefined;
  const grid = seeded?.map((r) => ({
    teams: r.noOfTeam,
    kind: r.kind,
    amount: r.amount,
    description: null,
    retailValueCents: null,
  }));
  const { limits } = contestTypes[rule];
  const shape = prizeGridShape({
    rule,
    leagueId: leagueIds[slug ?? 'baseball'],
    minTeams: limits.min,
    maxTeams: limits.max,
  });

  return (
    <section className="page sports-page" aria-labelledby="intro-title">
      <header className="page-header team-select-header">
        {gameType ? (
          <img
            className="team-select-banner"
            src={gameType.headerImageUrl}
            alt=""
            width={1200}
            height={240}
          />
        ) : null}
        <h1 id="intro-title">{sport && gameType ? `${sport.name} ${gameType.name}` : web.title}</h1>
        {slug && web.howToPlay ? <p className="lead">{web.howToPlay(slug)}</p> : null}
        <div className="actions">
          <button type="button" className="button button-secondary" onClick={() => setRulesOpen(true)}>
            Game Rules
          </button>
          <button type="button" className="button button-secondary" onClick={() => setPrizesOpen(true)}>
            View Prize Grid
          </button>
          <Link to={sport ? `/select-games/${sport.id}` : '/select-games'} className="button button-primary">
            Choose a game
          </Link>
        </div>
      </header>

      {web.Intro && slug ? <web.Intro sport={slug} /> : null}

      <GameRulesDialog
        open={rulesOpen}
        onClose={() => setRulesOpen(false)}
        gameTypeId={gameType?.id ?? null}
      />
      <Modal open={prizesOpen} onClose={() => setPrizesOpen(false)} title="Prize Grid">
        {grid ? (
          <PrizeTable rows={shape.rows(grid)} shape={shape} caption="Prize Grid" />
        ) : (
          // A type without seeded figures: each contest carries its own grid.
          <p className="dialog-message">
            {`${web.unseededPrizes ?? ''} Each open game shows its own prize grid.`.trim()}
          </p>
        )}
      </Modal>
    </section>
  );
}
