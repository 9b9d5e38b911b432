interface NoticeProps {
  text: string | null;
}

/**
 * A polite live region for short confirmations (docs/rules/README.md "Texts"); always in the DOM so it is
 * announced.
 */
export function Notice({ text }: NoticeProps) {
  return (
    <p role="status" className={text ? 'notice' : 'notice notice-empty'}>
      {text}
    </p>
  );
}
