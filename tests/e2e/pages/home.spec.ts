import {expect, test} from '../fixtures';

test('the home page says what Redux is, how to install it and where to start', async ({page}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Redux');
  await expect(page.getByRole('link', {name: 'Get started'})).toHaveAttribute('href', '/introduction/getting-started');
  await expect(page.getByText('npm install @reduxjs/toolkit react-redux')).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Modern Redux in 30 seconds'})).toBeVisible();
  await expect(page.locator('code', {hasText: 'createSlice'}).first()).toBeVisible();
});
