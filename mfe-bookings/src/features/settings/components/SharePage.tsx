import { Button, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { QRCode } from '@frontdesk/shared/antd-more';
import { CopyButton, CopyField } from '@frontdesk/shared/ui-pages';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { embedSnippet } from '../utils/settingsValues';

/** the QR code's side on the page, in CSS pixels (the download is the same drawing, as SVG) */
const QR_SIZE = 176;

/**
 * The business's booking page (`pagePath`) handed on: its link to copy or open, a QR code to print
 * (downloadable as a PNG) and the code that puts it on the business's own site, in a frame that
 * sizes itself to the page.
 */
export function SharePage({ pagePath }: { pagePath: string }) {
  const { t } = useTranslation('bookings');
  const { token } = theme.useToken();
  const id = useId();
  const qr = useRef<HTMLDivElement>(null);
  const link = new URL(pagePath, window.location.origin).toString();
  const code = embedSnippet(window.location.origin, pagePath);

  // an SVG: sharp at any print size
  const download = () => {
    const svg = qr.current?.querySelector('svg');
    if (!svg) return;
    const file = new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(file);
    a.download = t('settings.share.qrFile');
    a.click();
    URL.revokeObjectURL(a.href);
  };

  return (
    <Flex vertical gap="large">
      <Flex vertical gap="small">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('settings.share.linkIntro')}
        </Typography.Paragraph>
        <CopyField value={link} label={t('settings.share.link')} />
        <Typography.Link href={pagePath} target="_blank" rel="noopener noreferrer">
          {t('settings.embed.open')}
        </Typography.Link>
      </Flex>
      <Flex gap="middle" align="center" wrap>
        <div ref={qr}>
          <QRCode value={link} size={QR_SIZE} bgColor="#ffffff" color="#000000" type="svg" aria-label={t('settings.share.qrLabel')} />
        </div>
        <Flex vertical gap="small" style={{ flex: '1 1 200px' }}>
          <Typography.Text type="secondary">{t('settings.share.qrIntro')}</Typography.Text>
          <div>
            <Button onClick={download}>{t('settings.share.qrDownload')}</Button>
          </div>
        </Flex>
      </Flex>
      <Flex vertical gap="small">
        <Typography.Title level={3} style={{ margin: 0, fontSize: token.fontSize }}>
          {t('settings.embed.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }} id={`${id}-help`}>
          {t('settings.embed.intro')}
        </Typography.Paragraph>
        <pre
          role="region"
          aria-label={t('settings.embed.code')}
          aria-describedby={`${id}-help`}
          // a region a keyboard can reach and scroll
          tabIndex={0}
          style={{
            margin: 0,
            padding: token.paddingSM,
            background: token.colorFillTertiary,
            borderRadius: token.borderRadius,
            fontFamily: token.fontFamilyCode,
            fontSize: token.fontSizeSM,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
          }}
        >
          <code>{code}</code>
        </pre>
        <Flex gap="middle" align="center" wrap>
          <CopyButton text={code} label={t('settings.embed.copy')} />
        </Flex>
      </Flex>
    </Flex>
  );
}
