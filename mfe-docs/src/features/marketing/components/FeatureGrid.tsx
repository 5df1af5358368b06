import { useTranslation } from 'react-i18next';

const features = ['bookings', 'checkout', 'invoices', 'payments', 'contacts'] as const;

/** The five things Frontdesk does, one card each. */
export function FeatureGrid() {
  const { t } = useTranslation('docs');
  return (
    <section aria-labelledby="home-features">
      <h2 id="home-features">{t('home.features.title')}</h2>
      <div className="fd-cards">
        {features.map((id) => (
          <div key={id} className="fd-card">
            <span className="fd-card-mark" aria-hidden />
            <h3>{t(`home.features.${id}.title`)}</h3>
            <p>{t(`home.features.${id}.text`)}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
