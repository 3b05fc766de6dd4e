import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import page from '../../components/page.module.css';
import { Section } from '../../components/section.tsx';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';

/**
 * A home block headed by its own `home.<block>` eyebrow, title and lead (docs/product.md#home); with `allAt`,
 * the address of the whole list, its `home.<block>.all` link beside the heading.
 */
export function HomeSection({
  allAt,
  ...props
}: Omit<ComponentProps<typeof Section>, 'eyebrow' | 'title' | 'lead' | 'headerAside'> & { allAt?: string }) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <Section
      {...props}
      eyebrow={t(`home.${props.block}.eyebrow`)}
      title={t(`home.${props.block}.title`)}
      lead={t(`home.${props.block}.lead`)}
      headerAside={
        allAt && (
          <Link className={page.moreLink} to={allAt}>
            {t(`home.${props.block}.all`)}
          </Link>
        )
      }
    />
  );
}
