import type { Preferences } from '@mikro/contracts';
import { http } from '../http/instances';

export const preferencesApi = {
  async get(): Promise<Preferences> {
    const { data } = await http.get<Preferences>('/system/preferences');
    return data;
  },
  async save(preferences: Preferences): Promise<Preferences> {
    const { data } = await http.put<Preferences>('/system/preferences', preferences);
    return data;
  },
};
