import {expect, test} from '../fixtures';

test('the home page says what Redux is, how to install it and where to start', async ({page}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Redux');
  await expect(page.getByRole('link', {name: 'Get started'})).toHaveAttribute('href', '/introduction/getting-started');
  await expect(page.getByText('npm install @reduxjs/toolkit react-redux')).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Modern Redux in 30 seconds'})).toBeVisible();
  await expect(page.locator('code', {hasText: 'createSlice'}).first()).toBeVisible();
});

test('the site icon is at /favicon.ico, where browsers ask for it unprompted, and the pages link it there', async ({
  page,
  request,
}) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  await page.goto('/');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
});
