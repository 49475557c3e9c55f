import { Center, Loader } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail } from '../../common/api';
import { useLeaveOnError } from '../../common/useLeaveOnError';
import { usePageTitle } from '../../common/usePageTitle';
import { useCompany, useUpdateCompany } from './queries';
import { CompanyForm } from './CompanyForm';

/** Edit Company: its title and button read 'Add Company' and 'Register Company', as the original screen does. */
export default function EditCompanyPage() {
  usePageTitle('Edit Company');
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const company = useCompany(companyId);

  useLeaveOnError(company.error, { title: 'Error', to: '/suppliers/companies' });

  const update = useUpdateCompany({
    async onSuccess() {
      await showSuccess('Success!', 'Company updated successfully');
      void navigate('/suppliers/companies');
    },
    onError: (error) => showError('Error while updating company', errorDetail(error)),
  });

  return (
    <PageCard title="Add Company">
      {company.data ? (
        <CompanyForm
          id={company.data.id}
          initialValues={{ name: company.data.name, mobile: company.data.mobile, email: company.data.email, address: company.data.address }}
          submitting={update.isPending}
          onSubmit={(values) => update.mutate({ ...values, id: company.data.id })}
        />
      ) : (
        <Center py="xl">{!company.error && <Loader size="sm" />}</Center>
      )}
    </PageCard>
  );
}
