import { bus, buildPath, formatPhone } from '@frontdesk/shared';
import { Alert, Avatar, Button, Drawer, Empty, Flex, Input, List, Space, Spin, Typography } from '@frontdesk/shared/antd';
import { UserOutlined } from '@frontdesk/shared/icons';
import { layout } from '@frontdesk/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ContactHit } from '../api';
import { useContactSearch } from '../hooks/useContactSearch';

export type QuickAddTarget = { assetTypeId: string; typeName: string } | null;

type Props = { open: boolean; onClose: () => void; quickAdd: QuickAddTarget };

/** The contact search drawer (spec §2): 500 px, opened from the top bar or through the bus. */
export function SearchDrawer({ open, onClose, quickAdd }: Props) {
  const { t } = useTranslation('shell');
  const [text, setText] = useState('');
  const state = useContactSearch(text);
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) setText('');
  }, [open]);

  const pick = (hit: ContactHit) => {
    onClose();
    navigate(
      quickAdd
        ? buildPath('assetCreate', { customerId: hit.id, assetTypeId: quickAdd.assetTypeId })
        : buildPath('contact', { contactId: hit.id }),
    );
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={layout.searchDrawerWidth}
      title={quickAdd ? t('search.pickFor', { type: quickAdd.typeName }) : t('search.title')}
      destroyOnHidden
    >
      <Input.Search
        autoFocus
        allowClear
        aria-label={t('search.title')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        loading={state.status === 'loading'}
      />
      <div style={{ marginBlockStart: 16 }}>
        {state.status === 'idle' && <Typography.Text type="secondary">{t('search.hint')}</Typography.Text>}
        {state.status === 'loading' && (
          <Flex justify="center">
            <Spin />
          </Flex>
        )}
        {state.status === 'failed' && <Alert type="error" showIcon title={t('search.failed')} />}
        {state.status === 'done' && state.hits.length === 0 && (
          <Empty description={t('search.empty', { q: state.q })} />
        )}
        {state.status === 'done' && state.hits.length > 0 && (
          <List
            dataSource={state.hits}
            rowKey="id"
            renderItem={(hit) => (
              <List.Item
                actions={
                  quickAdd
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
                    <Button type="link" style={{ padding: 0 }} onClick={() => pick(hit)}>
                      {hit.full_name}
                    </Button>
                  }
                  description={
                    <Space size="small" wrap>
                      <span>{formatPhone(hit.phone)}</span>
                      <span>{hit.email}</span>
                    </Space>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </div>
    </Drawer>
  );
}

export const openSearchDrawer = () => bus.emit({ type: 'searchDrawer', open: true });
