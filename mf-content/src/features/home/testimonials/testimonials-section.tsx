import { TestimonialSlider } from './testimonial-slider.tsx';
import { HomeSection } from '../home-section.tsx';

export function TestimonialsSection() {
  return (
    <HomeSection block="testimonials" tone="raised">
      <TestimonialSlider />
    </HomeSection>
  );
}
