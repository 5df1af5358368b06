import { useQuery, type MailLabel, type SystemLabel } from '@frontdesk/shared';
import { Button, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { DeleteOutlined, ExclamationCircleOutlined, InboxOutlined, SendOutlined, TagOutlined, WarningOutlined } from '@frontdesk/shared/antd-pages';
import { EditOutlined, MailOutlined, PlusOutlined, StarOutlined } from '@frontdesk/shared/icons';
import { QueryState } from '@frontdesk/shared/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { mailLabelsQuery } from '../api';
import { mailPath, type MailFilter } from '../utils/labels';
import { LabelFormModal } from './LabelFormModal';

const ICONS: Record<SystemLabel, ReactNode> = {
  all: <MailOutlined aria-hidden />,
  inbox: <InboxOutlined aria-hidden />,
  sent: <SendOutlined aria-hidden />,
  drafts: <EditOutlined aria-hidden />,
  trash: <DeleteOutlined aria-hidden />,
  spam: <WarningOutlined aria-hidden />,
  starred: <StarOutlined aria-hidden />,
  important: <ExclamationCircleOutlined aria-hidden />,
};

type Props = { current: MailFilter | null; onPick?: () => void };

/** The labels to list mail by: the system labels, then the person's own (and a new one), each with its unread count. */
export function LabelSidebar({ current, onPick }: Props) {
  const { t } = useTranslation('collab');
  const labels = useQuery(mailLabelsQuery());
  const [creating, setCreating] = useState(false);
  return (
    <nav aria-label={t('mail.labelsNav')}>
      <QueryState query={labels} size="section" loading={t('mail.labelsTitle')} failed={t('mail.labelsFailed')}>
        {({ items }) => {
          const own = items.filter((label) => label.kind === 'custom');
          return (
            <Flex vertical gap="small">
              <LabelLinks labels={items.filter((label) => label.kind === 'system')} current={current} onPick={onPick} />
              <Typography.Title level={2} style={{ fontSize: 14, margin: 0 }}>
                {t('mail.myLabels')}
              </Typography.Title>
              {own.length > 0 ? <LabelLinks labels={own} current={current} onPick={onPick} /> : null}
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)} style={{ alignSelf: 'start' }}>
                {t('mail.newLabel')}
              </Button>
            </Flex>
          );
        }}
      </QueryState>
      {creating ? <LabelFormModal onClose={() => setCreating(false)} /> : null}
    </nav>
  );
}

function LabelLinks({ labels, current, onPick }: { labels: MailLabel[]; current: MailFilter | null; onPick?: () => void }) {
  const { t } = useTranslation('collab');
  const { token } = theme.useToken();
  const isCurrent = (label: MailLabel) =>
    current !== null &&
    (label.kind === 'system' ? 'label' in current && current.label === label.id : 'customLabel' in current && current.customLabel === label.id);
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {labels.map((label) => {
        const filter: MailFilter = label.kind === 'system' ? { label: label.id as SystemLabel } : { customLabel: label.id };
        const here = isCurrent(label);
        return (
          <li key={label.id}>
            <Link
              to={mailPath(filter)}
              onClick={onPick}
              aria-current={here ? 'page' : undefined}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: token.marginXS,
                padding: `${token.paddingXXS}px ${token.paddingXS}px`,
                borderRadius: token.borderRadius,
                color: here ? token.colorPrimaryText : token.colorText,
                background: here ? token.colorPrimaryBg : undefined,
                fontWeight: here ? token.fontWeightStrong : undefined,
              }}
            >
              {label.kind === 'system' ? ICONS[label.id as SystemLabel] : <TagOutlined aria-hidden />}
              <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {label.kind === 'system' ? t(`mail.system.${label.id as SystemLabel}`) : label.name}
              </span>
              {label.unread > 0 ? (
                <span title={t('mail.unread', { count: label.unread })} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {label.unread}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
