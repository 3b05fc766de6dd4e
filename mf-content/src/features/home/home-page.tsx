import { useTranslation } from 'react-i18next';
import { LocalBusinessJsonLd } from '@rental/shared/seo/local-business-json-ld.tsx';
import { PageHead } from '@rental/shared/seo/page-head.tsx';
import { useProgressiveCount } from '../../components/use-progressive-count.ts';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import { AboutIntroSection } from './about-intro-section.tsx';
import { ClientsSection } from './clients-section.tsx';
import { GallerySection } from './gallery-section.tsx';
import { HeroSection } from './hero/hero-section.tsx';
import { InventoryTeaserSection } from './inventory-teaser-section.tsx';
import { LatestNewsSection } from './latest-news-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { ProgressSection } from './progress-section.tsx';
import { ServicesSection } from './services-section.tsx';
import { StatsSection } from './stats-section.tsx';
import { TestimonialsSection } from './testimonials/testimonials-section.tsx';
import { TruckPackagesSection } from './truck-packages-section.tsx';

/** The blocks after the hero, in SPEC §1's order. */
const BLOCKS_BELOW_THE_HERO = [
  { name: 'about', Block: AboutIntroSection },
  { name: 'stats', Block: StatsSection },
  { name: 'services', Block: ServicesSection },
  { name: 'trucks', Block: TruckPackagesSection },
  { name: 'gallery', Block: GallerySection },
  { name: 'testimonials', Block: TestimonialsSection },
  { name: 'inventory', Block: InventoryTeaserSection },
  { name: 'pricing', Block: PricingSection },
  { name: 'news', Block: LatestNewsSection },
  { name: 'clients', Block: ClientsSection },
  { name: 'progress', Block: ProgressSection },
];

/**
 * The home page: every block of SPEC §1, in the spec's order; search engines learn the company from it.
 * The hero comes first on its own, the other blocks follow one per task (useProgressiveCount), and the
 * page says it is busy until the last one is there.
 */
export function HomePage() {
  const { t } = useTranslation(CONTENT_NS);
  const shown = useProgressiveCount(BLOCKS_BELOW_THE_HERO.length);
  return (
    <>
      <PageHead title={t('seo.homeTitle')} description={t('seo.homeDescription')} />
      <LocalBusinessJsonLd description={t('seo.homeDescription')} />
      <HeroSection />
      <div aria-busy={shown < BLOCKS_BELOW_THE_HERO.length}>
        {BLOCKS_BELOW_THE_HERO.slice(0, shown).map(({ name, Block }) => (
          <Block key={name} />
        ))}
      </div>
    </>
  );
}
