import { Link } from '@rental/shared/routes/router.ts';
import { PageHead } from '@rental/shared/seo/page-head.tsx';
import { buttonClass } from '@rental/shared/ui/button.tsx';
import styles from './not-found-state.module.css';

/**
 * An address that names nothing: says so in the page's one heading and offers the way back. The page's
 * loader has the server answer 404 (docs/decisions/015); `noindex` also keeps it out of search results
 * when the browser reaches it.
 */
export function NotFoundState({
  title,
  text,
  backHref,
  backLabel,
}: {
  title: string;
  text: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <section className={styles.state}>
      <PageHead title={title} description={text} noindex />
      <svg className={styles.icon} aria-hidden="true" viewBox="0 0 24 24" width="48" height="48">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M16.5 16.5L21 21M8.5 8.5l5 5M13.5 8.5l-5 5" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <h1>{title}</h1>
      <p>{text}</p>
      <Link className={buttonClass('primary')} to={backHref}>
        {backLabel}
      </Link>
    </section>
  );
}
