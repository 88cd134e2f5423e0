// Correos' data: the outbox list (generic engine), one message with its attachments, how mail is delivered,
// and queueing a failed message again.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, listQuery, mailApi, mailMessagesApi, resourceKeys, type ListState } from '@mikro/api-client';
import type { MailStatus } from '@mikro/contracts';

export interface MailListState {
  page: number;
  pageSize: number;
  search: string;
  sort: ListState['sort'];
  status: MailStatus | null;
}

/** The list query: the search looks in the recipient and the subject; the state filter is an equality. */
export function mailListQuery(state: MailListState) {
  return listQuery(
    { page: state.page, pageSize: state.pageSize, search: state.search, sort: state.sort, filters: { status: state.status } },
    { searchFields: ['toAddress', 'subject'] },
  );
}

export function useMailList(state: MailListState) {
  const query = mailListQuery(state);
  return useQuery({ queryKey: resourceKeys.list(mailMessagesApi, query), queryFn: () => mailMessagesApi.listPaged(query), placeholderData: keepPreviousData });
}

export function useMailMessage(id: number) {
  return useQuery({ queryKey: resourceKeys.one(mailMessagesApi, id, { join: [{ field: 'attachments' }] }), queryFn: () => mailApi.message(id) });
}

export function useMailDelivery() {
  return useQuery({ queryKey: adminKeys.mailDelivery(), queryFn: () => mailApi.delivery(), staleTime: Infinity });
}

export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => mailApi.retry(id),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(mailMessagesApi) }),
  });
}
