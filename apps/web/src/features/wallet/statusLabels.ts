/** The labels of the ledger statuses (Complete, Pending, Cancel, Refund). */
export const statusLabels = {
  complete: 'Complete',
  pending: 'Pending',
  cancel: 'Cancel',
  refund: 'Refund',
} as const;
