import { runtimeConfig, type RuntimeConfig } from '../config/runtimeConfig';
import { useStore } from './useStore';

export function useRuntimeConfig(): RuntimeConfig {
  return useStore(runtimeConfig);
}
