// Attendance sheets of a school group (/api/school/attendance/:classroomId) and an academy group
// (/api/academies/groups/:id/attendance): one day's marks, read and saved.
import type { AttendanceSheet, AttendanceSheetSave } from '@mikro/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@mikro/api-client/core';

/** Which kind of group a sheet belongs to. */
export type AttendanceGroupKind = 'colegio' | 'academia';

const pathOf = (kind: AttendanceGroupKind, groupId: number) => (kind === 'colegio' ? `/school/attendance/${groupId}` : `/academies/groups/${groupId}/attendance`);

export const attendanceApi = {
  sheet: async (kind: AttendanceGroupKind, groupId: number, day: string) => (await http.get<AttendanceSheet>(pathOf(kind, groupId), { params: { day } })).data,
  save: async (kind: AttendanceGroupKind, groupId: number, body: AttendanceSheetSave) => (await http.put<AttendanceSheet>(pathOf(kind, groupId), body)).data,
};

const sheetKey = (kind: AttendanceGroupKind, groupId: number, day: string) => ['attendance', kind, groupId, day] as const;

export function useAttendanceSheet(kind: AttendanceGroupKind, groupId: number | null, day: string) {
  return useQuery({ queryKey: sheetKey(kind, groupId ?? 0, day), queryFn: () => attendanceApi.sheet(kind, groupId!, day), enabled: groupId !== null && day !== '' });
}

/** Saves a day's sheet; the saved sheet becomes that day's cached one. */
export function useSaveAttendance(kind: AttendanceGroupKind, groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AttendanceSheetSave) => attendanceApi.save(kind, groupId, body),
    onSuccess: (sheet) => client.setQueryData(sheetKey(kind, groupId, sheet.day), sheet),
  });
}
