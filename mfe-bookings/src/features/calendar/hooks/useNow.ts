import { useEffect, useState } from 'react';

/** The time now (epoch ms), renewed every minute: the grid's line of the present moves with it. */
export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
