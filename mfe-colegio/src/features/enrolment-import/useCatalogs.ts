// The catalogues an import preview checks its rows against (students by the file's enrolment numbers).
import { useQuery } from '@tanstack/react-query';
import { classroomsApi, gradesApi, paymentPlansApi, schoolKeys, studentsApi } from '@mikro/api-client';
import type { SchoolCatalogs } from './checks';

const rowsOf = <T,>(data: T[] | { data: T[] }) => (Array.isArray(data) ? data : data.data);

export function useSchoolCatalogs(enrollments: string[]) {
  const unique = [...new Set(enrollments.filter(Boolean))];
  return useQuery({
    queryKey: schoolKeys.importCatalogs(unique),
    queryFn: async (): Promise<SchoolCatalogs> => {
      const students = new Map<string, { gradeId: number | null; paymentPlanId: number | null }>();
      for (let start = 0; start < unique.length; start += 200) {
        const chunk = unique.slice(start, start + 200);
        const found = rowsOf(await studentsApi.list({ filter: [{ field: 'enrollment', operator: '$in', value: chunk }], limit: 1000 }));
        for (const student of found) students.set(student.enrollment, { gradeId: student.gradeId, paymentPlanId: student.paymentPlanId });
      }
      const [grades, groups, plans] = await Promise.all([gradesApi.list({ limit: 1000 }), classroomsApi.list({ limit: 1000 }), paymentPlansApi.list({ limit: 1000 })]);
      return {
        students,
        grades: rowsOf(grades).map((grade) => ({ id: grade.id, name: grade.name })),
        groups: rowsOf(groups).map((group) => ({ name: group.name, gradeId: group.gradeId, cycleId: group.cycleId })),
        plans: rowsOf(plans).map((plan) => ({ id: plan.id, name: plan.name, isActive: plan.isActive })),
      };
    },
  });
}
