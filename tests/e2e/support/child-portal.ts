import { expect, type Page } from '@playwright/test';

/**
 * After a guardian has signed in (on Family), opens a child's portal on a tab, as the header's
 * "Viewing:" choice does: the child is in the address, so the page can be reloaded or shared.
 */
export async function openChildPortal(page: Page, firstName: string, tab?: string): Promise<string> {
  await expect(page.getByRole('heading', { name: /Family/ }).first()).toBeVisible();
  const family = await (await page.request.get('/api/family')).json();
  const child = family.children.find((c: { firstName: string }) => c.firstName === firstName);
  expect(child, `${firstName} is one of the guardian's children`).toBeTruthy();
  await page.goto(`/student-portal?child=${child.id}${tab ? `&tab=${tab}` : ''}`);
  // Desktop shows the portal's tabs, a phone its bottom bar: either way the child's portal is open.
  await expect(
    page
      .getByRole('tablist', { name: 'Portal sections' })
      .or(page.getByRole('navigation', { name: 'Portal sections' }))
      .first(),
  ).toBeVisible();
  return child.id as string;
}
