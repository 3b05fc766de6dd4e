import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import { catalogueBundles } from '../../testing/catalogue-bundles.ts';
import { packageOf } from '../../testing/catalogue-fixtures.ts';
import { PackageItemsPreview } from './package-items-preview.tsx';

beforeAll(() => useTestI18n(CATALOGUE_NS, catalogueBundles));

describe('package items preview', () => {
  it('shows the first 5 items and toggles the rest', async () => {
    const user = userEvent.setup();
    render(<PackageItemsPreview items={packageOf(1, 8).package_items} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 × Part 1',
      '2 × Part 2',
      '3 × Part 3',
      '4 × Part 4',
      '5 × Part 5',
    ]);
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(toggle).toHaveAccessibleName('Show less');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('has no toggle for 5 items or fewer', () => {
    render(<PackageItemsPreview items={packageOf(1, 5).package_items} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
