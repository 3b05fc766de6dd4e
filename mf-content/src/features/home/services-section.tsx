import { useTextLang } from '@rental/shared/i18n/page-language.ts';
import { imageUrl } from '@rental/shared/api-client/api-base.ts';
import type { Service } from '@rental/shared/contracts';
import { paths } from '@rental/shared/routes/paths.ts';
import type { Loaded } from '../../components/load-from-api.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { LinkedCard } from '../../components/linked-card.tsx';
import page from '../../components/page.module.css';
import { HomeSection } from './home-section.tsx';

/** Service cards from the API (docs/product.md#home), each leading to its service page. */
export function ServicesSection({ services }: { services: Loaded<Service[]> }) {
  const langOf = useTextLang();
  return (
    <HomeSection block="services" allAt={paths.services()}>
      {services.status === 'failed' ? (
        <LoadFailed />
      ) : (
        <ul className={page.cardGrid}>
          {services.data.map((service) => (
            <li key={service.id}>
              <LinkedCard
                image={imageUrl(service.mainImage)}
                to={paths.serviceDetail({ id: service.id })}
                title={service.title}
                titleLang={langOf(service.languages.title)}
                text={service.description}
                textLang={langOf(service.languages.description)}
                textClassName={page.clamp3}
              />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
