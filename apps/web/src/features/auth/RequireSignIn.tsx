import type { User } from '@powerplay/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Loading } from '../../components/ui/Loading';
import { useMe } from './api/me';
import { QueryError } from '../../components/ui/QueryError';

interface RequireSignInProps {
  children: (user: User) => ReactNode;
}

/**
 * Renders its children for a signed-in user. A visitor goes to /login with a `backlink` to this page,
 * so signing in brings them back.
 */
export function RequireSignIn({ children }: RequireSignInProps) {
  const me = useMe();
  const location = useLocation();

  if (me.isPending) return <Loading />;
  if (me.isError) return <QueryError error={me.error} onRetry={() => void me.refetch()} />;
  if (!me.data) {
    const backlink = `${location.pathname.replace(/^\/+/, '')}${location.search}`;
    return <Navigate to="/login" replace state={{ backlink }} />;
  }
  return <>{children(me.data)}</>;
}
