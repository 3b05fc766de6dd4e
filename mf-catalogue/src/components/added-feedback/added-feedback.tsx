import { createContext, use, useCallback, useEffect, useState, type ReactNode } from 'react';
import styles from './added-feedback.module.css';

const NOTICE_VISIBLE_MS = 5000;

const AnnounceContext = createContext<(text: string) => void>(() => undefined);

/** Says 'Added … to your quote' on screen and to screen readers, for whatever a page adds to the cart. */
export function AddedFeedbackProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<{ id: number; text: string } | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  // A new id per message gives a new node, so adding the same item twice is announced twice.
  const announce = useCallback(
    (text: string) => setNotice((previous) => ({ id: (previous?.id ?? 0) + 1, text })),
    [],
  );

  return (
    <AnnounceContext value={announce}>
      {children}
      <div className={styles.region} role="status" aria-live="polite">
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
