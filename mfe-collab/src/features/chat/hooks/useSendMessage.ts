import { useApiMutation, type ChatMessage, type ChatMessageInput, type QueryKey } from '@frontdesk/shared';
import { useTranslation } from 'react-i18next';
import { sendChatMessage } from '../api';

/** Sends a chat message (the composer's onSend), and why it was not sent, each refused field said, in the reader's language. */
export function useSendMessage({ invalidates, onSent }: { invalidates: QueryKey[]; onSent?: (message: ChatMessage) => void }) {
  const { t } = useTranslation('collab');
  const send = useApiMutation({
    mutationFn: (input: ChatMessageInput) => sendChatMessage(input),
    invalidates,
    failureToast: false,
    ...(onSent ? { onSuccess: onSent } : {}),
  });
  const reasons = send.errorText ? [send.errorText, ...Object.values(send.fieldErrors ?? {})] : [];
  return { send: send.mutateAsync, busy: send.busy, errorText: reasons.length ? t('chat.sendFailed', { reason: reasons.join(' ') }) : null };
}
