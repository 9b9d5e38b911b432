import type { ComponentProps } from 'react';

/** An email input: the address keyboard, no capitals and no spelling fixes; other props as given. */
export function EmailInput(props: ComponentProps<'input'>) {
  return <input type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} />;
}
