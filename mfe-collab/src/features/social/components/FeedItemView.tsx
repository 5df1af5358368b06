import { buildPath, FEED_KEY, useApiMutation, useFormat, useIsAdmin, useSession, type FeedItem } from '@frontdesk/shared';
import { Avatar, Button, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { Popconfirm } from '@frontdesk/shared/antd-more';
import { DeleteOutlined } from '@frontdesk/shared/antd-pages';
import { CalendarOutlined, MessageOutlined, ShoppingCartOutlined, UserAddOutlined } from '@frontdesk/shared/icons';
import { ErrorAlert } from '@frontdesk/shared/ui-pages';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { deletePost } from '../api';

/** a link beside text is told apart by more than its colour (underlined) */
const linkStyle = { textDecoration: 'underline' } as const;

const icons = { post: MessageOutlined, booking: CalendarOutlined, sale: ShoppingCartOutlined, contact: UserAddOutlined } as const;

/** One thing that happened, in a sentence, with a link to it (the booking, the receipt, the contact). */
export function FeedItemView({ item }: { item: FeedItem }) {
  const { t } = useTranslation('collab');
  const fmt = useFormat();
  const { token } = theme.useToken();
  const me = useSession().user;
  const admin = useIsAdmin();
  const remove = useApiMutation({
    mutationFn: () => deletePost(item.id),
    invalidates: [[...FEED_KEY]],
    successMessage: () => t('social.deleted'),
    failureToast: false,
  });
  const Icon = icons[item.kind];
  const actor = item.actor?.name ?? t('social.someone');
  const when = fmt.moment(item.at, { withTime: true });

  const headline =
    item.kind === 'booking' && !item.actor
      ? t('social.kinds.bookingOnline', { subject: item.subject })
      : item.kind === 'sale' && !item.subject
        ? t('social.kinds.saleWalkIn', { actor })
        : t(`social.kinds.${item.kind}`, { actor, subject: item.subject });

  return (
    <Flex gap="middle" align="flex-start" style={{ paddingBlock: token.paddingSM, borderBlockEnd: `1px solid ${token.colorSplit}` }}>
      <Avatar icon={<Icon aria-hidden />} style={{ flex: 'none', background: token.colorPrimaryBg, color: token.colorPrimary }} />
      <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Flex justify="space-between" gap="small" wrap>
          <Typography.Text strong>{headline}</Typography.Text>
          <Typography.Text type="secondary">
            <time dateTime={item.at}>{when}</time>
          </Typography.Text>
        </Flex>
        {item.kind === 'post' &&
          (item.html ? (
            // stored sanitized (the API's allowlist: modules/social/service.ts)
            <div className="social-post" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: item.html }} />
          ) : (
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.body}</Typography.Paragraph>
          ))}
        {item.kind === 'booking' && (
          <Typography.Text>
            {item.startsAt ? `${t('social.startsAt', { when: fmt.moment(item.startsAt, { withTime: true }) })} · ` : ''}
            <Link to={buildPath('booking', { bookingId: item.id })} style={linkStyle}>
              {t('social.openBooking')}
            </Link>
          </Typography.Text>
        )}
        {item.kind === 'sale' && item.receiptNumber !== null && (
          <Link to={buildPath('receipt', { transactionId: item.id })} style={linkStyle}>
            {t('social.receipt', { number: item.receiptNumber, amount: fmt.money(item.amountMinor ?? 0, item.currency ?? 'USD') })}
          </Link>
        )}
        {item.kind === 'contact' && (
          <Link to={buildPath('contact', { contactId: item.id })} style={linkStyle}>
            {t('social.openContact', { name: item.subject })}
          </Link>
        )}
        {item.kind === 'post' && (admin || item.actor?.id === me?.id) && (
          <Flex>
            <Popconfirm
              title={t('social.confirmDelete')}
              okText={t('social.deletePost')}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutateAsync().catch(() => undefined)}
            >
              <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('social.deletePostLabel', { when })}>
                {t('social.deletePost')}
              </Button>
            </Popconfirm>
          </Flex>
        )}
        <ErrorAlert text={remove.errorText && t('social.deleteFailed', { reason: remove.errorText })} />
      </Flex>
    </Flex>
  );
}
