import { navigateToUrl } from 'single-spa';

/**
 * Navigates across React roots: every root's router hears it (single-spa re-fires popstate).
 * Inside a root, prefer react-router's Link/useNavigate; this is for code outside one.
 */
export function navigateTo(url: string): void {
  navigateToUrl(url);
}
