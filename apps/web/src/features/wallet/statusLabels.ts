/** The labels of the ledger statuses: what happened to the transaction, not an action to take. */
export const statusLabels = {
  complete: 'Complete',
  pending: 'Pending',
  cancel: 'Cancelled',
  refund: 'Refunded',
} as const;
