import type { User } from '@powerplay/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { MessageDialog } from '../../components/ui/MessageDialog';
import type { Message } from '../../lib/messages';
import { workplaceOf } from '../../lib/workplaces';
import { describeError } from '../../lib/api';
import { useLogout } from '../../features/auth/api/logout';
import NotificationBell from '../../features/notifications/NotificationBell';

interface ProfileMenuProps {
  displayName: string;
  /** Staff get the way to where they work (the back office, the platform console). */
  role: User['role'];
  onNavigate: () => void;
}

/**
 * The signed-in user's dropdown: Back office or Platform console (staff), My Account and Logout. It also
 * puts the notification bell in the header's row, outside the navigation (which folds away on a phone):
 * signed in only, as this menu, and the landing page's JavaScript has no room for a lazy part of its own.
 */
export default function ProfileMenu({ displayName, role, onNavigate }: ProfileMenuProps) {
  const workplace = workplaceOf(role);
  const navigate = useNavigate();
  const logout = useLogout();
  const [error, setError] = useState<Message | null>(null);
  const [headerRow, setHeaderRow] = useState<Element | null>(null);
  const findHeaderRow = useCallback(
    (trigger: HTMLElement | null) => setHeaderRow(trigger?.closest('.header-inner') ?? null),
    [],
  );

  function onLogout() {
    onNavigate();
    logout.mutate(undefined, {
      onSuccess: () => void navigate('/'),
      onError: (e) => setError(describeError(e)),
    });
  }

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger ref={findHeaderRow} className="profile-trigger">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="12" cy="8" r="4" fill="currentColor" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
          </svg>
          <span>{displayName || 'Profile'}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu" align="end" sideOffset={8}>
            {workplace ? (
              <DropdownMenu.Item asChild className="menu-item">
                <Link to={workplace.to} onClick={onNavigate}>
                  {workplace.label}
                </Link>
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.Item asChild className="menu-item">
              <Link to="/my-account" onClick={onNavigate}>
                My Account
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className="menu-item" onSelect={onLogout} disabled={logout.isPending}>
              Logout
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <MessageDialog message={error} onClose={() => setError(null)} />
      {headerRow ? createPortal(<NotificationBell />, headerRow) : null}
    </>
  );
}
