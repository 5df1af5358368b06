import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { readEmbedded } from './embedded';

export function useEmbedded(): boolean {
  const { search } = useLocation();
  return useMemo(() => readEmbedded(search), [search]);
}
