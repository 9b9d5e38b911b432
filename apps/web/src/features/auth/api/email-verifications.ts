import type { EmailVerificationConfirm } from '@powerplay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

// --- POST /api/auth/email-verifications/confirm: the mailed link's token confirms the email ---------
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailVerificationConfirm) =>
      apiFetch<void>('/api/auth/email-verifications/confirm', { method: 'POST', body }),
    // What the account pages show of it (My Account's responsible gaming) is read again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

// --- POST /api/auth/email-verifications: mail the signed-in player a new link ----------------------
export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => apiFetch<{ email: string }>('/api/auth/email-verifications', { method: 'POST' }),
  });
}
