import { useState, type ReactNode } from 'react';
import { AppShell, Burger, Button, Group, NavLink, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink as RouterNavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { clearToken, isAdmin, validClaims } from '../common/session';
import { NAVIGATION, NAVIGATION_LINKS } from './navigation';

/**
 * A menu group's header: a button, so that Tab reaches it and Enter or Space opens it (Mantine
 * draws it as a link without an address, which the keyboard skips), telling its state to screen readers.
 */
function NavGroup({ label, startOpened, children }: { label: string; startOpened: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(startOpened);
  return (
    <NavLink component="button" label={label} opened={opened} onChange={setOpened} aria-expanded={opened} childrenOffset="md">
      {children}
    </NavLink>
  );
}

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const claims = validClaims();
  const admin = isAdmin(claims);

  function logout() {
    clearToken();
    queryClient.clear();
    void navigate('/auth/login', { replace: true });
  }

  // The most specific link wins: /suppliers/companies/add lights 'Manage Companies', not 'Manage Suppliers'.
  const activeLink = NAVIGATION_LINKS.filter((to) => location.pathname === to || location.pathname.startsWith(`${to}/`)).sort(
    (a, b) => b.length - a.length,
  )[0];
  const isActive = (to: string) => to === activeLink;

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      footer={{ height: 40 }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle sidebar" />
            <Title order={1} size="h3" c="teal.8">
              Hanout
            </Title>
          </Group>
          <Group gap="sm">
            <Text size="sm" c="dimmed" visibleFrom="xs">
              {claims?.name}
            </Text>
            <Button variant="light" color="red" size="xs" onClick={logout}>
              LOGOUT
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main navigation">
        <ScrollArea>
          {NAVIGATION.filter((item) => admin || !item.adminOnly).map((item) =>
            item.children ? (
              <NavGroup key={item.label} label={item.label} startOpened={item.children.some((child) => isActive(child.to))}>
                {item.children.map((child) => (
                  <NavLink
                    key={child.to}
                    component={RouterNavLink}
                    to={child.to}
                    end
                    label={child.label}
                    active={isActive(child.to)}
                    onClick={close}
                  />
                ))}
              </NavGroup>
            ) : (
              <NavLink
                key={item.label}
                component={RouterNavLink}
                to={item.to!}
                label={item.label}
                active={isActive(item.to!)}
                onClick={close}
              />
            ),
          )}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer>
        <Text size="sm" c="dimmed" ta="center" lh="40px">
          © 2024 Hanout. All rights reserved.
        </Text>
      </AppShell.Footer>
    </AppShell>
  );
}
