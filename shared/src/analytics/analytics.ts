import { runtimeConfig } from '../config/runtimeConfig';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let loadedFor: string | null = null;

function ensureScript(id: string): Gtag {
  if (loadedFor !== id) {
    loadedFor = id;
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag(...args: unknown[]) {
      window.dataLayer?.push(args);
    };
    window.gtag('js', new Date());
    window.gtag('config', id, { send_page_view: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  }
  return window.gtag as Gtag;
}

/**
 * Reports a page view (spec §2) when a measurement id is configured; without one it does
 * nothing at all — no script, no network call (tests and local runs).
 */
export function reportPageView(path: string, title: string): boolean {
  const id = runtimeConfig.get().analyticsId;
  if (!id || typeof window === 'undefined') return false;
  ensureScript(id)('event', 'page_view', { page_path: path, page_title: title });
  return true;
}
