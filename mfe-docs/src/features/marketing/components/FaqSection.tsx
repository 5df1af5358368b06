import { useTranslation } from 'react-i18next';
import { faqGroupIds } from '../faq';
import { FaqGroup } from './FaqGroup';

export function FaqSection() {
  const { t } = useTranslation('docs');
  return (
    <section aria-labelledby="home-faq">
      <h2 id="home-faq">{t('home.faq.title')}</h2>
      <div className="fd-faq">
        {faqGroupIds.map((group) => (
          <FaqGroup key={group} group={group} />
        ))}
      </div>
    </section>
  );
}
