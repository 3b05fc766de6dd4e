import { createContext, use, useCallback, useEffect, useState, type ReactNode } from 'react';
import styles from './added-feedback.module.css';
import { noticeEdge, type NoticeEdge } from './notice-edge.ts';

const NOTICE_VISIBLE_MS = 5000;

/** Says a text, placed away from `from`, the control the visitor used. */
type Announce = (text: string, from: Element) => void;

const AnnounceContext = createContext<Announce>(() => undefined);

/** Where the page starts below the header, which the theme sizes (theme.css). */
const headerHeight = () =>
  parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;

const edgeAwayFrom = (control: Element): NoticeEdge =>
  noticeEdge(control.getBoundingClientRect(), window.innerHeight, headerHeight());

/**
 * Says 'Added … to your quote' on screen and to screen readers, for whatever a page adds to the cart. On
 * screen it stays clear of the control that was used, at the top or the bottom of the screen, and changes
 * edge if the visitor scrolls that control under it.
 */
export function AddedFeedbackProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<{ id: number; text: string; from: Element } | null>(null);
  const [edge, setEdge] = useState<NoticeEdge>('bottom');

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_VISIBLE_MS);
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setEdge(edgeAwayFrom(notice.from)));
    };
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', follow);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', follow);
      window.removeEventListener('resize', follow);
    };
  }, [notice]);

  // A new id per message gives a new node, so adding the same item twice is announced twice.
  const announce = useCallback<Announce>((text, from) => {
    setEdge(edgeAwayFrom(from));
    setNotice((previous) => ({ id: (previous?.id ?? 0) + 1, text, from }));
  }, []);

  return (
    <AnnounceContext value={announce}>
      {children}
      <div className={styles.region} role="status" aria-live="polite" data-edge={edge}>
        {notice && (
          <p key={notice.id} className={styles.toast} data-testid="added-notice">
            <svg className={styles.icon} aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
            {notice.text}
          </p>
        )}
      </div>
    </AnnounceContext>
  );
}

export const useAnnounce = () => use(AnnounceContext);
