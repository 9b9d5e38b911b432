import { coreMessages, liveEventPaths, playerEventSchemas, type User } from '@powerplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { MessageDialog } from '../../components/ui/MessageDialog';
import type { Message } from '../../lib/messages';
import { queryKeys } from '../../lib/queryKeys';
import { useEventStream } from '../../lib/useEventStream';
import { getMe } from './api/me';

/** Only the account's standing: the other events of the player's stream are the pages' own. */
const schemas = { account: playerEventSchemas.account } as const;

/**
 * Notices when the signed-in session ends elsewhere (docs/decisions/015): the player's own stream says
 * why when the account is suspended, and ends when the session is revoked (sign-out elsewhere, a
 * password change, a suspension); the browser's reconnection is then refused. Either way the page
 * forgets the user, as signing out does, and says so: the suspension's message, or "signed out".
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
  useEffect(() => {
    if (!closed) return;
    let live = true;
    getMe().then(
      (now) => {
        if (live && now === null) signedOut(coreMessages.SESSION_ENDED);
      },
      () => undefined, // Unreachable server: nothing is known to have ended.
    );
    return () => {
      live = false;
    };
  }, [closed, signedOut]);

  return <MessageDialog message={message} onClose={() => setMessage(null)} />;
}
