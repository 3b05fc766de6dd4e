import { useTranslation } from 'react-i18next';
import { imageUrl } from '@rental/shared/api-client/api-base.ts';
import { searchStaff } from '@rental/shared/api-client/calls/search-staff.ts';
import { Skeleton } from '@rental/shared/ui/skeleton.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { Section } from '../../components/section.tsx';
import { useApiData } from '../../components/use-api-data.ts';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import styles from './about.module.css';

const PLACEHOLDERS = 8;

/** The team grid (SPEC §2): every staff member the API returns, with name, title and avatar. */
export function TeamSection() {
  const { t } = useTranslation(CONTENT_NS);
  const staff = useApiData(searchStaff);
  return (
    <Section
      block="team"
      tone="raised"
      eyebrow={t('about.teamEyebrow')}
      title={t('about.teamTitle')}
      lead={
        staff.status === 'ready'
          ? t('about.teamLead', { count: staff.data.length })
          : t('about.teamLeadLoading')
      }
    >
      {staff.status === 'failed' && <LoadFailed />}
      <ul className={styles.team} aria-busy={staff.status === 'loading'}>
        {staff.status === 'loading' &&
          Array.from({ length: PLACEHOLDERS }, (_, index) => (
            <li key={index}>
              <Skeleton height={300} />
            </li>
          ))}
        {staff.status === 'ready' &&
          staff.data.map((person) => (
            <li key={person.id} className={styles.member} data-testid="staff-member">
              <img src={imageUrl(person.avatar)} alt="" width={400} height={400} loading="lazy" />
              <h3 className={styles.memberName}>
                {t('about.fullName', { firstname: person.firstname, lastname: person.lastname })}
              </h3>
              <p className={styles.memberTitle}>{person.title}</p>
            </li>
          ))}
      </ul>
    </Section>
  );
}
