import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail } from '../../common/useLeaveOnError';
import { usePageTitle } from '../../common/usePageTitle';
import { COMPANIES, registerCompany } from './api';
import { CompanyForm } from './CompanyForm';

export default function AddCompanyPage() {
  usePageTitle('Add Company');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const register = useMutation({
    mutationFn: registerCompany,
    async onSuccess() {
      await queryClient.invalidateQueries({ queryKey: COMPANIES });
      await showSuccess('Success!', 'Company registered successfully.');
      navigate('/suppliers/companies');
    },
    onError: (error) => showError('Error', errorDetail(error)),
  });
  return (
    <PageCard title="Add Company">
      <CompanyForm submitting={register.isPending} onSubmit={(values) => register.mutate(values)} />
    </PageCard>
  );
}
