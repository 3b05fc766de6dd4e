import type { ReactNode } from 'react';
import { Link } from '@rental/shared/routes/router.ts';
import { Card } from '@rental/shared/ui/card.tsx';
import page from './page.module.css';

/** A home-page card whose title links to the item's page: image, an optional badge, the title, a short text. */
export function LinkedCard({
  image,
  to,
  title,
  text,
  textClassName,
  badge,
  titleLang,
  textLang,
}: {
  image: string;
  to: string;
  title: string;
  text: string;
  textClassName?: string;
  badge?: ReactNode;
  /** The language of the title or the text when it is not the page's (a text the API answered in English). */
  titleLang?: string;
  textLang?: string;
}) {
  return (
    <Card className={page.linkedCard}>
      <img className={page.cardImage} src={image} alt="" width={800} height={600} loading="lazy" />
      <div className={page.cardBody}>
        {badge && <span className={page.tag}>{badge}</span>}
        <h3 className={page.cardTitle} lang={titleLang}>
          <Link to={to}>{title}</Link>
        </h3>
        <p className={textClassName} lang={textLang}>
          {text}
        </p>
      </div>
    </Card>
  );
}
