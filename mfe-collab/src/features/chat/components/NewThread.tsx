import { buildPath, useQuery, useSession } from '@frontdesk/shared';
import { Flex, Select, Typography } from '@frontdesk/shared/antd';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { chatContactsQuery, chatThreadsQuery } from '../api';
import { useSendMessage } from '../hooks/useSendMessage';
import { colleagueOf } from '../utils/threadNames';
import { Composer } from './Composer';

/**
 * /app/chat/new: a message to a colleague picked by name. A colleague the reader already has a
 * conversation with opens it; the first message to another begins one, which then opens.
 */
export function NewThread() {
  const { t } = useTranslation('collab');
  const navigate = useNavigate();
  const me = useSession().user?.id;
  const pickerId = useId();
  const contacts = useQuery(chatContactsQuery());
  const threads = useQuery(chatThreadsQuery());
  const [userId, setUserId] = useState<string>();
  const open = (threadKey: string) => void navigate(buildPath('chatThread', { threadKey }));
  const message = useSendMessage({ invalidates: [['chat', 'threads']], onSent: (sent) => open(sent.threadKey) });
  const pick = (id: string) => {
    const existing = threads.data?.items.find((thread) => colleagueOf(thread, me)?.id === id);
    if (existing) open(existing.threadKey);
    else setUserId(id);
  };

  return (
    <Flex vertical gap="middle" style={{ flex: 1, minHeight: 0 }}>
      <Typography.Title level={2} style={{ marginBlock: 0, fontSize: 18 }}>
        {t('chat.newTitle')}
      </Typography.Title>
      <QueryState
        query={contacts}
        failed={t('chat.contactsFailed')}
        size="section"
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState size="section" title={t('chat.noColleagues')} />}
      >
        {(data) => (
          <Flex vertical gap="small" style={{ flex: 1, minHeight: 0 }}>
            <label htmlFor={pickerId}>{t('chat.to')}</label>
            <Select
              id={pickerId}
              showSearch
              optionFilterProp="label"
              placeholder={t('chat.pickColleague')}
              value={userId}
              onChange={pick}
              options={data.items.map((contact) => ({ value: contact.id, label: contact.name }))}
              style={{ maxWidth: 360 }}
            />
            <div style={{ flex: 1 }} />
            <Composer
              busy={message.busy}
              blockedText={userId ? undefined : t('chat.pickColleagueFirst')}
              errorText={message.errorText}
              onSend={({ body, attachments }) => message.send({ userId: userId!, body, attachments })}
            />
          </Flex>
        )}
      </QueryState>
    </Flex>
  );
}
