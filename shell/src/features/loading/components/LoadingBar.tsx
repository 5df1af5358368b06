import { useStore } from '@frontdesk/shared';
import { theme } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';
import { loadingStore } from '../../../common/loadingStore';

/** A thin bar across the top of the page while a remote or page loads (spec §2). */
export function LoadingBar() {
  const pending = useStore(loadingStore);
  const { token } = theme.useToken();
  const { t } = useTranslation('common');
  if (pending === 0) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('loading')}
      aria-busy="true"
      style={{ position: 'fixed', insetInlineStart: 0, insetBlockStart: 0, insetInlineEnd: 0, height: 3, zIndex: 2000, overflow: 'hidden' }}
    >
      <div
        style={{
          height: '100%',
          width: '40%',
          background: token.colorPrimary,
          animation: 'frontdesk-loading 1.1s ease-in-out infinite',
        }}
      />
      <style>{'@keyframes frontdesk-loading{0%{transform:translateX(-100%)}100%{transform:translateX(250%)}}'}</style>
    </div>
  );
}
