/** A dialog form's Cancel and submit buttons: both wait while its request runs, the submit saying so. */
export function DialogFormActions({
  pending,
  label,
  pendingLabel,
  onCancel,
}: {
  pending: boolean;
  label: string;
  /** "Creating…", "Sending…". */
  pendingLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="dialog-actions confirm-actions">
      <button type="button" className="button button-secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </button>
      <button type="submit" className="button button-primary" disabled={pending}>
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}
