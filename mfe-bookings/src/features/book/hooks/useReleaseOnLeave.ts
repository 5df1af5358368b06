import { useEffect } from 'react';
import { releaseOnLeave } from '../utils/releaseOnLeave';

/** While a time is held for the visitor, leaving the page (closing it, going elsewhere) lets it go. */
export function useReleaseOnLeave(token: string): void {
  useEffect(() => {
    const leave = () => releaseOnLeave(token);
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [token]);
}
