import { useApiResource as useKitApiResource, type Resource } from '@immo/kit';
import { useDependencies } from './dependencies.js';

export type { Resource };

/** The kit's page GET, through the shell's API port. */
export function useApiResource<T>(path: string): [Resource<T>, () => void] {
  return useKitApiResource<T>(useDependencies().api, path);
}
