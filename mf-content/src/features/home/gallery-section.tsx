import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../components/media.ts';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import styles from './home.module.css';
import { HomeSection } from './home-section.tsx';

const GALLERY = [
  { key: 'concert', image: '/media/gallery/concert-stage.svg' },
  { key: 'film', image: '/media/gallery/film-night-exterior.svg' },
  { key: 'corporate', image: '/media/gallery/corporate-general-session.svg' },
  { key: 'festival', image: '/media/gallery/festival-main-stage.svg' },
  { key: 'theater', image: '/media/gallery/theater-follow-spot.svg' },
  { key: 'party', image: '/media/gallery/wedding-tent-party.svg' },
] as const;

/** A gallery of the kinds of productions we equip (docs/product.md#home). */
export function GallerySection() {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <HomeSection block="gallery">
      <ul className={styles.gallery}>
        {GALLERY.map((item) => (
          <li key={item.key}>
            <figure className={styles.galleryItem}>
              <img
                src={mediaUrl(item.image)}
                alt={t(`home.gallery.items.${item.key}.alt`)}
                width={800}
                height={600}
                loading="lazy"
              />
              <figcaption>{t(`home.gallery.items.${item.key}.caption`)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
