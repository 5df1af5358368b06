import { useSearchParams } from 'react-router-dom';

/** The staff choice "Anyone available", as the address says it. */
export const ANYONE = 'any';

type Choice = 'service' | 'staff' | 'day' | 'waitlist';

/** `waitlist=join`: the visitor joins the chosen (full) day's waitlist. */
export const JOIN = 'join';

/**
 * The booking page's address: `/book?business={id}` (required), `&manage={token}` for the visitor's
 * booking, and the choices made so far (`service`, `staff`, `day`; `waitlist` on a full day), so a
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
    serviceId: params.get('service'),
    staff: params.get('staff'),
    day: params.get('day'),
    /** joining the chosen day's waitlist */
    joining: params.get('waitlist') === JOIN,
    hrefWith,
    /** a step forward: a new entry in the history; a day changed in place (`replace`) */
    choose: (choices: Partial<Record<Choice, string | null>>, replace = false) => setParams(new URLSearchParams(hrefWith(choices)), { replace }),
  };
}
