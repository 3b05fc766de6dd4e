import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { siteConfig } from '@rental/shared/site/site-config.ts';
import styles from './footer.module.css';

/** The footer's links (docs/product.md#footer): 'Popular Services' → /services, 'Request a Quote' → /request-quote. */
const footerLinks = [
  { to: paths.home(), key: 'footer.home' },
  { to: paths.aboutUs(), key: 'footer.about' },
  { to: paths.latestProjects(), key: 'footer.latestNews' },
  { to: paths.contactUs(), key: 'footer.contact' },
  { to: paths.services(), key: 'footer.popularServices' },
  { to: paths.requestQuote(), key: 'footer.requestQuote' },
] as const;

export function Footer() {
  const { t } = useTranslation('shell');
  const { address, phone, email, social, name } = siteConfig;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            {name}
          </h2>
          <p className={styles.muted}>{t('footer.tagline')}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t('footer.linksTitle')}
          </h2>
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contactTitle')}
          </h2>
          <address className={styles.address}>
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
            <br />
            <a href={phone.href}>{phone.display}</a>
            <br />
            <a href={`mailto:${email}`}>{email}</a>
            <br />
            <a href={social.url} target="_blank" rel="noopener noreferrer">
              {social.network}
              <span className="visually-hidden"> {t('footer.opensInNewTab')}</span>
            </a>
          </address>
        </section>
      </div>
      {/* The server's clock and the visitor's may be in different years (New Year's Eve in another time
          zone, a clock set wrong): the server's year stays until the footer next renders. */}
      <p className={styles.copyright} suppressHydrationWarning>
        {t('footer.copyright', { year: new Date().getFullYear(), name })}
      </p>
    </footer>
  );
}
