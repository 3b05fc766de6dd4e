import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@rental/shared/ui/skeleton.tsx';
import type { PackageItem } from '@rental/shared/contracts';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import { PACKAGE_PREVIEW_SIZE } from './package-source.ts';
import styles from './packages.module.css';

/**
 * The first 5 items of a package, with 'Show more / Show less' when it holds more. Every item is in the
 * page, those past the fifth hidden while closed: the toggle changes attributes only, so its tap paints
 * within a frame (docs/decisions/022), and the page sent by the server names the whole package. Opened,
 * the whole list lies over the cards below it: the card keeps its place and size in the grid, so its
 * row does not stretch to a package's every item beside cards of five.
 */
export function PackageItemsPreview({ items }: { items: PackageItem[] }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const lines = useMemo(
    () => items.map((item) => t('packages.itemLine', { count: item.quantity, name: item.item_name })),
    [items, t],
  );
  return (
    <div className={styles.preview}>
      <div className={styles.previewPanel} data-open={open}>
        <ul id={listId} className={styles.previewItems} data-open={open}>
          {items.map((item, index) => (
            <li key={item.id} hidden={!open && index >= PACKAGE_PREVIEW_SIZE}>
              {lines[index]}
            </li>
          ))}
        </ul>
        {items.length > PACKAGE_PREVIEW_SIZE && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            {t(open ? 'packages.showLess' : 'packages.showMore')}
          </button>
        )}
      </div>
    </div>
  );
}

/** The preview's outline while packages load: the same box, five lines. */
export function PackageItemsPreviewSkeleton() {
  return (
    <div className={styles.preview}>
      <div className={styles.previewPanel}>
        {Array.from({ length: PACKAGE_PREVIEW_SIZE }, (_, index) => (
          <Skeleton
            key={index}
            height="0.9em"
            width={`${80 - (index % 3) * 15}%`}
            style={{ margin: '0.2em 0' }}
          />
        ))}
      </div>
    </div>
  );
}
