import { Button } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';

/** A line's discount button: what it shows, and for screen readers whose discount it is. */
export function DiscountButton({ text, name, dashed }: { text: string; name: string; dashed: boolean }) {
  const { t } = useTranslation('payments');
  return (
    <Button size="small" type={dashed ? 'dashed' : 'default'} aria-label={t('checkout.cart.discountButton', { text, name })}>
      {text}
    </Button>
  );
}
