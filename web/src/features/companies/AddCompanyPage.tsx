import { useNavigate } from 'react-router';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail } from '../../common/api';
import { usePageTitle } from '../../common/usePageTitle';
import { useRegisterCompany } from './api';
import { CompanyForm } from './CompanyForm';
import { t } from '../../common/i18n';

export default function AddCompanyPage() {
  usePageTitle(t('Add Company'));
  const navigate = useNavigate();
  const register = useRegisterCompany({
    async onSuccess() {
      await showSuccess(t('Success!'), t('Company registered successfully.'));
      void navigate('/suppliers/companies');
    },
    onError: (error) => showError(t('Error'), errorDetail(error)),
  });
  return (
    <PageCard title={t('Add Company')}>
      <CompanyForm submitting={register.isPending} onSubmit={(values) => register.mutate(values)} />
    </PageCard>
  );
}
