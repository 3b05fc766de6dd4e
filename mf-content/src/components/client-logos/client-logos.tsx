import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import { mediaUrl } from '../media.ts';
import page from '../page.module.css';
import styles from './client-logos.module.css';
import { CLIENTS } from './clients.ts';

/** The client-logo grid of the home and about pages; each logo's text alternative is the client's name. */
export function ClientLogos() {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <ul className={`${page.gridList} ${styles.grid}`}>
      {CLIENTS.map((client) => (
        <li key={client.id} className={styles.logo}>
          <img
            src={mediaUrl(client.logo)}
            alt={t(`clients.names.${client.id}`)}
            width={240}
            height={96}
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  );
}
