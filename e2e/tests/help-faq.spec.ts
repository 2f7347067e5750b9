import { expect, test } from '../support/fixtures';

test.describe('Help & FAQs', () => {
  test('browse a category, open an answer, follow a related question and go back @mobile', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help & FAQs' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Popular questions' }).getByRole('link')).not.toHaveCount(0);

    await page
      .getByRole('list', { name: 'Browse by category' })
      .getByRole('link', { name: /Transport Services/ })
      .click();
    await expect(page).toHaveURL(/\/helpList\?category=transport$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Transport Services' })).toBeVisible();

    await page.getByRole('link', { name: 'How long will the driver wait for me?' }).click();
    await expect(page).toHaveURL(/\/helpDetails\?id=transport-waiting-time$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'How long will the driver wait for me?' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('up to 60 minutes after the actual arrival time of your flight');
    await expect(main).toContainText('there is no charge for the delay');

    const related = page.getByRole('list', { name: 'Related questions' });
    await related.getByRole('link', { name: 'When do I receive the driver and car details?' }).click();
    await expect(main).toContainText('3 hours before the pick-up time');

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Help & FAQs' })
      .click();
    await expect(page).toHaveURL(/\/help$/);
    expect(consoleErrors).toEqual([]);
  });

  test('the search filters the questions as you type and announces the count @mobile', async ({ page }) => {
    await page.goto('/help');
    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    await search.fill('refund');
    await expect(page.getByRole('status').filter({ hasText: /match your search/ })).toBeVisible();
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link', { name: 'How long does a refund take?' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Popular questions' })).toHaveCount(0);

    await search.fill('refund zebra');
    await expect(page.getByText('No questions match your search.')).toBeVisible();

    await search.fill('refund');
    await results.getByRole('link', { name: 'How long does a refund take?' }).click();
    await expect(page.getByRole('main')).toContainText('7 to 14 business days');
  });

  test('the questions and answers follow the language (Portuguese, then Spanish)', async ({ page }) => {
    await page.goto('/helpDetails?id=general-cancel-booking');
    await expect(
      page.getByRole('heading', { level: 1, name: 'How do I cancel a booking, and do I get my money back?' }),
    ).toBeVisible();

    await page.getByRole('combobox', { name: /language/i }).selectOption('pt-BR');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Como cancelo uma reserva e recebo meu dinheiro de volta?',
      }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Até 24 horas antes do serviço');

    await page.getByRole('combobox', { name: /idioma|language/i }).selectOption('es-ES');
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Cómo cancelo una reserva y recupero mi dinero?' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Hasta 24 horas antes del servicio');

    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Ayuda y Preguntas Frecuentes' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Explorar por categoría' })).toContainText(
      'Asistencia en el Aeropuerto',
    );
  });

  test('legal pages render their document with readable typography @mobile', async ({ page }) => {
    for (const [path, title] of [
      ['/conditions', 'Terms and Conditions'],
      ['/termsOfUse', 'Terms of Use'],
      ['/privacyPolicy', 'Privacy Policy'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const paragraph = page.getByRole('article').locator('p').nth(1);
      await expect(paragraph).toBeVisible();
      const { lineHeight, fontSize, width } = await paragraph.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          lineHeight: Number.parseFloat(style.lineHeight),
          fontSize: Number.parseFloat(style.fontSize),
          width: element.getBoundingClientRect().width,
        };
      });
      expect(lineHeight / fontSize).toBeGreaterThanOrEqual(1.5);
      // A comfortable measure: no line longer than about 75 characters.
      expect(width / fontSize).toBeLessThanOrEqual(45);
    }
  });
});
