import { useTranslation } from 'react-i18next';
import type { RouteId } from '../routes/routeTable';
import { Heading } from './Heading';
import { Result } from './antd';
import { ToolOutlined } from './icons';

/** The honest panel of a page whose route and owner are real but whose screen comes later. */
export function BeingBuiltPanel({ routeId }: { routeId: RouteId }) {
  const { t } = useTranslation(['common', 'routes']);
  const page = t(`routes:${routeId}`);
  return <Result icon={<ToolOutlined />} title={<Heading level={1}>{page}</Heading>} subTitle={t('building.text', { page })} />;
}
