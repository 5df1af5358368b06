import { useApiMutation, useFormat, useQuery, type TaxRate, type TaxRatePatch } from '@frontdesk/shared';
import { Button, Drawer, Flex, Typography } from '@frontdesk/shared/antd';
import { Card, InboxOutlined } from '@frontdesk/shared/antd-pages';
import { Popconfirm, Tag } from '@frontdesk/shared/antd-more';
import { CheckOutlined, EditOutlined } from '@frontdesk/shared/icons';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { ErrorAlert } from '@frontdesk/shared/ui-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { taxRatesQuery, updateTaxRate } from '../api';
import { TaxRateEditor } from './TaxRateEditor';

type Change = { rate: TaxRate; patch: TaxRatePatch };

/** The admins' tax rates: each rate (rename, change its percent, make it the default, archive it), and a new one. */
export function TaxRatesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const rates = useQuery({ ...taxRatesQuery(), enabled: open });
  const [editing, setEditing] = useState<string | null>(null);
  const change = useApiMutation({
    mutationFn: ({ rate, patch }: Change) => updateTaxRate(rate.id, patch),
    invalidates: [['tax-rates'], ['catalogue']],
    successMessage: (saved, { patch }) => t(patch.archived ? 'catalogue.rates.archived' : 'catalogue.rates.madeDefault', { name: saved.name }),
    failureToast: false,
  });
  const busyOn = (rate: TaxRate) => change.busy && change.variables?.rate.id === rate.id;

  const row = (rate: TaxRate) =>
    editing === rate.id ? (
      <Card size="small">
        <TaxRateEditor rate={rate} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />
      </Card>
    ) : (
      <Card size="small">
        <Flex justify="space-between" align="center" gap="small" wrap>
          <Flex gap="small" align="center" wrap>
            <Typography.Text strong>{rate.name}</Typography.Text>
            <Typography.Text>{t('catalogue.percent', { percent: format.basisPoints(rate.rateBp) })}</Typography.Text>
            {rate.isDefault ? <Tag color="processing">{t('catalogue.rates.default')}</Tag> : null}
          </Flex>
          <Flex gap="small" wrap>
            <Button
              size="small"
              icon={<EditOutlined aria-hidden />}
              aria-label={t('catalogue.rates.editNamed', { name: rate.name })}
              onClick={() => setEditing(rate.id)}
            >
              {t('catalogue.rates.edit')}
            </Button>
            {rate.isDefault ? null : (
              <Button
                size="small"
                icon={<CheckOutlined aria-hidden />}
                loading={busyOn(rate) && change.variables?.patch.isDefault === true}
                aria-label={t('catalogue.rates.makeDefaultNamed', { name: rate.name })}
                onClick={() => change.mutate({ rate, patch: { isDefault: true } })}
              >
                {t('catalogue.rates.makeDefault')}
              </Button>
            )}
            <Popconfirm
              title={t('catalogue.rates.confirmArchive', { name: rate.name })}
              okText={t('catalogue.rates.archive')}
              okButtonProps={{ danger: true }}
              cancelText={t('catalogue.rates.cancel')}
              onConfirm={() => change.mutateAsync({ rate, patch: { archived: true } }).catch(() => undefined)}
            >
              <Button
                size="small"
                danger
                icon={<InboxOutlined aria-hidden />}
                loading={busyOn(rate) && change.variables?.patch.archived === true}
                aria-label={t('catalogue.rates.archiveNamed', { name: rate.name })}
              >
                {t('catalogue.rates.archive')}
              </Button>
            </Popconfirm>
          </Flex>
        </Flex>
      </Card>
    );

  return (
    <Drawer open={open} onClose={onClose} size={480} title={t('catalogue.rates.title')} destroyOnHidden>
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('catalogue.rates.intro')}
        </Typography.Paragraph>
        <ErrorAlert text={change.errorText} />
        <QueryState
          query={rates}
          size="section"
          loading={t('catalogue.rates.loading')}
          failed={t('catalogue.rates.failed')}
          isEmpty={(list) => list.items.length === 0}
          empty={<EmptyState size="section" title={t('catalogue.rates.empty')} />}
        >
          {(list) => (
            <Flex vertical gap="small" role="list" aria-label={t('catalogue.rates.caption')}>
              {list.items.map((rate) => (
                <div role="listitem" key={rate.id}>
                  {row(rate)}
                </div>
              ))}
            </Flex>
          )}
        </QueryState>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('catalogue.rates.newRate')}
        </Typography.Title>
        <TaxRateEditor />
      </Flex>
    </Drawer>
  );
}
