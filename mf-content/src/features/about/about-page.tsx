import { useTranslation } from 'react-i18next';
import { useLoaderData } from '@rental/shared/routes/router.ts';
import { PageHead } from '@rental/shared/seo/page-head.tsx';
import { ClientLogos } from '../../components/client-logos/client-logos.tsx';
import { CompanyStats } from '../../components/counters/company-stats.tsx';
import { mediaUrl } from '../../components/media.ts';
import page from '../../components/page.module.css';
import { Section } from '../../components/section.tsx';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import type { AboutData } from './about-data.ts';
import styles from './about.module.css';
import { TeamSection } from './team-section.tsx';
import column from '@rental/shared/ui/content-column.module.css';

const VALUES = ['prepared', 'honest', 'local'] as const;

/** The about page: the company introduction, the team grid from the page's loader, counters and client logos. */
export function AboutPage() {
  const { t } = useTranslation(CONTENT_NS);
  const { team } = useLoaderData<AboutData>();
  return (
    <>
      <PageHead title={t('about.title')} description={t('about.lead')} />
      <div className={`${column.contentColumn} ${page.page}`}>
        <div className={styles.intro}>
          <div>
            <h1 className={page.pageTitle}>{t('about.title')}</h1>
            <p className={page.lead}>{t('about.lead')}</p>
            <div className={styles.story}>
              <p>{t('about.story1')}</p>
              <p>{t('about.story2')}</p>
            </div>
          </div>
          <img
            className={styles.introImage}
            src={mediaUrl('/media/gallery/festival-main-stage.svg')}
            alt={t('about.imageAlt')}
            width={800}
            height={600}
            fetchPriority="high"
          />
        </div>
        <ul className={styles.values}>
          {VALUES.map((value) => (
            <li key={value}>
              <h2 className={styles.valueTitle}>{t(`about.values.${value}.title`)}</h2>
              <p>{t(`about.values.${value}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
      <TeamSection staff={team} />
      <Section block="about-stats" title={t('about.statsTitle')} lead={t('about.statsLead')}>
        <CompanyStats />
      </Section>
      <Section block="about-clients" tone="raised" title={t('clients.title')} lead={t('clients.lead')}>
        <ClientLogos />
      </Section>
    </>
  );
}
