import { useTranslation } from 'react-i18next';
import { useLoaderData } from '@rental/shared/routes/router.ts';
import { LocalBusinessJsonLd } from '@rental/shared/seo/local-business-json-ld.tsx';
import { PageHead } from '@rental/shared/seo/page-head.tsx';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import { AboutIntroSection } from './about-intro-section.tsx';
import { ClientsSection } from './clients-section.tsx';
import { GallerySection } from './gallery-section.tsx';
import type { HomeData } from './home-data.ts';
import { HeroSection } from './hero/hero-section.tsx';
import { InventoryTeaserSection } from './inventory-teaser-section.tsx';
import { LatestNewsSection } from './latest-news-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { ProgressSection } from './progress-section.tsx';
import { ServicesSection } from './services-section.tsx';
import { StatsSection } from './stats-section.tsx';
import { TestimonialsSection } from './testimonials/testimonials-section.tsx';
import { TruckPackagesSection } from './truck-packages-section.tsx';

/**
 * The home page: every block of docs/product.md#home, in that order; search engines learn the company from it.
 * All of them render at once, on the server too, with the data of the page's loader (docs/decisions/015).
 */
export function HomePage() {
  const { t } = useTranslation(CONTENT_NS);
  const { services, news, trucks } = useLoaderData<HomeData>();
  return (
    <>
      <PageHead title={t('seo.homeTitle')} description={t('seo.homeDescription')} />
      <LocalBusinessJsonLd description={t('seo.homeDescription')} />
      <HeroSection />
      <AboutIntroSection />
      <StatsSection />
      <ServicesSection services={services} />
      <TruckPackagesSection packages={trucks} />
      <GallerySection />
      <TestimonialsSection />
      <InventoryTeaserSection />
      <PricingSection />
      <LatestNewsSection projects={news} />
      <ClientsSection />
      <ProgressSection />
    </>
  );
}
