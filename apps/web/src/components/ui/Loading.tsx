interface LoadingProps {
  label?: string;
}

/** A polite loading indicator for pages and sections. */
export function Loading({ label = 'Loading…' }: LoadingProps) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
