/** The labels of the ledger statuses (spec 001: Complete, Pending, Cancel, Refund). */
export const statusLabels = {
  complete: 'Complete',
  pending: 'Pending',
  cancel: 'Cancel',
  refund: 'Refund',
} as const;
