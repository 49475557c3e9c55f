import { useMemo, useRef, useState } from 'react';
import { Alert, Badge, Button, Checkbox, FileButton, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconDownload, IconFileImport, IconUpload } from '@tabler/icons-react';
import {
  IMPORT_COLUMNS,
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  type ImportAction,
  type ImportKind,
  type ImportNewNames,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportResult,
} from '@hanout/contract';
import { errorDetail } from '../../common/api';
import { showError } from '../../common/dialogs';
import { t, useLanguage } from '../../common/i18n';
import { DataTable, type Column } from '../../common/list/DataTable';
import { ListFooter } from '../../common/list/ListFooter';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { fetchTemplate, useCommitImport, usePreviewImport } from './api';

const texts = () => ({
  title: t('Import'),
  kind: t('What the file holds'),
  kinds: {
    products: t('Products'),
    customers: t('Customers'),
    suppliers: t('Suppliers'),
    'opening-stock': t('Opening stock'),
  } satisfies Record<ImportKind, string>,
  chooseFile: t('Choose a CSV or XLSX file'),
  template: t('Download the template'),
  columnsHint: t('The first row names the columns (French, English or Arabic, in any order); columns marked * are required:'),
  tooBig: t('The file is larger than {{size}} MB.', { size: IMPORT_MAX_BYTES / 1024 / 1024 }),
  previewFailed: t('The file cannot be read'),
  ignored: (columns: string) => t('Ignored columns: {{columns}}', { columns }),
  newNames: t('These do not exist yet and will be created:'),
  newNameKinds: {
    categories: (names: string) => t('Categories: {{names}}', { names }),
    brands: (names: string) => t('Brands: {{names}}', { names }),
    units: (names: string) => t('Units: {{names}}', { names }),
    companies: (names: string) => t('Companies: {{names}}', { names }),
  } satisfies Record<keyof ImportNewNames, (names: string) => string>,
  confirmNew: t('Create them'),
  blocked: t('Nothing is imported while a row has an error: correct the file, then choose it again.'),
  show: t('Rows shown'),
  allRows: t('All rows'),
  errorRows: t('Rows with errors'),
  commit: (count: number) => t('Import {{count}} rows', { count }),
  commitFailed: t('The import failed'),
  done: (result: ImportResult) =>
    t('Import done: {{new}} added, {{updated}} updated, {{unchanged}} unchanged.', {
      new: result.counts.new,
      updated: result.counts.updated,
      unchanged: result.counts.unchanged,
    }),
  row: t('Row'),
  action: t('Action'),
  errors: t('Errors'),
  caption: t('Preview of the import'),
  noErrors: t('No row has an error.'),
});

const ACTIONS = (): Record<ImportAction, { label: string; color: string }> => ({
  NEW: { label: t('New'), color: 'teal' },
  UPDATE: { label: t('Update', { context: 'import' }), color: 'blue' },
  UNCHANGED: { label: t('Unchanged'), color: 'gray' },
  INVALID: { label: t('Error'), color: 'red' },
});

/** Each column's name on screen, by the field it fills. */
const columnLabels = (): Record<string, string> => ({
  name: t('Name'),
  barcode: t('Barcode'),
  brand: t('Brand'),
  category: t('Category'),
  unit: t('Unit'),
  vatRate: t('VAT rate'),
  reorderLevel: t('Reorder level'),
  dci: t('DCI'),
  strength: t('Dosage'),
  form: t('Form'),
  unitsPerPack: t('Units per pack'),
  ppv: t('PPV (DH)'),
  pph: t('PPH (DH)'),
  schedule: t('Schedule'),
  mobile: t('Mobile'),
  ice: t('ICE'),
  address: t('Address'),
  type: t('Type'),
  creditLimit: t('Credit limit'),
  email: t('E-mail'),
  company: t('Company'),
  companyAddress: t('Company address'),
  companyEmail: t('Company Email'),
  companyMobile: t('Company Mobile'),
  product: t('Product'),
  quantity: t('Quantity'),
  batchNumber: t('Lot number'),
  manufactureDate: t('Manufacture Date'),
  expireDate: t('Expire Date'),
  buyingPrice: t('Buying Price'),
  sellingPrice: t('Selling Price'),
});

