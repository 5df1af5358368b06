// The benchmarks' HTTP client: signs in as the shell does (a CSRF cookie first, then the login) and
// keeps the session's cookies for the calls that follow.

/** Signs in at `address` and answers the cookie header and CSRF token every call sends. */
export async function signIn(address: string, email: string, password: string) {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = (pair ?? '').split('=');
      if (k) jar.set(k, v ?? '');
    }
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${address}/api/csrf`));
  const login = await fetch(`${address}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieHeader(), 'x-csrftoken': jar.get('csrftoken') ?? '' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  keep(login);
  return { cookieHeader, csrfToken: () => jar.get('csrftoken') ?? '' };
}
