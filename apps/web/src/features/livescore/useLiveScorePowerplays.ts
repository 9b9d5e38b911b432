import type { SportsLiveMatch, SportsLiveScoreResponse } from '@powerplay/contracts';
import {
  contestTypeOf,
  sportsPowerplayIds,
  sportsPowerplayNames,
  type SportsPowerplayId,
} from '@powerplay/domain';
import { useEffect, useRef, useState } from 'react';
import { noticeText } from '../../lib/messages';
import { queryKeys } from '../../lib/queryKeys';
import { usePowerplayMutation } from '../../lib/usePowerplayMutation';
import { shownError } from '../sports';
import { postSportsPowerplay } from './api';
import { withAnswer } from './standing';

/** What Select A Replacement is open for: the held team a Swap replaces, or an Add. */
export type Purpose = { kind: 'swap'; team: string; teamName: string } | { kind: 'add' };

interface Use {
  powerplayId: SportsPowerplayId;
  team: string | undefined;
  replacement: string | undefined;
}

/** A team's name by its pick key; the key itself when no match has it. */
function teamName(key: string, matches: readonly SportsLiveMatch[]): string {
  for (const m of matches) {
    if (m.home.pickKey === key) return m.home.name;
    if (m.away.pickKey === key) return m.away.name;
  }
  return key;
}

/** The other team of a team's match (PowerLine's Swap brings it in). */
function rivalOf(key: string, matches: readonly SportsLiveMatch[]): string | undefined {
  const m = matches.find((x) => x.home.pickKey === key || x.away.pickKey === key);
  if (!m) return undefined;
  return m.home.pickKey === key ? m.away.pickKey : m.home.pickKey;
}

/** The polite announcement of a use the server accepted, from its answer (the new standing). */
function announce(answer: SportsLiveScoreResponse, { powerplayId: id, team, replacement }: Use): string {
  const name = team ? teamName(team, answer.matches) : '';
  if (id === sportsPowerplayIds.undo) return noticeText('SPORTS_UNDONE');
  if (id === sportsPowerplayIds.add) return noticeText('SPORTS_TEAM_ADDED', { team: name });
  if (id === sportsPowerplayIds.remove) return noticeText('SPORTS_TEAM_REMOVED', { team: name });
  if (id === sportsPowerplayIds.swap) {
    return noticeText('SPORTS_TEAM_SWAPPED', {
      team: name,
      replacement: replacement ? teamName(replacement, answer.matches) : '',
    });
  }
  const match = answer.matches.find((m) => m.home.pickKey === team || m.away.pickKey === team);
  const score = match ? match.mine[match.home.pickKey === team ? 'home' : 'away'].myScore : '';
  return noticeText('SPORTS_POWERPLAY_DONE', { powerplay: sportsPowerplayNames[id], team: name, score });
}

/**
 * The live score's powerplays: a row's use, a Swap or an Add through Select A Replacement, one use at a
 * time (usePowerplayMutation), each announced politely and a refusal shown in the sports dialog (its
 * CLICK HERE linked to the store). A Remove or a Swap takes the team's row buttons away, the focused one
 * with them: for a moment after its answer (the new standing may render before or after it, with any
 * dialog giving focus back in between), a focus lost to the page's body goes to the matches heading.
 */
export function useLiveScorePowerplays(data: SportsLiveScoreResponse) {
  const [purpose, setPurpose] = useState<Purpose | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const matchesHeading = useRef<HTMLHeadingElement>(null);
  const refocus = useRef(false);
  const settleFocus = () => {
    if (!refocus.current) return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) matchesHeading.current?.focus();
  };
  useEffect(settleFocus);

  const powerplay = usePowerplayMutation({
    post: (body: Use, key: string) => postSportsPowerplay(data.entry.id, body, key),
    queryKey: queryKeys.sports.live(data.entry.id),
    merge: withAnswer,
    // Game Central's rows show the picks a Remove, Swap or Add changes.
    invalidates: [queryKeys.sports.entries],
    describe: (error) => shownError(error),
    onStart: () => setAnnouncement(''),
    onSuccess: (answer, body) => {
      setAnnouncement(announce(answer, body));
      if (body.powerplayId === sportsPowerplayIds.remove || body.powerplayId === sportsPowerplayIds.swap) {
        refocus.current = true;
        for (const ms of [0, 50, 250]) setTimeout(settleFocus, ms);
        setTimeout(() => (refocus.current = false), 1000);
      }
    },
  });
  const spend = (powerplayId: SportsPowerplayId, team?: string, replacement?: string) =>
    powerplay.use({ powerplayId, team, replacement });

  /**
   * A row's button: a Swap asks for the replacement first, but PowerLine's goes straight to the other
   * team of the game (docs/rules/sports.md "NFL PowerLine").
   */
  function onRowUse(id: SportsPowerplayId, team: string) {
    if (id === sportsPowerplayIds.swap && contestTypeOf(data.entry.contest.rule).swapInMatch) {
      spend(id, team, rivalOf(team, data.matches));
      return;
    }
    if (id === sportsPowerplayIds.swap) {
      setPurpose({ kind: 'swap', team, teamName: teamName(team, data.matches) });
      return;
    }
    spend(id, team);
  }

  /** Select A Replacement's choice: the team that replaces the swapped one, or the team to add. */
  function onChoose(key: string) {
    const chosen = purpose;
    setPurpose(null);
    if (!chosen) return;
    if (chosen.kind === 'swap') spend(sportsPowerplayIds.swap, chosen.team, key);
    else spend(sportsPowerplayIds.add, key);
  }

  return {
    busy: powerplay.busy,
    announcement,
    matchesHeading,
    purpose,
    onRowUse,
    onAdd: () => setPurpose({ kind: 'add' }),
    onChoose,
    closeReplacement: () => setPurpose(null),
    refusal: powerplay.error,
    dismissRefusal: powerplay.dismissError,
  };
}
