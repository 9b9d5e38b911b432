import type { League } from '@powerplay/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { MessageDialog } from '../../../components/ui/MessageDialog';
import { Notice } from '../../../components/ui/Notice';
import { describeError } from '../../../lib/api';
import type { Message } from '../../../lib/messages';
import { formatDate } from '../../../lib/time';
import { useRemoveLeagueMember } from './api';

type Member = League['members'][number];

/**
 * The league's members (docs/rules/friends.md "Leagues"): the commissioner removes any other member, any
 * other member may leave; each is asked first. Leaving opens My Account's leagues.
 */
export function LeagueMembers({ league }: { league: League }) {
  const navigate = useNavigate();
  const remove = useRemoveLeagueMember(league.id);
  const [asking, setAsking] = useState<Member | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Message | null>(null);
  const commissioner = league.members.some((m) => m.me && m.commissioner);

  const confirm = () => {
    if (asking === null) return;
    const leaving = asking.me;
    remove.mutate(asking.userId, {
      onSuccess: () => {
        if (leaving) void navigate('/my-account/leagues', { replace: true });
        else setDone(`${asking.displayName} is no longer in the league.`);
      },
      onError: (error) => setRefusal(describeError(error)),
      onSettled: () => setAsking(null),
    });
  };

  return (
    <section className="account-card" aria-labelledby="league-members-title">
      <h2 id="league-members-title">{`Members (${league.memberCount})`}</h2>
      <ul className="league-members">
        {league.members.map((m) => (
          <li key={m.userId}>
            <span className="league-member-name">
              <span className="break">{m.displayName}</span>
              {m.me ? <span className="friends-you">You</span> : null}
              {m.commissioner ? <span className="friends-badge">Commissioner</span> : null}
            </span>
            <span className="muted small">{`Joined ${formatDate(m.joinedAt)}`}</span>
            {commissioner && !m.me ? (
              <button
                type="button"
                className="button button-secondary button-small"
                aria-haspopup="dialog"
                onClick={() => setAsking(m)}
              >
                Remove<span className="visually-hidden">{` ${m.displayName}`}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <Notice text={done} />
      {commissioner ? null : (
        <div className="actions">
          <button
            type="button"
            className="button button-secondary"
            aria-haspopup="dialog"
            onClick={() => setAsking(league.members.find((m) => m.me) ?? null)}
          >
            Leave the league
          </button>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking?.me ? 'Leave the league?' : `Remove ${asking?.displayName ?? ''}?`}
        confirmLabel={asking?.me ? 'Leave' : 'Remove'}
        busy={remove.isPending}
        destructive
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <p>
          {asking?.me
            ? 'You leave its leaderboard and get no new league contests. Your results stand in the contests you played; you need a new invitation to come back.'
            : 'They leave its leaderboard and get no new league contests. Their results stand in the contests they played.'}
        </p>
      </ConfirmDialog>
      <MessageDialog message={refusal} onClose={() => setRefusal(null)} />
    </section>
  );
}
