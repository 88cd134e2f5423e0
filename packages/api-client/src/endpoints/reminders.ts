// Payment reminders by e-mail: each campus's settings (whether to send, days before the due date).
import type { CampusReminderSettings, UpdateCampusReminderSettings } from '@mikro/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@mikro/api-client/core';

const remindersKey = ['reminders', 'settings'] as const;

export const remindersApi = {
  settings: async () => (await http.get<CampusReminderSettings[]>('/reminders/settings')).data,
  save: async (campusId: number, body: UpdateCampusReminderSettings) => (await http.put<CampusReminderSettings>(`/reminders/settings/${campusId}`, body)).data,
};

export function useReminderSettings() {
  return useQuery({ queryKey: remindersKey, queryFn: remindersApi.settings });
}

export function useSaveReminderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ campusId, ...body }: UpdateCampusReminderSettings & { campusId: number }) => remindersApi.save(campusId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: remindersKey }),
  });
}
