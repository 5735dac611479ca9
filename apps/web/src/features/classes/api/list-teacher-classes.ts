import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { pageQueryOptions } from "../../../lib/page-query";
import { queryKeys } from "../../../lib/query-keys";

export interface TeacherClassesParams {
  uid: string;
  page: number;
  limit: number;
}

/** product §7: a page of the teacher's own classes of every status. */
export function listTeacherClasses({ uid, page, limit }: TeacherClassesParams, signal?: AbortSignal) {
  return api("GET /classes/teacher/:uid", { params: { uid }, query: { page, limit }, signal });
}

export function teacherClassesQueryOptions(params: TeacherClassesParams) {
  return pageQueryOptions(
    queryKeys.classes.teacherList(params.uid, { page: params.page, limit: params.limit }),
    ({ signal }) => listTeacherClasses(params, signal),
  );
}

export function useTeacherClasses(params: TeacherClassesParams) {
  return useQuery({ ...teacherClassesQueryOptions(params), enabled: Boolean(params.uid) });
}
