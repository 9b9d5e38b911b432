import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { DraftProspect, DraftSlot } from '@powerplay/contracts';
import { DRAFT_PICKS, moveDown, moveTo, moveUp, type RowMatch } from '@powerplay/domain';
import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { noticeText } from '../../lib/messages';
import { clubName, formatHeight, matchLabel } from './paths';

interface RankingTableProps {
  /** Prospect ids in my order (index 0 = my pick 1). */
  order: readonly number[];
  prospects: ReadonlyMap<number, DraftProspect>;
  slots: readonly DraftSlot[];
  /** Each row against the actual picks so far. */
  matches: readonly RowMatch[];
  /** Before the deadline: drag handles and Up/Down buttons. */
  editable: boolean;
  onChange: (order: number[]) => void;
}

const COLUMNS = 9;

/**
 * The ordering page's two tables: the picks with their projected teams, and my order of
 * the players with My Rank, player, position, height, weight, school, Match and a drag handle. A drag
 * (pointer, or keyboard: Space, arrows, Space) is the domain's `moveTo`; Up and Down are `moveUp` /
 * `moveDown`. A line after the 32nd row says what is submitted; the rows after it are greyed.
 */
export function RankingTable({ order, prospects, slots, matches, editable, onChange }: RankingTableProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [announcement, setAnnouncement] = useState('');
  // After Up or Down, focus stays on the moved row's button (React may move its node in the DOM).
  const refocus = useRef<{ id: number; direction: 'up' | 'down' } | null>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  useLayoutEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const buttons = body.current?.querySelectorAll<HTMLButtonElement>(
      `[data-row="${target.id}"] [data-move]`,
    );
    const list = [...(buttons ?? [])];
    const wanted = list.find((b) => b.dataset.move === target.direction && !b.disabled);
    const fallback = list.find((b) => !b.disabled);
    (wanted ?? fallback)?.focus();
  });

  const nameOf = (id: UniqueIdentifier) => prospects.get(Number(id))?.name ?? String(id);
  const rankOf = (id: UniqueIdentifier) => order.indexOf(Number(id)) + 1;
  const slotByPick = new Map(slots.map((s) => [s.pick, s]));

  function moved(next: number[], id: number) {
    onChange(next);
    setAnnouncement(noticeText('DRAFT_MOVED', { player: nameOf(id), rank: next.indexOf(id) + 1 }));
  }

  function move(id: number, direction: 'up' | 'down') {
    const at = order.indexOf(id);
    const next = direction === 'up' ? moveUp(order, at) : moveDown(order, at);
    refocus.current = { id, direction };
    moved(next, id);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = order.indexOf(Number(active.id));
    const to = order.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    moved(moveTo(order, from, to), Number(active.id));
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, rank ${rankOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over rank ${rankOf(over.id)}.`
        : `${nameOf(active.id)} is not over a row.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at rank ${rankOf(over.id)}.`
        : `${nameOf(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  return (
    <div className="draft-tables">
      <div className="draft-slots table-scroll" role="region" aria-label="Draft order" tabIndex={0}>
        <table className="data-table draft-table">
          <thead>
            <tr>
              <th scope="col">Pick</th>
              <th scope="col">Projected team</th>
            </tr>
          </thead>
          <tbody>
            {slots.map((slot) => (
              <tr key={slot.pick}>
                <td className="num">{slot.pick}</td>
                <td>{clubName(slot.projectedTeam)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="draft-ranking table-scroll" role="region" aria-label="My draft ranking" tabIndex={0}>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To move a player, press Space or Enter to pick it up, the arrow keys to move it, and Space or Enter again to drop it. Escape cancels.',
            },
          }}
        >
          <table className="data-table draft-table">
            <thead>
              <tr>
                <th scope="col">My Rank</th>
                <th scope="col">Player</th>
                <th scope="col" className="draft-team-cell">
                  Projected team
                </th>
                <th scope="col">Position</th>
                <th scope="col">Height</th>
                <th scope="col">Weight</th>
                <th scope="col">School</th>
                <th scope="col">Match</th>
                <th scope="col">
                  <span className="visually-hidden">Move</span>
                </th>
              </tr>
            </thead>
            <tbody ref={body}>
              <SortableContext items={order as number[]} strategy={verticalListSortingStrategy}>
                {order.map((id, index) => {
                  const prospect = prospects.get(id);
                  const slot = slotByPick.get(index + 1);
                  return (
                    <Fragment key={id}>
                      <RankingRow
                        id={id}
                        index={index}
                        last={index === order.length - 1}
                        prospect={prospect}
                        team={slot ? clubName(slot.projectedTeam) : ''}
                        match={matches[index] ?? 'TBD'}
                        editable={editable}
                        onMove={move}
                      />
                      {index === DRAFT_PICKS - 1 && order.length > DRAFT_PICKS ? (
                        <tr className="draft-cutline">
                          <td colSpan={COLUMNS}>{noticeText('DRAFT_TOP_32')}</td>
                        </tr>
                      ) : null}
                    </Fragment>
                  );
                })}
              </SortableContext>
            </tbody>
          </table>
        </DndContext>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

interface RankingRowProps {
  id: number;
  index: number;
  last: boolean;
  prospect: DraftProspect | undefined;
  team: string;
  match: RowMatch;
  editable: boolean;
  onMove: (id: number, direction: 'up' | 'down') => void;
}

function RankingRow({ id, index, last, prospect, team, match, editable, onMove }: RankingRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled: !editable });
  const name = prospect?.name ?? `#${id}`;
  const out = index >= DRAFT_PICKS;
  const className = ['draft-row', out ? 'draft-row-out' : '', isDragging ? 'draft-row-dragging' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <tr
      ref={setNodeRef}
      className={className}
      data-row={id}
      data-out={out || undefined}
      style={{ transform: CSS.Translate.toString(transform && { ...transform, x: 0 }), transition }}
    >
      <td className="num">{index + 1}</td>
      <th scope="row">{name}</th>
      <td className="draft-team-cell">{team}</td>
      <td>{prospect?.position ?? ''}</td>
      <td className="nowrap">{prospect ? formatHeight(prospect.heightInches) : ''}</td>
      <td className="num">{prospect ? `${prospect.weightLbs} lbs` : ''}</td>
      <td>{prospect?.school ?? ''}</td>
      <td className="draft-match" data-match={match}>
        {out ? '' : matchLabel(match)}
      </td>
      <td className="draft-move-cell">
        {editable ? (
          <div className="draft-move">
            <button
              type="button"
              className="icon-button draft-arrow"
              data-move="up"
              aria-label={`Move ${name} up`}
              disabled={index === 0}
              onClick={() => onMove(id, 'up')}
            >
              <span aria-hidden="true">▲</span>
            </button>
            <button
              type="button"
              className="icon-button draft-arrow"
              data-move="down"
              aria-label={`Move ${name} down`}
              disabled={last}
              onClick={() => onMove(id, 'down')}
            >
              <span aria-hidden="true">▼</span>
            </button>
            <button
              type="button"
              className="icon-button drag-handle"
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={`Drag ${name}`}
            >
              <span aria-hidden="true">⠿</span>
            </button>
          </div>
        ) : null}
      </td>
    </tr>
  );
}
