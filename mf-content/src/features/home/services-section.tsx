import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import { imageUrl } from '@rental/shared/api-client/api-base.ts';
import { listServices } from '@rental/shared/api-client/calls/list-services.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { Skeleton } from '@rental/shared/ui/skeleton.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { LinkedCard } from '../../components/linked-card.tsx';
import page from '../../components/page.module.css';
import { Section } from '../../components/section.tsx';
import { useApiDataWhenNear } from '../../components/use-api-data.ts';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';

const SERVICE_CARDS = 6;
const loadServices = () => listServices({ limit: SERVICE_CARDS, page: 1 });

/** Service cards from the API (SPEC §1), each leading to its service page. */
export function ServicesSection() {
  const { t } = useTranslation(CONTENT_NS);
  const { ref, state: services } = useApiDataWhenNear(loadServices);
  return (
    <Section
      block="services"
      eyebrow={t('home.services.eyebrow')}
      title={t('home.services.title')}
      lead={t('home.services.lead')}
      headerAside={
        <Link className={page.moreLink} to={paths.services()}>
          {t('home.services.all')}
        </Link>
      }
    >
      {services.status === 'failed' && <LoadFailed />}
      <ul ref={ref} className={page.cardGrid} aria-busy={services.status === 'loading'}>
        {services.status === 'loading' &&
          Array.from({ length: SERVICE_CARDS }, (_, index) => (
            <li key={index}>
              <Skeleton height={360} />
            </li>
          ))}
        {services.status === 'ready' &&
          services.data.map((service) => (
            <li key={service.id}>
              <LinkedCard
                image={imageUrl(service.mainImage)}
                to={paths.serviceDetail(service.id)}
                title={service.title}
                text={service.description}
                textClassName={page.clamp3}
              />
            </li>
          ))}
      </ul>
    </Section>
  );
}
