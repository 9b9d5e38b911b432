import { coreMessages, liveEventPaths, playerEventSchemas, type User } from '@powerplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MessageDialog } from '../../components/ui/MessageDialog';
import type { Message } from '../../lib/messages';
import { queryKeys } from '../../lib/queryKeys';
import { useEventStream } from '../../lib/useEventStream';
import { getMe } from './api/me';

/** Only the account's standing: the other events of the player's stream are the pages' own. */
const schemas = { account: playerEventSchemas.account } as const;

/** How long after a refused stream, while the session is still good, the watch opens it again: doubling. */
export const REOPEN_FIRST_MS = 5_000;
const REOPEN_MAX_MS = 60_000;

/**
 * Notices when the signed-in session ends elsewhere (docs/decisions/015): the player's own stream says
 * why when the account is suspended, and ends when the session is revoked (sign-out elsewhere, a
 * password change, a suspension); the browser's reconnection is then refused. Either way the page
 * forgets the user, as signing out does, and says so: the suspension's message, or "signed out". A stream
 * refused for another reason (a restart, a proxy's error) while the session is still good is opened again,
 * later each time, so the watch never lapses for the rest of the page's life.
 */
export default function SessionWatch({ user }: { user: User | null }) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<Message | null>(null);

  const signedOut = useCallback(
    (why: Message) => {
      // The user first, in place (every page's observer of it sees the change), then the rest of theirs.
      queryClient.setQueryData(queryKeys.me, null);
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== queryKeys.content.all[0] && q.queryKey[0] !== queryKeys.me[0],
      });
      setMessage(why);
    },
    [queryClient],
  );

  const stream = useEventStream(user ? liveEventPaths.me : null, schemas, (event) => {
    if (event.type === 'account' && event.data.suspended)
      signedOut({ title: event.data.title, message: event.data.message });
  });

  // The stream gave up (its reconnection was refused): ask who is signed in now.
  const closed = user !== null && stream.state === 'closed';
  const { reopen } = stream;
  const reopenDelay = useRef(REOPEN_FIRST_MS);
  useEffect(() => {
    if (stream.state === 'open') reopenDelay.current = REOPEN_FIRST_MS;
  }, [stream.state]);
  useEffect(() => {
    if (!closed) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      if (!live) return;
      timer = setTimeout(reopen, reopenDelay.current);
      reopenDelay.current = Math.min(reopenDelay.current * 2, REOPEN_MAX_MS);
    };
    getMe().then(
      (now) => {
        if (!live) return;
        if (now === null) signedOut(coreMessages.SESSION_ENDED);
        else later();
      },
      later, // Unreachable server: nothing is known to have ended.
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [closed, signedOut, reopen]);

  return <MessageDialog message={message} onClose={() => setMessage(null)} />;
}
