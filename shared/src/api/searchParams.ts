/**
 * A request's query string from a list's filters: only the values set (an empty string, undefined
 * or null is left out). The one way a filter object becomes search params or a CSV link's query.
 */
export function searchParamsOf(values: Readonly<Record<string, string | number | boolean | null | undefined>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  return params;
}
