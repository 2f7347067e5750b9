import { expect, test } from '../support/fixtures';

// Uses a portal of its own: switching a remote off is global state.
test.describe('runtime remote registry', () => {
  test.describe.configure({ mode: 'serial' });

  test('operations switch a remote off and on without a rebuild', async ({ page, isolatedPortal }) => {
    const { baseURL } = isolatedPortal;
    await page.goto(`${baseURL}/`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Help & FAQs' })).toBeVisible();

    await isolatedPortal.setRemoteEnabled('mfe-help', false);
    await page.goto(`${baseURL}/`);
    await expect(header.getByRole('link', { name: 'Fast Track' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Help & FAQs' })).toHaveCount(0);

    await page.goto(`${baseURL}/help`);
    await expect(page.getByRole('heading', { name: /service is unavailable/i })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await isolatedPortal.setRemoteEnabled('mfe-help', true);
    await page.goto(`${baseURL}/help`);
    await expect(page.getByRole('heading', { name: /service is unavailable/i })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Help & FAQs' })).toBeVisible();
  });
});
