import {expect, test} from '../fixtures';

test('the footer has the Docs, Community and More groups, a logo and the 2015–2022 copyright', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer.footer');
  await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'Community', 'More']);
  await expect(footer.getByRole('img', {name: 'Redux logo'})).toBeVisible();
  await expect(footer.locator('.footer__copyright')).toContainText('Copyright © 2015–2022');
  await expect(footer.getByRole('link', {name: /^GitHub\b(?! Discussions)/})).toHaveAttribute(
    'href',
    'https://github.com/reduxjs/redux',
  );
});
