import { useBusinessDay, useQuery, type OutboxMail } from '@frontdesk/shared';
import { Drawer, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { Descriptions } from '@frontdesk/shared/antd-more';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';
import { outboxMailQuery } from '../api';

/** One message of the outbox in a side panel: its facts, its text, its attachments (links to the PDFs). */
export function OutboxMailDrawer({ mailId, onClose }: { mailId: string; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const mail = useQuery(outboxMailQuery(mailId));
  return (
    <Drawer open size={620} title={mail.data?.subject ?? t('outbox.message.loading')} onClose={onClose} closable={{ 'aria-label': t('outbox.message.close') }}>
      <QueryState
        query={mail}
        size="section"
        loading={t('outbox.message.loading')}
        failed={t('outbox.message.failed')}
        notFound={<EmptyState size="section" title={t('outbox.message.notFound')} />}
      >
        {(data) => <MailView mail={data} />}
      </QueryState>
    </Drawer>
  );
}

function MailView({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation('payments');
  const business = useBusinessDay();
  const { token } = theme.useToken();
  const items = [
    { key: 'to', label: t('outbox.message.to'), children: mail.to },
    { key: 'status', label: t('outbox.message.status'), children: t(`outbox.status.${mail.status}`) },
    { key: 'created', label: t('outbox.message.created'), children: business.moment(mail.createdAt) },
    ...(mail.sentAt ? [{ key: 'sent', label: t('outbox.message.sent'), children: business.moment(mail.sentAt) }] : []),
    ...(mail.createdBy ? [{ key: 'by', label: t('outbox.message.by'), children: mail.createdBy }] : []),
    ...(mail.error ? [{ key: 'error', label: t('outbox.message.error'), children: mail.error }] : []),
  ];
  return (
    <Flex vertical gap="middle">
      <Descriptions column={1} size="small" items={items} />
      {mail.attachments.length > 0 && (
        <section aria-label={t('outbox.message.attachments')}>
          <Typography.Title level={5}>{t('outbox.message.attachments')}</Typography.Title>
          <ul style={{ margin: 0, paddingInlineStart: token.paddingLG }}>
            {mail.attachments.map((attachment) => (
              <li key={`${attachment.kind}-${attachment.id}`}>
                <a
                  href={attachment.url}
                  download={attachment.filename}
                  style={{ textDecoration: 'underline' }}
                  aria-label={t('outbox.message.download', { filename: attachment.filename })}
                >
                  {attachment.filename}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-label={t('outbox.message.body')}>
        <Typography.Title level={5}>{t('outbox.message.body')}</Typography.Title>
        <pre
          style={{
            whiteSpace: 'pre-wrap',
            fontFamily: 'inherit',
            margin: 0,
            padding: token.padding,
            background: token.colorFillQuaternary,
            borderRadius: token.borderRadius,
          }}
        >
          {mail.text}
        </pre>
      </section>
    </Flex>
  );
}
