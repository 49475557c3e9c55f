import { Center, Loader } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail } from '../../common/api';
import { useLeaveOnError } from '../../common/useLeaveOnError';
import { usePageTitle } from '../../common/usePageTitle';
import { useCompany, useUpdateCompany } from './api';
import { CompanyForm } from './CompanyForm';
import { t } from '../../common/i18n';

/** Edit Company: its title and button read 'Add Company' and 'Register Company', as the original screen does. */
export default function EditCompanyPage() {
  usePageTitle(t('Edit Company'));
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const company = useCompany(companyId);

  useLeaveOnError(company.error, { title: t('Error'), to: '/suppliers/companies' });

  const update = useUpdateCompany({
    async onSuccess() {
      await showSuccess(t('Success!'), t('Company updated successfully'));
      void navigate('/suppliers/companies');
    },
    onError: (error) => showError(t('Error while updating company'), errorDetail(error)),
  });

  return (
    <PageCard title={t('Add Company')}>
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
