import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import { MainImage } from '@rental/shared/ui/main-image.tsx';
import { Button } from '@rental/shared/ui/button.tsx';
import { Card } from '@rental/shared/ui/card.tsx';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import styles from './item-card.module.css';
import type { PictureLoading } from './picture-loading.ts';

/** A catalogue card: image, a small line above the name, the name linking to the detail, Add to Cart. */
export function ItemCard({
  href,
  name,
  nameLang,
  kicker,
  mainImage,
  onAdd,
  picture = 'lazy',
  children,
}: {
  href: string;
  name: string;
  /** The name's language when it is not the page's (a name the API answered in English). */
  nameLang?: string;
  kicker: string;
  mainImage: string | null;
  /** Gets the button, which the added notice keeps clear of. */
  onAdd: (button: HTMLElement) => void;
  /** How its picture loads: see `pictureLoading`. */
  picture?: PictureLoading;
  children?: ReactNode;
}) {
  const { t } = useTranslation(CATALOGUE_NS);
  return (
    <Card className={styles.card}>
      <MainImage
        className={styles.image}
        image={mainImage}
        loading={picture === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={picture === 'first' ? 'high' : undefined}
        decoding="async"
      />
      <div className={styles.body}>
        <p className={styles.kicker}>{kicker}</p>
        <h2 className={styles.title} lang={nameLang}>
          <Link to={href}>{name}</Link>
        </h2>
        {children && <div className={styles.extra}>{children}</div>}
        <Button
          className={styles.add}
          onClick={(event) => onAdd(event.currentTarget)}
          aria-label={t('addToCartNamed', { name })}
        >
          {t('addToCart')}
        </Button>
      </div>
    </Card>
  );
}
