import type { MailPatch, MailSummary } from '@frontdesk/shared';
import { Button, Flex, theme } from '@frontdesk/shared/antd';
import { ExclamationCircleFilled, ExclamationCircleOutlined, StarFilled } from '@frontdesk/shared/antd-pages';
import { MailOutlined, StarOutlined } from '@frontdesk/shared/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeMail } from '../hooks/useChangeMail';

/**
 * A mail's marks as buttons that turn them on and off: starred, important and (internal mail
 * only: the business's email is never unread) unread. Each says its state (aria-pressed).
 */
export function MailToggles({ mail }: { mail: MailSummary }) {
  const { t } = useTranslation('collab');
  const { token } = theme.useToken();
  const change = useChangeMail();
  const subject = mail.subject;
  const toggle = (patch: MailPatch) => change.mutate({ mailId: mail.mailId, patch });
  return (
    <Flex gap={2}>
      <Mark
        pressed={mail.isStarred}
        label={mail.isStarred ? t('mail.toggle.unstar', { subject }) : t('mail.toggle.star', { subject })}
        icon={mail.isStarred ? <StarFilled aria-hidden style={{ color: token.colorWarning }} /> : <StarOutlined aria-hidden />}
        onClick={() => toggle({ isStarred: !mail.isStarred })}
      />
      <Mark
        pressed={mail.isImportant}
        label={mail.isImportant ? t('mail.toggle.notImportant', { subject }) : t('mail.toggle.important', { subject })}
        icon={mail.isImportant ? <ExclamationCircleFilled aria-hidden style={{ color: token.colorError }} /> : <ExclamationCircleOutlined aria-hidden />}
        onClick={() => toggle({ isImportant: !mail.isImportant })}
      />
      {mail.kind === 'internal' ? (
        <Mark
          pressed={mail.isUnread}
          label={mail.isUnread ? t('mail.toggle.read', { subject }) : t('mail.toggle.unreadMark', { subject })}
          icon={<MailOutlined aria-hidden style={mail.isUnread ? { color: token.colorPrimary } : undefined} />}
          onClick={() => toggle({ isUnread: !mail.isUnread })}
        />
      ) : null}
    </Flex>
  );
}

/** One mark's button: an icon, its name for assistive tech, on or off. */
function Mark({ pressed, label, icon, onClick }: { pressed: boolean; label: string; icon: ReactNode; onClick: () => void }) {
  return <Button type="text" size="small" aria-pressed={pressed} aria-label={label} icon={icon} onClick={onClick} />;
}
