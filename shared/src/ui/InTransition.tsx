import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws its children in a transition, after a first commit of nothing. React renders a transition
 * in slices of about 5 ms and gives the browser its turn between them, instead of one task as long
 * as the whole page: on a phone a desk page's first render was one 0.5–1 s task (decision 0046).
 * For a root whose render call is not the platform's own (single-spa-react renders a remote's root
 * component); a root the platform creates starts in `startTransition` itself (the shell's
 * bootstrap, renderPublicPages).
 */
export function InTransition({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
