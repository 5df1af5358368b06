import { Button, Flex } from '@frontdesk/shared/antd';
import { Col, Row } from '@frontdesk/shared/antd-pages';
import { PlusOutlined } from '@frontdesk/shared/icons';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useRegisters } from '../hooks/useRegisters';
import { useSelectedRegister } from '../hooks/useSelectedRegister';
import { RegisterCard } from './RegisterCard';
import { RegisterDialog, type Dialog } from './RegisterDialog';

/**
 * /app/register/select, the app's landing: the business's registers and their state; the one this
 * desk works at is chosen here (the app setting `register`), and each is opened, given or relieved
 * of cash, and closed from its card. `?close={registerId}` opens that register's close dialog.
 */
export function RegisterSelectPage() {
  const { t } = useTranslation('payments');
  const { registers, admin } = useRegisters();
  const { selectedId, select } = useSelectedRegister();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [params, setParams] = useSearchParams();

  // the open registers report links here to close one: open its dialog once the list is in
  const closeId = params.get('close');
  useEffect(() => {
    if (!closeId || !registers.data) return;
    const register = registers.data.items.find((r) => r.id === closeId && r.state === 'open');
    if (register) setDialog({ action: 'close', register });
    setParams(
      (current) => {
        current.delete('close');
        return current;
      },
      { replace: true },
    );
  }, [closeId, registers.data, setParams]);

  const addButton = admin ? (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ action: 'add' })}>
      {t('registers.actions.add')}
    </Button>
  ) : null;

  return (
    <Flex vertical gap="middle">
      <PageTitle routeId="registerSelect" intro={t('registers.select.intro')} extra={addButton} />
      <QueryState
        query={registers}
        loading={t('registers.select.loading')}
        failed={t('registers.select.failed')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            title={t('registers.select.emptyTitle')}
            text={admin ? t('registers.select.emptyAdmin') : t('registers.select.emptyStaff')}
            action={addButton}
          />
        }
      >
        {({ items, currency }) => (
          <Row gutter={[16, 16]} role="list" aria-label={t('registers.select.listLabel')}>
            {items.map((register) => (
              <Col key={register.id} xs={24} md={12} xl={8} role="listitem">
                <RegisterCard
                  register={register}
                  currency={currency}
                  admin={admin}
                  selected={register.id === selectedId}
                  onSelect={() => {
                    select(register.id);
                    setAnnouncement(t('registers.select.chosen', { name: register.name }));
                  }}
                  onAction={(action) => setDialog({ action, register })}
                />
              </Col>
            ))}
          </Row>
        )}
      </QueryState>
      {dialog ? <RegisterDialog dialog={dialog} currency={registers.data?.currency ?? 'USD'} onClose={() => setDialog(null)} /> : null}
      <div role="status" aria-live="polite" style={{ position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
        {announcement}
      </div>
    </Flex>
  );
}
