import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { siteConfig } from '@rental/shared/site/site-config.ts';
import styles from './footer.module.css';
import column from '@rental/shared/ui/content-column.module.css';

/** The footer's links (docs/product.md#footer): 'Popular Services' → /services, 'Request a Quote' → /request-quote. */
const footerLinks = [
  { to: paths.home(), key: 'footer.home' },
  { to: paths.aboutUs(), key: 'footer.about' },
  { to: paths.latestProjects(), key: 'footer.latestNews' },
  { to: paths.contactUs(), key: 'footer.contact' },
  { to: paths.services(), key: 'footer.popularServices' },
  { to: paths.requestQuote(), key: 'footer.requestQuote' },
] as const;

/** A column of the footer, named by its heading. */
function FooterColumn({
  id,
  title,
  landmark: Landmark = 'section',
  children,
}: {
  id: string;
  title: string;
  landmark?: 'section' | 'nav';
  children: ReactNode;
}) {
  return (
    <Landmark aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </Landmark>
  );
}

export function Footer() {
  const { t } = useTranslation('shell');
  const { address, phone, email, social, name } = siteConfig;
  return (
    <footer className={styles.footer}>
      <div className={`${column.contentColumn} ${styles.inner}`}>
        <FooterColumn id="footer-company" title={name}>
          <p className={styles.muted}>{t('footer.tagline')}</p>
        </FooterColumn>
        <FooterColumn id="footer-links" title={t('footer.linksTitle')} landmark="nav">
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-contact" title={t('footer.contactTitle')}>
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
        </FooterColumn>
      </div>
      {/* The server's clock and the visitor's may be in different years (New Year's Eve in another time
          zone, a clock set wrong): the server's year stays until the footer next renders. */}
      <p className={styles.copyright} suppressHydrationWarning>
        {t('footer.copyright', { year: new Date().getFullYear(), name })}
      </p>
    </footer>
  );
}
