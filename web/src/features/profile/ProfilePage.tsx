import { Divider, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { PageCard } from '../../common/PageCard';
import { PasswordForm } from '../../domain/users/PasswordForm';
import { ReadOnlyField } from '../../common/ReadOnlyField';
import { currentLanguage, isLanguage, t } from '../../common/i18n';
import { LANGUAGES, LANGUAGE_NAMES } from '../../common/languages';
import { useLanguageChoice, useSession } from '../../common/useLanguageChoice';
import { usePageTitle } from '../../common/usePageTitle';

/** The signed-in user's own profile: who they are, the language of their screens, and their password. */
export default function ProfilePage() {
  usePageTitle(t('My profile'));
  const session = useSession();
  const choose = useLanguageChoice();
  return (
    <PageCard title={t('My profile')}>
      <Stack maw={560}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ReadOnlyField label={t('Name')} value={session.data?.name ?? ''} />
          <ReadOnlyField label={t('Role')} value={session.data ? session.data.role.slice(5) : ''} />
        </SimpleGrid>
        <div>
          <Text size="sm" fw={500} mb={4} id="profile-language">
            {t('Language of the screens')}
          </Text>
          <SegmentedControl
            aria-labelledby="profile-language"
            value={currentLanguage()}
            data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
            onChange={(value) => {
              if (isLanguage(value)) void choose(value);
            }}
          />
        </div>
        <Divider />
        <PasswordForm />
      </Stack>
    </PageCard>
  );
}
