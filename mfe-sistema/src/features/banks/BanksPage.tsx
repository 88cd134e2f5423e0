// /bancos: the 21 Mexican banks (reference data) and the company's bank accounts.
import { useQuery } from '@tanstack/react-query';
import type { CompanyBankAccount, CompanyBankAccountInput } from '@mikro/contracts';
import { banksApi, companyBankAccountsApi, resourceKeys, toApiError, useResourceSource } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import { Badge, Card, ErrorState, LoadingState, SelectField, SimpleGrid, SwitchField, Tabs, Text, TextField, Wrap, ResourcePage } from '@mikro/ui';
import { bankAccountInitialValues, bankAccountSchema, toBankAccountInput, type BankAccountValues } from './bankAccountForm';

function useBanks() {
  return useQuery({ queryKey: resourceKeys.list(banksApi), queryFn: async () => (await banksApi.list()) as { id: number; name: string }[], staleTime: Infinity });
}

function AccountsTab() {
  const banks = useBanks();
  return (
    <ResourcePage<CompanyBankAccount, BankAccountValues, CompanyBankAccountInput, Partial<CompanyBankAccountInput>>
      title="Cuentas bancarias de la empresa"
      description="Donde se reciben transferencias y depósitos"
      source={useResourceSource(companyBankAccountsApi, { searchFields: ['alias', 'clabe', 'accountNumber'], join: [{ field: 'bank' }] })}
      permissions={useCrudPermissions()}
      noun="cuenta"
      feminine
      columns={[
        { key: 'alias', header: 'Alias', sortable: true },
        { key: 'bank', header: 'Banco', render: (account) => account.bank?.name ?? '' },
        { key: 'accountNumber', header: 'Cuenta' },
        { key: 'clabe', header: 'CLABE' },
        { key: 'holder', header: 'Titular' },
      ]}
      defaultSort={{ field: 'alias', order: 'ASC' }}
      emptyText="No hay cuentas bancarias registradas"
      rowLabel={(account) => account.alias}
      hasActiveFlag
      softDelete
      form={{
        initialValues: bankAccountInitialValues,
        schema: bankAccountSchema,
        toCreate: toBankAccountInput,
        toUpdate: toBankAccountInput,
        fields: () => (
          <>
            <SimpleGrid columns={2} gap="3">
              <SelectField name="bankId" label="Banco" required placeholder="Seleccione un banco" options={(banks.data ?? []).map((bank) => ({ value: bank.id, label: bank.name }))} />
              <TextField name="alias" label="Alias" required />
              <TextField name="accountNumber" label="Número de cuenta" inputMode="numeric" />
              <TextField name="clabe" label="CLABE interbancaria" inputMode="numeric" />
            </SimpleGrid>
            <TextField name="holder" label="Titular" />
            <SwitchField name="isActive" label="Activa" />
          </>
        ),
      }}
    />
  );
}

function BanksCatalog() {
  const banks = useBanks();
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Bancos</Card.Title>
        <Card.Description>Catálogo fijo de bancos que se eligen al cobrar con tarjeta o transferencia.</Card.Description>
      </Card.Header>
      <Card.Body>
        {banks.isLoading ? (
          <LoadingState />
        ) : banks.error ? (
          <ErrorState message={toApiError(banks.error).message} onRetry={() => void banks.refetch()} />
        ) : (
          <Wrap gap="2">
            {(banks.data ?? []).map((bank) => (
              <Badge key={bank.id} size="lg" variant="outline">
                <Text as="span" color="fg.muted">
                  {bank.id}
                </Text>{' '}
                {bank.name}
              </Badge>
            ))}
          </Wrap>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function BanksPage() {
  return (
    <Tabs.Root defaultValue="accounts" lazyMount unmountOnExit variant="enclosed">
      <Tabs.List mb="4">
        <Tabs.Trigger value="accounts">Cuentas de la empresa</Tabs.Trigger>
        <Tabs.Trigger value="banks">Bancos</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="accounts">
        <AccountsTab />
      </Tabs.Content>
      <Tabs.Content value="banks">
        <BanksCatalog />
      </Tabs.Content>
    </Tabs.Root>
  );
}
