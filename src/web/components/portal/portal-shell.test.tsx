import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { House, Settings } from 'lucide-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PhoneMenu } from './phone-menu';
import { PortalTopBar } from './portal-top-bar';
import { usePortalNavigation } from './use-portal-navigation';

type Tab = 'home' | 'settings' | 'secret';

const ITEMS = [
  { value: 'home', label: 'Home', icon: House },
  { value: 'settings', label: 'Settings', icon: Settings },
] as const;

function Shell({ logout }: { logout: () => Promise<unknown> }) {
  const nav = usePortalNavigation<Tab>({
    parseTab: (raw) => (raw === 'settings' ? raw : 'home'),
    homeTab: 'home',
    logout: { mutateAsync: logout, isPending: false },
  });
  return (
    <>
      <PortalTopBar tone="dark" {...nav.bar}>
        <span>Ann Coach</span>
      </PortalTopBar>
      <p>Showing {nav.active}</p>
      <PhoneMenu
        {...nav.menu}
        description="Sections and sign out."
        navLabel="Test menu"
        user={{ firstName: 'Ann', lastName: 'Coach', avatar: null }}
        details={<p>Coach</p>}
        items={ITEMS}
      />
    </>
  );
}

function renderShell(path: string, logout = vi.fn(async () => undefined)) {
  const router = createMemoryRouter([{ path: '*', element: <Shell logout={logout} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return { router, logout };
}

describe('the shared portal shell', () => {
  it('opens a tab from ?tab= and falls back to the home tab for one it does not allow', () => {
    renderShell('/portal?tab=secret');
    expect(screen.getByText('Showing home')).toBeTruthy();
  });

  it('opens the phone menu, marks the open tab and keeps the chosen one in ?tab=', async () => {
    const { router } = renderShell('/portal');
    window.scrollTo = vi.fn();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = within(screen.getByRole('dialog')).getByRole('navigation', { name: 'Test menu' });
    expect(within(menu).getByRole('button', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(menu).getByRole('button', { name: 'Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?tab=settings');
    expect(screen.getByText('Showing settings')).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('logs out from the phone menu and goes back to the home tab', async () => {
    const { router, logout } = renderShell('/portal?tab=settings');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
