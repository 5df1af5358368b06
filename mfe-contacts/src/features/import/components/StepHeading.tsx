import { Typography, theme } from '@frontdesk/shared/antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export const STEP_COUNT = 4;

/**
 * A step's heading, "Step 2 of 4: Match the columns". With `focus` (the user moved to this step) it
 * takes the focus when it appears, so keyboard and screen reader users start the step at its top.
 */
export function StepHeading({ n, title, focus }: { n: number; title: string; focus: boolean }) {
  const { t } = useTranslation('contacts');
  const { token } = theme.useToken();
  const ref = useRef<HTMLElement>(null);
  const focusOnArrival = useRef(focus);
  useEffect(() => {
    if (focusOnArrival.current) ref.current?.focus();
  }, []);
  return (
    <Typography.Title level={2} ref={ref} tabIndex={-1} style={{ margin: 0, fontSize: token.fontSizeHeading4, outline: 'none' }}>
      {t('contactImport.steps.heading', { n, total: STEP_COUNT, title })}
    </Typography.Title>
  );
}
