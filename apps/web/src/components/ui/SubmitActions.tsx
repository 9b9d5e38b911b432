/** A form's submit button in its actions row: disabled and saying what it does while its request runs. */
export function SubmitActions({
  pending,
  label,
  pendingLabel,
  disabled = false,
  secondary = false,
}: {
  pending: boolean;
  label: string;
  /** "Saving…", "Opening…". */
  pendingLabel: string;
  /** Nothing to send yet (no change, no choice). */
  disabled?: boolean;
  /** A second action of its panel: a secondary button. */
  secondary?: boolean;
}) {
  return (
    <div className="actions">
      <button
        type="submit"
        className={secondary ? 'button button-secondary' : 'button button-primary'}
        disabled={pending || disabled}
      >
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}
