import type { RuntimeConfig } from '../api/types';
import { runtimeConfig } from '../config/runtimeConfig';
import { useStore } from './useStore';

export function useRuntimeConfig(): RuntimeConfig {
  return useStore(runtimeConfig);
}
