import type { ReactNode } from 'react';

/**
 * A public form's button, as wide as the form: its submit (primary), or, with `onClick`, another
 * action beside it (Cancel; secondary). While the change is on its way the form's fieldset
 * disables it and the busy one says so (aria-busy); PublicForm styles it from the theme's tokens.
 */
export function PublicButton({ busy = false, onClick, children }: { busy?: boolean; onClick?: () => void; children: ReactNode }) {
  return (
    <button type={onClick ? 'button' : 'submit'} className={onClick ? 'secondary' : 'submit'} onClick={onClick} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}
