import { useBusinessDay, useQuery, useQueryClient, type Mail } from '@frontdesk/shared';
import { Button, Flex, Select, Typography, theme } from '@frontdesk/shared/antd';
import { Descriptions } from '@frontdesk/shared/antd-more';
import { DeleteOutlined, InboxOutlined, WarningOutlined } from '@frontdesk/shared/antd-pages';
import { EditOutlined } from '@frontdesk/shared/icons';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { mailLabelsQuery, mailQuery } from '../api';
import { useChangeMail } from '../hooks/useChangeMail';
import { useLabelName } from '../hooks/useLabelName';
import { useMailAddress } from '../hooks/useMailAddress';
import type { MailFilter } from '../utils/labels';
import { MailToggles } from './MailToggles';

/** One mail, read (which marks it read): who, when, its delivery for the business's email, its text and attachments, and what to do with it. */
export function MailReader({ filter, mailId, onEditDraft }: { filter: MailFilter; mailId: string; onEditDraft: (draft: Mail) => void }) {
  const { t } = useTranslation('collab');
  const mail = useQuery(mailQuery(mailId));
  const client = useQueryClient();
  const { listPath } = useMailAddress();
  const labelName = useLabelName(filter);
  const read = mail.data?.mailId;
  // reading marked it read: the unread counts and the list say so once they load again
  useEffect(() => {
    if (read) void client.invalidateQueries({ queryKey: ['mail'], predicate: (query) => query.queryKey[1] !== 'mail' });
  }, [read, client]);

  return (
    <Flex vertical gap="middle">
      <Link to={listPath(filter)} style={{ alignSelf: 'start' }}>
        {t('mail.reader.back', { label: labelName })}
      </Link>
      <QueryState
        query={mail}
        size="section"
        loading={t('mail.reader.loading')}
        failed={t('mail.reader.failed')}
        notFound={<EmptyState size="section" title={t('mail.reader.notFound')} text={t('mail.reader.notFoundText')} />}
      >
        {(data) => <MailView mail={data} filter={filter} onEditDraft={onEditDraft} />}
      </QueryState>
    </Flex>
  );
}

function MailView({ mail, filter, onEditDraft }: { mail: Mail; filter: MailFilter; onEditDraft: (draft: Mail) => void }) {
  const { t } = useTranslation('collab');
  const { token } = theme.useToken();
  const business = useBusinessDay();
  const navigate = useNavigate();
  const { listPath } = useMailAddress();
  const labels = useQuery(mailLabelsQuery());
  const labelsId = useId();
  const move = useChangeMail((patch) => t('mail.reader.moved', { folder: t(`mail.system.${patch.folder ?? 'inbox'}`) }));
  const change = useChangeMail();
  const home = mail.home;
  const moveTo = (folder: 'trash' | 'spam' | Mail['home']) =>
    move.mutate({ mailId: mail.mailId, patch: { folder } }, { onSuccess: () => navigate(listPath(filter)) });

  const facts = [
    { key: 'from', label: t('mail.reader.from'), children: mail.from || t('mail.list.business') },
    { key: 'to', label: t('mail.reader.to'), children: mail.to || t('mail.reader.noRecipients') },
    { key: 'when', label: t('mail.reader.when'), children: business.moment(mail.createdAt) },
    ...(mail.status ? [{ key: 'status', label: t('mail.reader.status'), children: t(`mail.status.${mail.status}`) }] : []),
    ...(mail.sentAt ? [{ key: 'sentAt', label: t('mail.reader.sentAt'), children: business.moment(mail.sentAt) }] : []),
    ...(mail.error ? [{ key: 'error', label: t('mail.reader.error'), children: mail.error }] : []),
  ];
  const own = labels.data?.items.filter((label) => label.kind === 'custom') ?? [];

  return (
    <article aria-labelledby={`${labelsId}-subject`}>
      <Flex vertical gap="middle">
        <Flex justify="space-between" align="start" gap="small" wrap>
          <Typography.Title level={2} id={`${labelsId}-subject`} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {mail.subject}
          </Typography.Title>
          <MailToggles mail={mail} />
        </Flex>
        <Flex gap="small" wrap>
          {mail.folder === 'trash' || mail.folder === 'spam' ? (
            <Button icon={<InboxOutlined aria-hidden />} onClick={() => moveTo(home)} loading={move.busy}>
              {t(`mail.reader.restore.${home}`)}
            </Button>
          ) : (
            <>
              {mail.folder === 'drafts' ? (
                <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => onEditDraft(mail)}>
                  {t('mail.reader.editDraft')}
                </Button>
              ) : null}
              <Button icon={<DeleteOutlined aria-hidden />} onClick={() => moveTo('trash')} loading={move.busy}>
                {t('mail.reader.trash')}
              </Button>
              <Button icon={<WarningOutlined aria-hidden />} onClick={() => moveTo('spam')} loading={move.busy}>
                {t('mail.reader.spam')}
              </Button>
            </>
          )}
        </Flex>
        <Descriptions column={1} size="small" items={facts} />
        {own.length > 0 ? (
          <Flex vertical gap={4} style={{ maxWidth: 420 }}>
            <label htmlFor={labelsId}>{t('mail.reader.labels')}</label>
            <Select
              id={labelsId}
              mode="multiple"
              allowClear
              placeholder={t('mail.reader.labelsPlaceholder')}
              value={mail.labelIds}
              options={own.map((label) => ({ value: label.id, label: label.name }))}
              onChange={(labelIds: string[]) => change.mutate({ mailId: mail.mailId, patch: { labelIds } })}
            />
          </Flex>
        ) : null}
        {mail.attachments.length > 0 && (
          <section aria-label={t('mail.reader.attachments')}>
            <Typography.Title level={3} style={{ fontSize: token.fontSizeLG }}>
              {t('mail.reader.attachments')}
            </Typography.Title>
            <ul style={{ margin: 0, paddingInlineStart: token.paddingLG }}>
              {mail.attachments.map((attachment) => (
                <li key={`${attachment.kind}-${attachment.id}`}>
                  <a
                    href={attachment.url}
                    download={attachment.filename}
                    style={{ textDecoration: 'underline' }}
                    aria-label={t('mail.reader.download', { filename: attachment.filename })}
                  >
                    {attachment.filename}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-label={t('mail.reader.body')}>
          <pre
            style={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontFamily: 'inherit',
              margin: 0,
              padding: token.padding,
              background: token.colorFillQuaternary,
              borderRadius: token.borderRadius,
            }}
          >
            {/* a sign-in link (a password reset) is its recipient's alone: the API sends no text of it */}
            {mail.kind === 'outgoing' && mail.text === '' ? t('mail.reader.privateBody') : mail.text}
          </pre>
        </section>
      </Flex>
    </article>
  );
}
