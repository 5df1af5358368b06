import { useEffect, useState } from 'react';

/** The whole seconds left until `until` (an instant), counted down each second; 0 once it is past. */
export function useCountdown(until: string): number {
  const left = () => Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // `left` reads `until` only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until]);
  return seconds;
}

/** Seconds as a clock's minutes and seconds: 581 → "9:41". */
export const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
