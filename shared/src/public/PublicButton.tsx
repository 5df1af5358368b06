import type { ReactNode } from 'react';

/**
 * A public form's submit button, as wide as the form. While the change is on its way the form's
 * fieldset disables it and it says so (aria-busy); PublicForm styles it from the theme's tokens.
 */
export function PublicButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="submit" aria-busy={busy || undefined}>
      {children}
    </button>
  );
}
