import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { fullAddress, siteConfig } from '@rental/shared/site/site-config.ts';
import { buttonClass } from '@rental/shared/ui/button.tsx';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import styles from './contact.module.css';

const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress())}`;

/** The address, phone, e-mail and social link from the site configuration, and the way to a quote. */
export function ContactDetails() {
  const { t } = useTranslation(CONTENT_NS);
  const { weekdays } = siteConfig.openingHours;
  return (
    <section className={styles.details} aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading" className={styles.formTitle}>
        {t('contact.details.title')}
      </h2>
      <address className={styles.addressList}>
        <dl>
          <div>
            <dt>{t('contact.details.address')}</dt>
            <dd>
              <a href={mapsUrl} target="_blank" rel="noopener noreferrer">
                {fullAddress()}
                <span className="visually-hidden">{t('common.opensInNewTab')}</span>
              </a>
            </dd>
          </div>
          <div>
            <dt>{t('contact.details.phone')}</dt>
            <dd>
              <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a>
            </dd>
          </div>
          <div>
            <dt>{t('contact.details.email')}</dt>
            <dd>
              <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
            </dd>
          </div>
          <div>
            <dt>{t('contact.details.social')}</dt>
            <dd>
              <a href={siteConfig.social.url} target="_blank" rel="noopener noreferrer">
                {siteConfig.social.network}
                <span className="visually-hidden">{t('common.opensInNewTab')}</span>
              </a>
            </dd>
          </div>
          <div>
            <dt>{t('contact.details.hours')}</dt>
            <dd>
              {t('contact.details.weekdays', { opens: weekdays.opens, closes: weekdays.closes })}
              <br />
              {t('contact.details.saturday')}
            </dd>
          </div>
        </dl>
      </address>
      <div className={styles.quoteBox}>
        <h3 className={styles.quoteTitle}>{t('contact.quote.title')}</h3>
        <p>{t('contact.quote.text')}</p>
        <Link className={buttonClass('primary')} to={paths.requestQuote()}>
          {t('common.requestQuote')}
        </Link>
      </div>
    </section>
  );
}
