import type { ReactNode } from 'react';

interface ErrorPanelProps {
  title: string;
  message: string;
  /** `alert` for a failure, `status` for a calm "nothing here" (no game scheduled). */
  role?: 'alert' | 'status';
  children?: ReactNode;
}

/** A page-level message in place of content that could not be shown: the catalogue's title and text. */
export function ErrorPanel({ title, message, role = 'alert', children }: ErrorPanelProps) {
  return (
    <div className="error-panel" role={role}>
      <p className="error-title">{title}</p>
      <p>{message}</p>
      {children}
    </div>
  );
}
