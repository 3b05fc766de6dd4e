import { useCallback, useRef, useState } from 'react';
import type { SpamSignals } from '../contracts/spam-signals.ts';
import styles from './spam-signals.module.css';

/**
 * The abuse signals of a public form: a honeypot input and the time the form has been open.
 * Call `signals()` when sending; `restart()` after a successful send, so the next form is timed afresh.
 */
export function useSpamSignals() {
  const openedAt = useRef(Date.now());
  const [website, setWebsite] = useState('');
  const signals = useCallback(
    (): SpamSignals => ({ website, fill_ms: Date.now() - openedAt.current }),
    [website],
  );
  const restart = useCallback(() => {
    openedAt.current = Date.now();
    setWebsite('');
  }, []);
  return { website, setWebsite, signals, restart };
}

/**
 * A field that people never see or hear (off screen, hidden from assistive technology, out of the tab
 * order) and that form-filling bots tend to complete.
 */
export function HoneypotField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {label}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
