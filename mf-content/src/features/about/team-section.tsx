import { useTextLang } from '@rental/shared/i18n/page-language.ts';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '@rental/shared/api-client/api-base.ts';
import type { Staff } from '@rental/shared/contracts';
import type { Loaded } from '../../components/load-from-api.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { Section } from '../../components/section.tsx';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import styles from './about.module.css';

/** The team grid (docs/product.md#about): every staff member the API returns, with name, title and avatar. */
export function TeamSection({ staff }: { staff: Loaded<Staff[]> }) {
  const { t } = useTranslation(CONTENT_NS);
  const langOf = useTextLang();
  return (
    <Section
      block="team"
      tone="raised"
      eyebrow={t('about.teamEyebrow')}
      title={t('about.teamTitle')}
      lead={
        staff.status === 'ready'
          ? t('about.teamLead', { count: staff.data.length })
          : t('about.teamLeadUncounted')
      }
    >
      {staff.status === 'failed' ? (
        <LoadFailed />
      ) : (
        <ul className={styles.team}>
          {staff.data.map((person) => (
            <li key={person.id} className={styles.member} data-testid="staff-member">
              <img src={imageUrl(person.avatar)} alt="" width={400} height={400} loading="lazy" />
              <h3 className={styles.memberName}>
                {t('about.fullName', { firstname: person.firstname, lastname: person.lastname })}
              </h3>
              <p className={styles.memberTitle} lang={langOf(person.languages.title)}>
                {person.title}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
