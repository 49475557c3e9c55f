import { useNavigate } from 'react-router';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail } from '../../common/api';
import { usePageTitle } from '../../common/usePageTitle';
import { useRegisterCompany } from './queries';
import { CompanyForm } from './CompanyForm';

export default function AddCompanyPage() {
  usePageTitle('Add Company');
  const navigate = useNavigate();
  const register = useRegisterCompany({
    async onSuccess() {
      await showSuccess('Success!', 'Company registered successfully.');
      void navigate('/suppliers/companies');
    },
    onError: (error) => showError('Error', errorDetail(error)),
  });
  return (
    <PageCard title="Add Company">
      <CompanyForm submitting={register.isPending} onSubmit={(values) => register.mutate(values)} />
    </PageCard>
  );
}
