import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/section.tsx';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';

/** A home block headed by its own `home.<block>` eyebrow, title and lead (docs/product.md#home). */
export function HomeSection(props: Omit<ComponentProps<typeof Section>, 'eyebrow' | 'title' | 'lead'>) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <Section
      {...props}
      eyebrow={t(`home.${props.block}.eyebrow`)}
      title={t(`home.${props.block}.title`)}
      lead={t(`home.${props.block}.lead`)}
    />
  );
}
