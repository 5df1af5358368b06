import { useTranslation } from 'react-i18next';
import type { RouteId } from '../routes/routeTable';
import { Result } from './antd';
import { ToolOutlined } from './icons';

/** The honest panel of a page whose route and owner are real but whose screen comes later. */
export function BeingBuiltPanel({ routeId }: { routeId: RouteId }) {
  const { t } = useTranslation('common');
  const page = t(`routes:${routeId}`);
  return (
    <Result
      icon={<ToolOutlined />}
      title={<span role="heading" aria-level={1}>{page}</span>}
      subTitle={t('building.text', { page })}
    />
  );
}
