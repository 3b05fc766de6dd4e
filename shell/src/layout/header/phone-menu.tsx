import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from './header-button.module.css';
import styles from './phone-menu.module.css';
import { MobileNav } from './mobile-nav.tsx';

const MENU_ID = 'mobile-nav';

/**
 * Whether the phone menu is open, outside the header's state: its button and its panel follow it, and
 * the rest of the header (links, mega menu, search, language, cart) does not render again on every tap
 * of the button (docs/decisions/022).
 */
export class PhoneMenuState {
  private open = false;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly isOpen = () => this.open;

  readonly toggle = () => this.set(!this.open);

  readonly close = () => this.set(false);

  private set(open: boolean) {
    if (open === this.open) return;
    this.open = open;
    for (const listener of this.listeners) listener();
  }
}

/** One state per header, made once. */
export const usePhoneMenuState = () => useState(() => new PhoneMenuState())[0];

const useOpen = (menu: PhoneMenuState) => useSyncExternalStore(menu.subscribe, menu.isOpen, () => false);

export function PhoneMenuButton({ menu }: { menu: PhoneMenuState }) {
  const { t } = useTranslation('shell');
  return (
    <button
      type="button"
      className={`${buttonStyles.iconButton} ${styles.menuButton}`}
      aria-expanded={useOpen(menu)}
      aria-controls={MENU_ID}
      onClick={menu.toggle}
    >
      <span aria-hidden="true" className={styles.burger} />
      <span className="visually-hidden">{t('nav.menu')}</span>
    </button>
  );
}

export function PhoneMenuPanel({ menu }: { menu: PhoneMenuState }) {
  return useOpen(menu) ? <MobileNav id={MENU_ID} /> : null;
}
