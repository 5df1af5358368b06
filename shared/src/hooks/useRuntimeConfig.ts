import type { RuntimeConfig } from '../types/api';
import { runtimeConfig } from '../config/runtimeConfig';
import { useStore } from './useStore';

export function useRuntimeConfig(): RuntimeConfig {
  return useStore(runtimeConfig);
}
