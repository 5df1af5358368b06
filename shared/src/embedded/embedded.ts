// Embedded mode (spec §2): `embedded=true` in the query hides the side menu and top bar. It is
// remembered for the tab so it stays on while the user navigates inside the iframe.
export const EMBEDDED_KEY = 'frontdesk.embedded';

export function readEmbedded(search: string, storage: Storage | undefined = globalThis.sessionStorage): boolean {
  const flag = new URLSearchParams(search).get('embedded');
  try {
    if (flag === 'true') storage?.setItem(EMBEDDED_KEY, 'true');
    if (flag === 'false') storage?.removeItem(EMBEDDED_KEY);
    return flag === 'true' || (flag !== 'false' && storage?.getItem(EMBEDDED_KEY) === 'true');
  } catch {
    return flag === 'true';
  }
}
