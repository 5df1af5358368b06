import { buildPath, useFormat } from '@frontdesk/shared';
import { PublicLinkButton } from '@frontdesk/shared/public';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_CURRENCY, type Plan } from '../plans';

export function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation('docs');
  const { money } = useFormat();
  const headingId = useId();
  const name = t(`pricing.plans.${plan.id}.name`);
  return (
    <section aria-labelledby={headingId} className={`fd-card fd-plan${plan.popular ? ' fd-plan-popular' : ''}`}>
      <header>
        <h2 id={headingId}>{name}</h2>
        {plan.popular && <span className="fd-badge">{t('pricing.popular')}</span>}
      </header>
      <p>{t(`pricing.plans.${plan.id}.description`)}</p>
      <div>
        {/* isolated, so "49,00 US$" keeps its order in a right-to-left layout */}
        <bdi className="fd-price">{money(plan.pricePerMonth, PLAN_CURRENCY)}</bdi> <span>{t('pricing.perMonth')}</span>
      </div>
      <ul>
        {plan.features.map((feature) => (
          <li key={feature}>{t(`pricing.features.${feature}`)}</li>
        ))}
      </ul>
      <PublicLinkButton primary={plan.popular} to={buildPath('register')}>
        {t('pricing.choose', { plan: name })}
      </PublicLinkButton>
    </section>
  );
}
