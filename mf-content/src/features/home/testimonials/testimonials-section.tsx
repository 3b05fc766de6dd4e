import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/section.tsx';
import { CONTENT_NS } from '../../../i18n/content-i18n.ts';
import { TestimonialSlider } from './testimonial-slider.tsx';

export function TestimonialsSection() {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <Section
      block="testimonials"
      tone="raised"
      eyebrow={t('home.testimonials.eyebrow')}
      title={t('home.testimonials.title')}
      lead={t('home.testimonials.lead')}
    >
      <TestimonialSlider />
    </Section>
  );
}
