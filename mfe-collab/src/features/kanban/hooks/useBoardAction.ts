import { useApiMutation, useQueryClient, type ApiMutationOptions, type KanbanBoard } from '@frontdesk/shared';
import { boardKey, writeBoard, type KanbanWrite } from '../api';
import { movedBoard } from '../utils/movedBoard';

/**
 * The one way the board is changed: a write of spec §7, whose answer (the board after it) is shown
 * at once. A move shows on the board before its answer comes; if it is refused, the board is read
 * again (someone else may have changed it) and the refusal is told in a toast.
 */
export function useBoardAction(projectId?: string, options: Pick<ApiMutationOptions<KanbanBoard, KanbanWrite>, 'failureToast' | 'onSuccess'> = {}) {
  const client = useQueryClient();
  const key = boardKey(projectId);
  return useApiMutation<KanbanBoard, KanbanWrite>({
    mutationFn: (write) => {
      if (write.path === 'cards/move') {
        const shown = client.getQueryData<KanbanBoard>(key);
        if (shown) client.setQueryData(key, movedBoard(shown, write.body));
      }
      return writeBoard(write);
    },
    onSuccess: async (board, write) => {
      client.setQueryData(key, board);
      await options.onSuccess?.(board, write);
    },
    ...(options.failureToast !== undefined ? { failureToast: options.failureToast } : {}),
    // the projects' figures count the board's cards
    invalidates: [['projects']],
    onError: () => void client.invalidateQueries({ queryKey: key }),
  });
}
