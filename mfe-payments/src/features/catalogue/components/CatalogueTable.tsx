import { buildPath, useFormat, type CatalogueItem, type CatalogueItemPage, type TaxRate } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { InboxOutlined, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { Popconfirm, Tag } from '@frontdesk/shared/antd-more';
import { EditOutlined } from '@frontdesk/shared/icons';
import { LinkButton, PagedTable } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { taxRateText } from '../utils/taxRateText';

type Props = {
  data: CatalogueItemPage;
  /** the rates offered, to name an item's rate (an archived one is shown by its percent) */
  rates: TaxRate[];
  loading: boolean;
  /** admins edit and archive */
  admin: boolean;
  archiving: string | null;
  onArchive: (item: CatalogueItem) => Promise<unknown>;
  onPage: (page: number) => void;
};

/** A page of catalogue items: name (kind, SKU, duration, variants), category, price, tax, stock, and the admin's actions. */
export function CatalogueTable({ data, rates, loading, admin, archiving, onArchive, onPage }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();

  const taxOf = (item: CatalogueItem) => {
    if (item.taxRateId === null) return <Typography.Text type="secondary">{t('catalogue.noTax')}</Typography.Text>;
    const rate = rates.find((r) => r.id === item.taxRateId);
    return rate ? taxRateText(t, rate, format) : t('catalogue.percent', { percent: format.basisPoints(item.taxRateBp) });
  };

  const detailsOf = (item: CatalogueItem) =>
    [
      t(`catalogue.kind.${item.kind}`),
      item.sku ? t('catalogue.sku', { sku: item.sku }) : null,
      item.durationMinutes ? t('catalogue.minutes', { count: item.durationMinutes }) : null,
      item.variants.length ? t('catalogue.variants', { names: item.variants.map((variant) => variant.name).join(', ') }) : null,
    ]
      .filter(Boolean)
      .join(' · ');

  const columns: TableColumnsType<CatalogueItem> = [
    {
      key: 'name',
      title: t('catalogue.columns.name'),
      render: (_, item) => (
        <Flex vertical>
          <Typography.Text strong>{item.name}</Typography.Text>
          <Typography.Text type="secondary">{detailsOf(item)}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'category', title: t('catalogue.columns.category'), dataIndex: 'category' },
    {
      key: 'price',
      title: t('catalogue.columns.price'),
      align: 'end',
      render: (_, item) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{format.money(item.priceMinor, data.currency)}</span>,
    },
    { key: 'tax', title: t('catalogue.columns.tax'), render: (_, item) => taxOf(item) },
    {
      key: 'stock',
      title: t('catalogue.columns.stock'),
      render: (_, item) =>
        item.inventory ? (
          <Flex gap={4} wrap align="center">
            {/* the tag's own colours (green on pale green) fail contrast: its words carry the state */}
            <Tag>{t(`catalogue.inventory.${item.inventory}`)}</Tag>
            {item.quantity !== null ? <Typography.Text type="secondary">{t('catalogue.left', { count: item.quantity })}</Typography.Text> : null}
          </Flex>
        ) : (
          <Typography.Text type="secondary" aria-hidden>
            —
          </Typography.Text>
        ),
    },
    ...(admin
      ? [
          {
            key: 'actions',
            title: t('catalogue.columns.actions'),
            width: 1,
            render: (_: unknown, item: CatalogueItem) => (
              <Flex gap="small">
                <LinkButton
                  icon={<EditOutlined aria-hidden />}
                  to={buildPath('catalogueEdit', { itemId: item.id })}
                  aria-label={t('catalogue.editNamed', { name: item.name })}
                >
                  {t('catalogue.edit')}
                </LinkButton>
                <Popconfirm
                  title={t('catalogue.confirmArchive', { name: item.name })}
                  description={t('catalogue.confirmArchiveText')}
                  okText={t('catalogue.archive')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('catalogue.cancel')}
                  onConfirm={() => onArchive(item).catch(() => undefined)}
                >
                  <Button
                    danger
                    icon={<InboxOutlined aria-hidden />}
                    loading={archiving === item.id}
                    aria-label={t('catalogue.archiveNamed', { name: item.name })}
                  >
                    {t('catalogue.archive')}
                  </Button>
                </Popconfirm>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return <PagedTable<CatalogueItem> aria-label={t('catalogue.caption')} rowKey="id" columns={columns} data={data} loading={loading} onPage={onPage} />;
}
