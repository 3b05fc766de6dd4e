import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from '@rental/shared/routes/router.ts';
import { MainImage } from '@rental/shared/ui/main-image.tsx';
import type { CartItemInput } from '@rental/shared/cart/cart-item.ts';
import type { Language } from '@rental/shared/i18n/languages.ts';
import { useTextLang } from '@rental/shared/i18n/page-language.ts';
import { itemPath, paths } from '@rental/shared/routes/paths.ts';
import { BreadcrumbJsonLd, type BreadcrumbPage } from '@rental/shared/seo/breadcrumb-json-ld.tsx';
import { PageHead } from '@rental/shared/seo/page-head.tsx';
import { AddedFeedbackProvider } from '../components/added-feedback/added-feedback.tsx';
import { NotFoundState } from '../components/not-found/not-found-state.tsx';
import { CATALOGUE_NS } from '../i18n/catalogue-i18n.ts';
import { AddToQuoteForm } from './add-to-quote-form.tsx';
import type { DetailBack } from './detail-back.ts';
import { DetailFailed } from './detail-states.tsx';
import styles from './detail.module.css';
import type { ItemState } from './item-loader.ts';
import column from '@rental/shared/ui/content-column.module.css';

interface DetailView {
  cartItem: CartItemInput;
  heading: string;
  label: ReactNode;
  description: string;
  /** The language the API answered the heading and the description in, when it translates them. */
  headingLanguage?: Language;
  descriptionLanguage?: Language;
  mainImage: string | null;
  /** The pages between home and this one, for search results' breadcrumbs (the list, its filters). */
  trail: BreadcrumbPage[];
  /** Below image and text, full width (a package's items). */
  more?: ReactNode;
}

/**
 * The frame of the three detail pages: the way back, image, label, heading, text, quantity and Add to Cart;
 * in the head, the item's name and description, and its breadcrumbs as structured data. The item is the
 * one the route's loader read (`loadItem`).
 */
export function DetailPage<T>({ back, view }: { back: DetailBack; view: (item: T) => DetailView }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const langOf = useTextLang();
  const result = useLoaderData() as ItemState<T>;
  if (result.state === 'missing') {
    return (
      <NotFoundState
        title={t('detail.notFoundTitle')}
        text={t('detail.notFoundText')}
        backHref={back.href}
        backLabel={back.label}
      />
    );
  }
  if (result.state === 'failed') return <DetailFailed back={back} />;

  const item = view(result.item);
  const { type, id } = item.cartItem;
  return (
    <AddedFeedbackProvider>
      <PageHead
        title={item.heading}
        description={item.description.trim() || t('seo.detailDescription', { name: item.heading })}
        image={item.mainImage}
      />
      <BreadcrumbJsonLd
        pages={[
          { name: t('seo.home'), path: paths.home() },
          ...item.trail,
          { name: item.heading, path: itemPath(type, id) },
        ]}
      />
      <article className={`${column.contentColumn} ${styles.page}`}>
        <Link className={styles.back} to={back.href}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          {back.label}
        </Link>
        <div className={styles.layout}>
          <MainImage className={styles.image} image={item.mainImage} fetchPriority="high" />
          <div className={styles.info}>
            <p className={styles.kicker}>{item.label}</p>
            <h1 className={styles.heading} lang={langOf(item.headingLanguage)}>
              {item.heading}
            </h1>
            <p className={styles.description} lang={langOf(item.descriptionLanguage)}>
              {item.description}
            </p>
            <AddToQuoteForm item={item.cartItem} />
          </div>
        </div>
        {item.more}
      </article>
    </AddedFeedbackProvider>
  );
}
