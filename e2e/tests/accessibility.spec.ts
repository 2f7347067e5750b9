import AxeBuilder from '@axe-core/playwright';
import { waitForLiveScreen } from '../support/axe';
import { expect, test } from '../support/fixtures';

const paths = ['/', '/conditions', '/page-timeout', '/no-such-page'];

test.describe('accessibility (axe-core)', () => {
  for (const path of paths) {
    test(`${path} has no serious or critical violations @mobile`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await waitForLiveScreen(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
});
