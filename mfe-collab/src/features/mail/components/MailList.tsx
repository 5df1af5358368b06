import { useAddressSearch, useBusinessDay, type MailSummary } from '@frontdesk/shared';
import { Flex, Input, Typography, theme } from '@frontdesk/shared/antd';
import type { TableColumnsType } from '@frontdesk/shared/antd-pages';
import { SearchOutlined } from '@frontdesk/shared/icons';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { PagedTable } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLabelName } from '../hooks/useLabelName';
import { useMailAddress } from '../hooks/useMailAddress';
import { useMailList } from '../hooks/useMailList';
import type { MailFilter } from '../utils/labels';
import { CustomLabelActions } from './CustomLabelActions';
import { MailToggles } from './MailToggles';

/** A label's mails, newest first: their marks as toggles, who, the subject (a link to read it), the start of the text, when. */
export function MailList({ filter }: { filter: MailFilter }) {
  const { t } = useTranslation('collab');
  const { token } = theme.useToken();
  const business = useBusinessDay();
  const { q, mails, setSearch, setPage } = useMailList(filter);
  const [search, setText] = useAddressSearch(q, setSearch);
  const { openPath } = useMailAddress();
  const labelName = useLabelName(filter);

  const columns: TableColumnsType<MailSummary> = [
    { key: 'toggles', title: t('mail.list.toggles'), width: 1, render: (_, mail) => <MailToggles mail={mail} /> },
    {
      key: 'mail',
      title: t('mail.list.mail'),
      render: (_, mail) => {
        const who = mail.kind === 'outgoing' || mail.folder === 'sent' ? t('mail.list.to', { to: mail.to }) : mail.from || t('mail.list.business');
        return (
          <Flex vertical gap={2} style={{ minWidth: 0, fontWeight: mail.isUnread ? token.fontWeightStrong : undefined }}>
            <Flex justify="space-between" gap="small" wrap>
              <span style={{ overflowWrap: 'anywhere' }}>{who}</span>
              <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
                {business.moment(mail.createdAt)}
              </Typography.Text>
            </Flex>
            <Link to={openPath(filter, mail.mailId)} style={{ textDecoration: 'underline', overflowWrap: 'anywhere' }}>
              {mail.subject || t('mail.list.noSubject')}
            </Link>
            {mail.snippet ? (
              <Typography.Text type="secondary" style={{ fontWeight: 'normal', overflowWrap: 'anywhere' }}>
                {mail.snippet}
              </Typography.Text>
            ) : null}
            {mail.status ? (
              <Typography.Text type={mail.status === 'failed' ? 'danger' : 'secondary'} style={{ fontWeight: 'normal' }}>
                {t(`mail.status.${mail.status}`)}
                {mail.error ? `: ${mail.error}` : ''}
              </Typography.Text>
            ) : null}
          </Flex>
        );
      },
    },
  ];
  const empty = q ? (
    <EmptyState size="section" title={t('mail.list.noMatchTitle')} text={t('mail.list.noMatchText')} />
  ) : (
    <EmptyState size="section" title={t('mail.list.emptyTitle')} text={t('mail.list.emptyText')} />
  );

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {labelName}
        </Typography.Title>
        {'customLabel' in filter ? <CustomLabelActions labelId={filter.customLabel} /> : null}
      </Flex>
      <Input
        allowClear
        aria-label={t('mail.list.search')}
        placeholder={t('mail.list.searchPlaceholder')}
        prefix={<SearchOutlined aria-hidden />}
        value={search}
        onChange={(event) => setText(event.target.value)}
        style={{ maxWidth: 360 }}
      />
      <QueryState query={mails} size="section" loading={t('mail.list.loading')} failed={t('mail.list.failed')}>
        {(page) => (
          <PagedTable<MailSummary>
            aria-label={t('mail.list.caption', { label: labelName })}
            rowKey="mailId"
            columns={columns}
            data={page}
            loading={mails.isPlaceholderData}
            onPage={setPage}
            empty={empty}
            scroll={{}}
          />
        )}
      </QueryState>
    </Flex>
  );
}
