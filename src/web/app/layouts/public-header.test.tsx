import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { headerLinks } from '@/core/content/academy';
import { PublicLayout } from './public-layout';

function renderLayout(path = '/home') {
  const router = createMemoryRouter(
    [{ Component: PublicLayout, children: [{ path: '*', element: <h1>Page</h1> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('PublicLayout', () => {
  it('lists the header links in the spec order', () => {
    renderLayout();
    const [desktopNav] = screen.getAllByRole('navigation', { name: 'Main', hidden: true });
    const labels = within(desktopNav!)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent);
    expect(labels).toEqual(headerLinks.map((link) => link.label));
  });

  it('opens the mobile menu and closes it when a link is chosen or Escape is pressed', () => {
    const router = renderLayout();
    const button = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu.hidden).toBe(true);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(menu.hidden).toBe(false);

    fireEvent.click(within(menu).getByRole('link', { name: 'Coaches' }));
    expect(router.state.location.pathname).toBe('/coaches');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('has a skip link, a main landmark and the copyright line', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Solent Golf Academy. All rights reserved.`),
    ).toBeTruthy();
  });
});
