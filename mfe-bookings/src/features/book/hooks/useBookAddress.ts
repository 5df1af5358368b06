import { useSearchParams } from 'react-router-dom';

/** The staff choice "Anyone available", as the address says it. */
export const ANYONE = 'any';

type Choice = 'service' | 'staff' | 'day' | 'waitlist' | 'adding';

/** `waitlist=join`: the visitor joins the chosen (full) day's waitlist. */
export const JOIN = 'join';

/**
 * The booking page's address: `/book?business={id}` (required), `&manage={token}` for the visitor's
 * booking, and the choices made so far (`service`: one id, or several in order, comma-separated;
 * `adding` while another is chosen; `staff`, `day`; `waitlist` on a full day), so a
 * reload keeps them and the browser's Back goes a step back. Other parameters (`embedded`) are kept as they are.
 */
export function useBookAddress() {
  const [params, setParams] = useSearchParams();
  /** the address with these choices changed (null: left out) */
  const hrefWith = (choices: Partial<Record<Choice, string | null>>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(choices)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    return `?${next.toString()}`;
  };
  return {
    businessId: params.get('business') ?? '',
    manage: params.get('manage'),
    /** the services chosen, in order */
    serviceIds: params.get('service')?.split(',').filter(Boolean) ?? [],
    /** choosing another service for the visit */
    adding: params.get('adding') === '1',
    staff: params.get('staff'),
    day: params.get('day'),
    /** joining the chosen day's waitlist */
    joining: params.get('waitlist') === JOIN,
    hrefWith,
    /** a step forward: a new entry in the history; a day changed in place (`replace`) */
    choose: (choices: Partial<Record<Choice, string | null>>, replace = false) => setParams(new URLSearchParams(hrefWith(choices)), { replace }),
  };
}
