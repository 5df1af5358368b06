import { Flex, Input } from '@frontdesk/shared/antd';
import { SearchOutlined } from '@frontdesk/shared/icons';
import { QueryState } from '@frontdesk/shared/ui';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useOutbox } from '../hooks/useOutbox';
import { OutboxMailDrawer } from './OutboxMailDrawer';
import { OutboxTable } from './OutboxTable';

/** /app/outbox: the business's sent mail (the "Sent" folder); `?mail={id}` shows one message in a side panel. */
export function OutboxPage() {
  const { t } = useTranslation('payments');
  const { search, setSearch, mail, searching, setPage } = useOutbox();
  const [params, setParams] = useSearchParams();
  const shown = params.get('mail');
  const show = (id: string | null) =>
    setParams((current) => {
      if (id) current.set('mail', id);
      else current.delete('mail');
      return current;
    });

  return (
    <Flex vertical gap="middle">
      <PageTitle routeId="outbox" intro={t('outbox.intro')} />
      <Input
        allowClear
        aria-label={t('outbox.search')}
        placeholder={t('outbox.searchPlaceholder')}
        prefix={<SearchOutlined aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 360 }}
      />
      <QueryState query={mail} size="section" loading={t('outbox.loading')} failed={t('outbox.failed')}>
        {(page) => <OutboxTable data={page} loading={mail.isPlaceholderData} searching={searching} onView={(m) => show(m.id)} onPage={setPage} />}
      </QueryState>
      {shown ? <OutboxMailDrawer mailId={shown} onClose={() => show(null)} /> : null}
    </Flex>
  );
}
