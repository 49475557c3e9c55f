import { useEffect, useState, type Ref } from 'react';
import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Customer } from '@hanout/contract';
import { t } from '../../common/i18n';
import { useCustomerSearch } from './api';
import type { ScanCatcher } from '../../common/scanner/useScanCatcher';

interface CustomerSelectProps {
  customer: Customer | null;
  walkIn: Customer | null;
  onChange: (customer: Customer | null) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Takes a code scanned into the search to the scan field, the customer left as it was. */
  caughtScan: ScanCatcher;
}

const labelOf = (customer: Customer) => (customer.mobile ? `${customer.name} · ${customer.mobile}` : customer.name);

/**
 * The sale's customer: 'Client comptoir' until another is found by name or phone. What the server
 * finds is listed with its first entry highlighted, so typing and Enter picks it.
 */
export function CustomerSelect({ customer, walkIn, onChange, inputRef, caughtScan }: CustomerSelectProps) {
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 200);
  const found = useCustomerSearch(text);
  const combobox = useCombobox({ onDropdownClose: () => setSearch('') });
  // Before any search: the chosen customer and the walk-in one (the same one by default).
  const chosen = [customer, walkIn].filter((option): option is Customer => option !== null);
  const options = text ? (found.data?.content ?? []) : chosen.filter((option, index) => index === 0 || option.id !== chosen[0].id);

  const { selectFirstOption } = combobox;
  useEffect(() => {
    if (found.data) selectFirstOption();
  }, [found.data, selectFirstOption]);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        onChange(options.find((option) => String(option.id) === id) ?? null);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          ref={inputRef}
          label={t('Customer')}
          description={t('Name or phone')}
          autoComplete="off"
          placeholder={customer ? labelOf(customer) : ''}
          value={combobox.dropdownOpened ? search : customer ? labelOf(customer) : ''}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onChange={(event) => {
            const typed = event.currentTarget.value;
            // With its list closed (Escape, or after a pick) the field shows the chosen customer: what is
            // typed after that label is a new search, not an addition to the customer's name.
            const shown = !combobox.dropdownOpened && customer ? labelOf(customer) : '';
            setSearch(shown && typed.startsWith(shown) ? typed.slice(shown.length) : typed);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          // Run before the combobox's own keys: with no option selected, its Enter picks nobody.
          onKeyDown={(event) => {
            if (
              caughtScan('customer', event, search, () => {
                combobox.resetSelectedOption();
                combobox.closeDropdown();
              })
            )
              return;
            // Enter picks the highlighted customer (the combobox's own key), and never finishes the sale
            // the field belongs to: a name that matched nobody left the sale to the customer before.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          {options.length > 0 ? (
            options.map((option) => (
              <Combobox.Option value={String(option.id)} key={option.id} active={option.id === customer?.id}>
                {labelOf(option)}
              </Combobox.Option>
            ))
          ) : (
            <Combobox.Empty>{found.isFetching ? t('Loading...') : t('No customer found')}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
