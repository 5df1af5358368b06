import { buildPath, useFormat, type ContactHit } from '@frontdesk/shared';
import { Avatar, Button, List, Space } from '@frontdesk/shared/antd';
import { UserOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

type Props = {
  hits: ContactHit[];
  /** picking a contact for a new asset: no checkout or booking links */
  picking: boolean;
  onPick: (hit: ContactHit) => void;
  onClose: () => void;
};

/** The contacts a search found: name (opens or picks), phone and email, checkout and booking links. */
export function SearchResults({ hits, picking, onPick, onClose }: Props) {
  const { t } = useTranslation('shell');
  const { phone } = useFormat();
  return (
    <List
      dataSource={hits}
      rowKey="id"
      renderItem={(hit) => (
        <List.Item
          actions={
            picking
              ? []
              : [
                  <Link key="checkout" to={`${buildPath('checkout')}/?contact=${hit.id}`} onClick={onClose}>
                    {t('search.checkout')}
                  </Link>,
                  <Link key="book" to={`${buildPath('bookingNew')}?contact=${hit.id}`} onClick={onClose}>
                    {t('search.book')}
                  </Link>,
                ]
          }
        >
          <List.Item.Meta
            avatar={<Avatar src={hit.image_32x32 || undefined} icon={<UserOutlined />} size={32} />}
            title={
              <Button type="link" style={{ padding: 0 }} onClick={() => onPick(hit)}>
                {hit.full_name}
              </Button>
            }
            description={
              <Space size="small" wrap>
                <span>{phone(hit.phone)}</span>
                <span>{hit.email}</span>
              </Space>
            }
          />
        </List.Item>
      )}
    />
  );
}
