import { useTranslation } from 'react-i18next';
import { plans } from '../plans';
import { MarketingLayout } from './MarketingLayout';
import { PlanCard } from './PlanCard';

/** The public pricing page (/pricing): three plans side by side (stacked on a phone). */
export function PricingPage() {
  const { t } = useTranslation('docs');
  return (
    <MarketingLayout>
      <div className="fd-hero">
        <h1>{t('pricing.title')}</h1>
        <p className="fd-lead">{t('pricing.text')}</p>
      </div>
      <div className="fd-cards">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
    </MarketingLayout>
  );
}
