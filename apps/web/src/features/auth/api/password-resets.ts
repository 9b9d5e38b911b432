import type { PasswordResetAccepted, PasswordResetConfirm, PasswordResetRequest } from '@powerplay/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

// --- POST /api/auth/password-resets: mail a reset link (the answer is the same for any email) -------
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequest) =>
      apiFetch<PasswordResetAccepted>('/api/auth/password-resets', { method: 'POST', body }),
  });
}

// --- POST /api/auth/password-resets/confirm: set the new password with the link's token -----------
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetConfirm) =>
      apiFetch<void>('/api/auth/password-resets/confirm', { method: 'POST', body }),
  });
}
