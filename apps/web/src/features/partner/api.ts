import type { PartnerEnquiryRequest } from '@powerplay/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

// --- POST /api/partner-enquiries ------------------------------------------------------------------
export function createPartnerEnquiry(body: PartnerEnquiryRequest): Promise<{ id: number }> {
  return apiFetch<{ id: number }>('/api/partner-enquiries', { method: 'POST', body });
}

export function useCreatePartnerEnquiry() {
  return useMutation({ mutationFn: createPartnerEnquiry });
}
