import { buildPath } from '@frontdesk/shared';
import { PublicLinkButton } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function HomeHero() {
  const { t } = useTranslation('docs');
  return (
    <section className="fd-hero" aria-labelledby="home-hero">
      <h1 id="home-hero">{t('home.hero.title')}</h1>
      <p className="fd-lead">{t('home.hero.text')}</p>
      <div className="fd-actions">
        <PublicLinkButton primary to={buildPath('register')}>
          {t('home.hero.start')}
        </PublicLinkButton>
        <PublicLinkButton to={buildPath('pricing')}>{t('home.hero.pricing')}</PublicLinkButton>
        <Link to={buildPath('docs.welcome')}>{t('home.hero.docs')}</Link>
      </div>
    </section>
  );
}
