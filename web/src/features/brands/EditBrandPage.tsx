import { useEffect, useRef } from 'react';
import { Center, Loader } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { useLeaveOnError } from '../../common/useLeaveOnError';
import { usePageTitle } from '../../common/usePageTitle';
import { useBrand, useUpdateBrand } from './api';
import { BrandForm } from './BrandForm';
import { t } from '../../common/i18n';

const oops = () => ({ title: t('Oops...'), text: t('Something went wrong!') });

export default function EditBrandPage() {
  usePageTitle(t('Update Brand'));
  const { brandId = '' } = useParams();
  const navigate = useNavigate();
  const validId = /^[1-9]\d{0,9}$/.test(brandId);
  const brand = useBrand(brandId, validId);
  useLeaveOnError(brand.error, { ...oops(), to: '/brands' });
  const warned = useRef(false);
  useEffect(() => {
    if (validId || warned.current) return;
    warned.current = true;
    void showError(oops().title, oops().text).then(() => navigate('/brands', { replace: true }));
  }, [validId, navigate]);

  const update = useUpdateBrand({
    async onSuccess() {
      await showSuccess(t('Success!'), t('Brand updated successfully'));
      void navigate('/brands');
    },
    async onError(error) {
      console.error('Brand update failed', error);
      await showError(oops().title, oops().text);
      void navigate('/brands');
    },
  });

  return (
    <PageCard title={t('Update Brand')}>
      {brand.data ? (
        <BrandForm
          id={brand.data.id}
          initialValues={{ name: brand.data.name, categoryId: String(brand.data.category.id) }}
          submitLabel={t('Update Brand')}
          submitting={update.isPending}
          onSubmit={(values) => update.mutate({ ...values, id: brand.data.id })}
        />
      ) : (
        <Center py="xl">{validId && !brand.error && <Loader size="sm" />}</Center>
      )}
    </PageCard>
  );
}
