import { useRequest } from '../../contact/hooks/useRequest';
import { fetchTags } from '../api';

/** The business's tags for a filter or a tag picker; an empty list while they load or if they fail. */
export function useTags(): string[] {
  const { state } = useRequest('tags', (signal) => fetchTags(signal));
  return state.data?.tags.map(({ tag }) => tag) ?? [];
}
