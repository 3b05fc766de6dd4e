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

/** The home page: every block of SPEC §1, in the spec's order. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <AboutIntroSection />
      <StatsSection />
      <ServicesSection />
      <TruckPackagesSection />
      <GallerySection />
      <TestimonialsSection />
      <InventoryTeaserSection />
      <PricingSection />
      <LatestNewsSection />
      <ClientsSection />
      <ProgressSection />
    </>
  );
}