function previewColumns(preview: ImportPreview): Column<ImportPreviewRow>[] {
  const labels = columnLabels();
  const actions = ACTIONS();
  return [
    { header: texts().row, render: (row) => row.line, width: 60 },
    {
      header: texts().action,
      width: 130,
      render: (row) => (
        <Badge color={actions[row.action].color} variant="light" tt="none" styles={{ label: { overflow: 'visible' } }}>
          {actions[row.action].label}
        </Badge>
      ),
    },
    ...preview.columns.map((key) => ({ header: labels[key] ?? key, render: (row: ImportPreviewRow) => row.values[key] })),
    {
      header: texts().errors,
      width: 320,
      render: (row) => (
        <Stack gap={2}>
          {row.errors.map((error, index) => (
            <Text key={index} size="sm" c="red">
              {error.column
                ? t('{{label}}: {{value}}', { label: labels[error.column] ?? error.column, value: error.message })
                : error.message}
            </Text>
          ))}
        </Stack>
      ),
    },
  ];
}

/** Saves a downloaded file under its name. */
function download(file: File) {
  const url = URL.createObjectURL(file);
  Object.assign(document.createElement('a'), { href: url, download: file.name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A file's rows, a page at a time: 5,000 rows stay quick to draw and to read. */
function PreviewRows({ preview }: { preview: ImportPreview }) {
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(50);
  const rows = useMemo(() => (onlyErrors ? preview.rows.filter((row) => row.action === 'INVALID') : preview.rows), [preview, onlyErrors]);
  const columns = useMemo(() => previewColumns(preview), [preview]);
  const shown = rows.slice(page * size, (page + 1) * size);
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={texts().show}
        w="fit-content"
        value={onlyErrors ? 'errors' : 'all'}
        onChange={(value) => {
          setOnlyErrors(value === 'errors');
          setPage(0);
        }}
        data={[
          { value: 'all', label: texts().allRows },
          { value: 'errors', label: texts().errorRows },
        ]}
      />
      <DataTable columns={columns} rows={shown} rowKey={(row) => row.line} caption={texts().caption} emptyText={texts().noErrors} />
      <ListFooter
        page={page}
        size={size}
        offset={page * size}
        count={shown.length}
        totalElements={rows.length}
        totalPages={Math.ceil(rows.length / size)}
        onPage={setPage}
        onSize={(next) => {
          setSize(next);
          setPage(0);
        }}
      />
    </Stack>
  );
}

function Counts({ preview }: { preview: ImportPreview }) {
  const actions = ACTIONS();
  const counts: Record<ImportAction, number> = {
    NEW: preview.counts.new,
    UPDATE: preview.counts.updated,
    UNCHANGED: preview.counts.unchanged,
    INVALID: preview.counts.invalid,
  };
  return (
    <Group gap="xs" data-testid="import-counts">
      {(Object.keys(counts) as ImportAction[]).map((action) => (
        <Badge key={action} color={actions[action].color} variant="light" size="lg" tt="none">
          {t('{{label}}: {{value}}', { label: actions[action].label, value: counts[action] })}
        </Badge>
      ))}
    </Group>
  );
}

export default function ImportPage() {
  usePageTitle(texts().title);
  const [kind, setKind] = useState<ImportKind>('products');
  const [file, setFile] = useState<File | null>(null);
  const [confirmNew, setConfirmNew] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const preview = usePreviewImport();
  const commit = useCommitImport();
  const data = preview.data?.kind === kind ? preview.data : undefined;
  const newNames = data ? [...data.newNames.categories, ...data.newNames.brands, ...data.newNames.units, ...data.newNames.companies] : [];
  const language = useLanguage();

  function reset() {
    setFile(null);
    setConfirmNew(false);
    preview.reset();
  }

  // Cleared after each choice: choosing the same file again (corrected on disk, or imported again) is then a new choice.
  const fileInputReset = useRef<() => void>(null);

  function choose(chosen: File | null) {
    fileInputReset.current?.();
    if (!chosen) return;
    setResult(null);
    if (chosen.size > IMPORT_MAX_BYTES) {
      void showError(texts().previewFailed, texts().tooBig);
      return;
    }
    setFile(chosen);
    setConfirmNew(false);
    preview.mutate(
      { kind, file: chosen, confirmNew: false },
      { onError: (error) => void showError(texts().previewFailed, errorDetail(error)) },
    );
  }

  function runImport() {
    if (!file) return;
    commit.mutate(
      { kind, file, confirmNew },
      {
        onSuccess: (done) => {
          reset();
          setResult(done);
        },
        onError: (error) => void showError(texts().commitFailed, errorDetail(error)),
      },
    );
  }

  const importable = data ? data.counts.rows - data.counts.invalid : 0;
  return (
    <PageCard
      title={texts().title}
      actions={
        <Button variant="subtle" leftSection={<IconDownload size={16} />} onClick={() => void fetchTemplate(kind).then(download)}>
          {texts().template}
        </Button>
      }
    >
      <Stack gap="md">
        <Group align="flex-end" gap="sm">
          <Select
            label={texts().kind}
            data={IMPORT_KINDS.map((value) => ({ value, label: texts().kinds[value] }))}
            value={kind}
            onChange={(value) => {
              if (!value) return;
              setKind(value);
              setResult(null);
              reset();
            }}
            allowDeselect={false}
            w={220}
          />
          <FileButton
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={choose}
            resetRef={fileInputReset}
          >
            {(props) => (
              <Button leftSection={<IconUpload size={16} />} loading={preview.isPending} {...props}>
                {texts().chooseFile}
              </Button>
            )}
          </FileButton>
          {file && <Text size="sm">{file.name}</Text>}
        </Group>
        <Text size="sm" c="dimmed">
          {texts().columnsHint}{' '}
          {IMPORT_COLUMNS[kind].map((column) => `${column.headers[language][0]}${column.required ? ' *' : ''}`).join(', ')}
        </Text>
        {result && (
          <Alert color="teal" icon={<IconCheck size={18} />} role="status">
            {texts().done(result)}
          </Alert>
        )}
        {data && (
          <>
            <Counts preview={data} />
            {data.ignoredColumns.length > 0 && (
              <Text size="sm" c="dimmed">
                {texts().ignored(data.ignoredColumns.join(', '))}
              </Text>
            )}
            {data.counts.invalid > 0 && (
              <Alert color="red" icon={<IconAlertTriangle size={18} />}>
                {texts().blocked}
              </Alert>
            )}
            {newNames.length > 0 && (
              <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
                <Stack gap="xs">
                  <Text size="sm">{texts().newNames}</Text>
                  {(Object.keys(texts().newNameKinds) as (keyof ImportNewNames)[])
                    .filter((part) => data.newNames[part].length > 0)
                    .map((part) => (
                      <Text key={part} size="sm">
                        {texts().newNameKinds[part](data.newNames[part].join(', '))}
                      </Text>
                    ))}
                  <Checkbox
                    label={texts().confirmNew}
                    checked={confirmNew}
                    onChange={(event) => setConfirmNew(event.currentTarget.checked)}
                  />
                </Stack>
              </Alert>
            )}
            <Group>
              <Button
                leftSection={<IconFileImport size={16} />}
                disabled={data.counts.invalid > 0 || importable === 0 || (newNames.length > 0 && !confirmNew)}
                loading={commit.isPending}
                onClick={runImport}
              >
                {texts().commit(importable)}
              </Button>
            </Group>
            <PreviewRows key={`${file?.name}-${data.counts.rows}`} preview={data} />
          </>
        )}
      </Stack>
    </PageCard>
  );
}
