import { useEffect, useState, type ReactNode } from 'react';
import { Anchor, AppShell, Box, Burger, Button, Group, Menu, NavLink, Text, Title } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { NavLink as RouterNavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { changeLanguage, currentLanguage } from '../common/i18n';
import { useLanguageChoice, useSession } from '../common/useLanguageChoice';
import { LANGUAGES, LANGUAGE_NAMES } from '../common/languages';
import { isAdmin, storeLanguage, validClaims } from '../common/session';
import { activeLinkOf, navigation } from './navigation';
import { t } from '../common/i18n';

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

/** Follows the signed-in user's language, as the server has it. */
function useSessionLanguage() {
  const session = useSession();
  const language = session.data?.language;
  useEffect(() => {
    if (!language) return;
    storeLanguage(language);
    void changeLanguage(language);
  }, [language]);
  return session;
}

/** The header's language menu: the choice is saved on the user, then every screen is drawn again in it. */
function LanguageMenu() {
  const choose = useLanguageChoice();
  const language = currentLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* On a phone the header keeps only the icon: the name, the brand and LOGOUT fill it. */}
        <Button variant="default" size="xs" px={8} aria-label={`${t('Language')}: ${LANGUAGE_NAMES[language]}`}>
          <IconLanguage size={16} />
          <Box component="span" ms={6} visibleFrom="sm">
            {LANGUAGE_NAMES[language]}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((choice) => (
          <Menu.Item
            key={choice}
            lang={choice}
            leftSection={choice === language ? <IconCheck size={14} /> : <span style={{ width: 14, display: 'inline-block' }} />}
            onClick={() => void choose(choice)}
          >
            {LANGUAGE_NAMES[choice]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure();
  // On a phone the menu is drawn when opened: its links cost the first screen a fifth of its script time.
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  const navigate = useNavigate();
  const location = useLocation();
  const claims = validClaims();
  const admin = isAdmin(claims);
  const session = useSessionLanguage();

  const activeLink = activeLinkOf(location.pathname);
  const isActive = (to: string) => to === activeLink;

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('Toggle sidebar')} />
            <Title order={1} size="h3" c="teal.8">
              Hanout
            </Title>
            {session.data?.shop && (
              <Text size="sm" c="dimmed" visibleFrom="xs" data-testid="open-shop">
                {session.data.shop.name} <bdi dir="ltr">({session.data.shop.code})</bdi>
              </Text>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Anchor component={RouterNavLink} to="/profile" size="sm" c="dimmed" visibleFrom="xs" title={t('My profile')}>
              {session.data?.name ?? claims?.name}
            </Anchor>
            <LanguageMenu />
            <Button variant="light" color="red" size="xs" onClick={() => void navigate('/sign-out')}>
              {t('LOGOUT')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('Main navigation')}>
        {/* The browser's own scrolling: Mantine's ScrollArea cost a phone 0.2 s of script on every first screen. */}
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          {(wide || opened) &&
            navigation()
              .filter((item) => admin || !item.adminOnly)
              .map((item) =>
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
        </AppShell.Section>
      </AppShell.Navbar>
      {/*
        The footer ends the page rather than staying fixed over its foot: on a phone a fixed footer hid
        the rows and buttons that scrolled under it. The page is at least the screen's height, so that
        on a short one the footer still sits at the bottom.
      */}
      <AppShell.Main bg="gray.0" display="flex" style={{ flexDirection: 'column' }}>
        <Box flex={1}>
          <Outlet />
        </Box>
        <Text component="footer" size="sm" c="dimmed" ta="center" pt="md">
          {t('© {{year}} Hanout. All rights reserved.', { year: new Date().getFullYear() })}
        </Text>
      </AppShell.Main>
    </AppShell>
  );
}
