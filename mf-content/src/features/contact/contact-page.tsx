import { useTranslation } from 'react-i18next';
import { LocalBusinessJsonLd } from '@rental/shared/seo/local-business-json-ld.tsx';
import { PageHead } from '@rental/shared/seo/page-head.tsx';
import { fullAddress, siteConfig } from '@rental/shared/site/site-config.ts';
import page from '../../components/page.module.css';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import { ContactDetails } from './contact-details.tsx';
import { ContactForm } from './contact-form.tsx';
import styles from './contact.module.css';
import column from '@rental/shared/ui/content-column.module.css';

/** The contact page (docs/product.md#contact): the contact details, a 'Request a Quote' button and the message form. */
export function ContactPage() {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <div className={`${column.contentColumn} ${page.page}`}>
      <PageHead
        title={t('contact.title')}
        description={t('seo.contactDescription', { phone: siteConfig.phone.display, address: fullAddress() })}
      />
      <LocalBusinessJsonLd description={t('seo.homeDescription')} />
      <header className={page.pageHeader}>
        <h1 className={page.pageTitle}>{t('contact.title')}</h1>
        <p className={page.lead}>{t('contact.lead')}</p>
      </header>
      <div className={styles.columns}>
        <ContactDetails />
        <ContactForm />
      </div>
    </div>
  );
}
