import type {
  DraftActualPick,
  DraftBoardResponse,
  DraftContestsResponse,
  DraftStatusValue,
} from '@powerplay/contracts';
import { liveEventPaths } from '@powerplay/contracts';
import { formatDrawDate } from '../src/lib/time';
import { getJson, h, listen, params, show, showError, siteLink } from './lib';

/** The draft to show: `?draft=`, else the live one, else the soonest, else the latest (the list's order). */
async function chosenDraft(): Promise<number | undefined> {
  const id = Number(params.get('draft'));
  if (Number.isSafeInteger(id) && id > 0) return id;
  const { contests } = await getJson<DraftContestsResponse>('/api/draft/contests');
  return (contests.find((c) => c.status === 'live') ?? contests[0])?.id;
}

/**
 * The live draft board (decision 029): the 32 first-round picks as they are made (a polite live
 * region announces each), the team on the clock, and a link to follow it on the full site.
 */
async function main() {
  const id = await chosenDraft();
  if (id === undefined) {
    show(h('h1', { class: 'embed-title' }, 'Live draft'), h('p', {}, 'No draft is scheduled right now.'));
    return;
  }
  const board = await getJson<DraftBoardResponse>(`/api/draft/contests/${id}`);
  const { contest } = board;
  const prospects = new Map(board.prospects.map((p) => [p.id, p]));
  const made = new Map<number, DraftActualPick>();
  const status = h('p', { class: 'embed-status', role: 'status' });
  const announcer = h('p', { class: 'embed-sr', 'aria-live': 'polite' });
  const list = h('ol', { class: 'embed-picks', 'aria-label': 'First-round picks', tabindex: 0 });

  const setStatus = (value: DraftStatusValue) => {
    status.dataset.status = value;
    status.textContent =
      value === 'live'
        ? 'Live now'
        : value === 'final'
          ? 'Final'
          : `First pick ${formatDrawDate(contest.startAt)}`;
  };
  const renderList = () => {
    const next = made.size < board.slots.length ? made.size + 1 : undefined;
    list.replaceChildren(
      ...board.slots.map((slot) => {
        const pick = made.get(slot.pick);
        const player = pick && prospects.get(pick.prospectId);
        return h(
          'li',
          { class: pick ? 'embed-pick' : 'embed-pick embed-pick-open', 'data-pick': slot.pick },
          h('span', { class: 'embed-pick-no' }, `${slot.pick}.`),
          h(
            'abbr',
            { class: 'embed-pick-team', title: (pick?.team ?? slot.projectedTeam).name },
            (pick?.team ?? slot.projectedTeam).abbr,
          ),
          h(
            'span',
            { class: 'embed-pick-player' },
            player
              ? `${player.name}, ${player.position}, ${player.school}`
              : slot.pick === next && status.dataset.status === 'live'
                ? 'On the clock'
                : '',
          ),
        );
      }),
    );
  };
  const addPick = (pick: DraftActualPick) => {
    if (made.has(pick.pick)) return;
    made.set(pick.pick, pick);
    renderList();
    const player = prospects.get(pick.prospectId);
    announcer.textContent = `Pick ${pick.pick}: ${pick.team.name} select ${player?.name ?? 'a player'}.`;
  };

  show(
    h('h1', { class: 'embed-title' }, contest.name),
    status,
    list,
    announcer,
    h(
      'p',
      { class: 'embed-actions' },
      siteLink('/draft-day-live', 'Follow the draft', 'embed-button'),
      siteLink('/draft-day', 'Play Draft Day'),
    ),
  );
  setStatus(contest.status);
  board.picks.forEach((p) => made.set(p.pick, p));
  renderList();
  if (contest.status === 'final') return;

  const stream = listen(liveEventPaths.draft(id), {
    pick: (data) => addPick(data as DraftActualPick),
    status: (data) => {
      const value = (data as { status: DraftStatusValue }).status;
      setStatus(value);
      renderList();
      if (value === 'final') stream.close();
    },
  });
}

main().catch(showError);
