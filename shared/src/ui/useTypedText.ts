import { useEffect, useRef, useState } from 'react';

/**
 * A field's text kept as the person typed it, beside the value it gives its form: a value set from
 * outside (a reset, a quick amount, a default) replaces the text; one typed here does not, so what
 * was typed is never rewritten under the person's fingers. `reshow` writes the value as the field
 * shows it (on leaving it). The money, number and time-of-day fields' one way.
 */
export function useTypedText<V>(value: V, show: (value: V) => string) {
  const [text, setText] = useState(() => show(value));
  const typed = useRef(value);
  useEffect(() => {
    if (!Object.is(value, typed.current)) {
      typed.current = value;
      setText(show(value));
    }
  }, [value, show]);
  return {
    text,
    /** what was typed, and the value it gives the form */
    type: (next: string, parsed: V) => {
      setText(next);
      typed.current = parsed;
    },
    reshow: () => setText(show(typed.current)),
  };
}
