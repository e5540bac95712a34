import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectStatus } from '@shared/constants';
import {
  type AdminProjectsPage,
  adminProjectsPageSchema,
  type AdminProjectUpdate,
  type CreateTaskInput,
  type CreateUpdateInput,
  type MilestonePlanInput,
  type ProjectFileInput,
  type Project,
  type ProjectList,
  projectListSchema,
  projectSchema,
} from '@shared/contracts/projects';
import { apiGet, apiRequest, withQuery } from '@/lib/api';
import { realtimeKeys } from '@/lib/realtime-keys';

/**
 * GET /api/projects (issue 20): the caller's projects as buyer and as partner, most recently changed
 * first. Kept fresh by the socket's `project:changed` (lib/realtime-cache.ts).
 * @throws {ApiError} 401 `UNAUTHORIZED` when signed out.
 */
export const projectListQueryOptions = () =>
  queryOptions({
    queryKey: realtimeKeys.projectList,
    queryFn: ({ signal }) => apiGet<ProjectList>('/api/projects', import.meta.env.DEV && projectListSchema, signal),
  });

export function useProjects() {
  return useQuery(projectListQueryOptions());
}

/**
 * GET /api/projects/{id}: the project room's data.
 * @throws {ApiError} 404 `PROJECT_NOT_FOUND` (absent, or not the caller's).
 */
export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: realtimeKeys.project(id),
    queryFn: ({ signal }) =>
      apiGet<Project>(`/api/projects/${encodeURIComponent(id)}`, import.meta.env.DEV && projectSchema, signal),
  });

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}

/** GET /api/projects/{id}/contract.pdf: the contract as a PDF in `lang` (a download link, not a query). */
export function contractPdfPath(id: string, lang: 'tr' | 'en'): string {
  return `/api/projects/${encodeURIComponent(id)}/contract.pdf?lang=${lang}`;
}

/** The moves of the project room, each a POST or PUT answering the project as it now stands. */
export type ProjectAction =
  | { kind: 'plan'; plan: MilestonePlanInput }
  | { kind: 'sign' }
  | { kind: 'submit'; milestoneId: number; message: string; fileIds?: string[] }
  | { kind: 'approve'; milestoneId: number }
  | { kind: 'requestChanges'; milestoneId: number; message: string }
  | { kind: 'complete' }
  | { kind: 'cancel'; reason: string }
  | { kind: 'confirmCancel' }
  | { kind: 'addTask'; task: CreateTaskInput }
  | { kind: 'setTaskDone'; taskId: number; done: boolean }
  | { kind: 'postUpdate'; update: CreateUpdateInput }
  | { kind: 'addFile'; file: ProjectFileInput };

function request(
  id: string,
  action: ProjectAction,
): { path: string; method: 'POST' | 'PUT' | 'PATCH'; body?: unknown } {
  const base = `/api/projects/${encodeURIComponent(id)}`;
  switch (action.kind) {
    case 'plan':
      return { path: `${base}/milestones`, method: 'PUT', body: action.plan };
    case 'sign':
      return { path: `${base}/contract/sign`, method: 'POST' };
    case 'submit':
      return {
        path: `${base}/milestones/${action.milestoneId}/submit`,
        method: 'POST',
        body: { message: action.message, fileIds: action.fileIds ?? [] },
      };
    case 'approve':
      return { path: `${base}/milestones/${action.milestoneId}/approve`, method: 'POST' };
    case 'requestChanges':
      return {
        path: `${base}/milestones/${action.milestoneId}/request-changes`,
        method: 'POST',
        body: { message: action.message },
      };
    case 'complete':
      return { path: `${base}/complete`, method: 'POST' };
    case 'cancel':
      return { path: `${base}/cancel`, method: 'POST', body: { reason: action.reason } };
    case 'confirmCancel':
      return { path: `${base}/cancel/confirm`, method: 'POST' };
    case 'addTask':
      return { path: `${base}/tasks`, method: 'POST', body: action.task };
    case 'setTaskDone':
      return { path: `${base}/tasks/${action.taskId}`, method: 'PATCH', body: { done: action.done } };
    case 'postUpdate':
      return { path: `${base}/updates`, method: 'POST', body: action.update };
    case 'addFile':
      return { path: `${base}/files`, method: 'POST', body: action.file };
  }
}

/**
 * One move of the project room (PUT …/milestones, POST …/contract/sign, …/submit, …/approve,
 * …/request-changes, …/complete, …/cancel, …/cancel/confirm; POST …/tasks, PATCH …/tasks/{tid},
 * POST …/updates, POST …/files).
 * @throws {ApiError} 400 with `fieldErrors` (plan, messages, task fields, a file not the caller's);
 *   403 `PROJECT_SIDE` (the other side's move, or an admin); 404 (`PROJECT_TASK_NOT_FOUND` too); 409
 *   `PROJECT_STATE` (an illegal move: already signed, not awaiting approval, closed…).
 */
export async function runProjectAction(id: string, action: ProjectAction): Promise<Project> {
  const { path, method, body } = request(id, action);
  const { data } = await apiRequest<Project>(path, {
    method,
    ...(body === undefined ? {} : { body }),
    schema: import.meta.env.DEV && projectSchema,
  });
  return data;
}

/** A move; the room shows the answer at once, and the list refetches (settled: a 409 means it changed). */
export function useProjectAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ProjectAction) => runProjectAction(id, action),
    onSuccess: (project) => queryClient.setQueryData(realtimeKeys.project(id), project),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: realtimeKeys.project(id) }),
        queryClient.invalidateQueries({ queryKey: realtimeKeys.projectList }),
      ]),
  });
}

/**
 * GET /api/admin/projects?status&q&page (admins): one page of every project, the filter's total and
 * the count of each state.
 * @throws {ApiError} 403 not an admin; 400 an unknown state.
 */
export const adminProjectsQueryOptions = (query: { status?: ProjectStatus; q?: string; page: number }) =>
  queryOptions({
    queryKey: [...realtimeKeys.projects, 'admin', query] as const,
    queryFn: ({ signal }) =>
      apiGet<AdminProjectsPage>(
        withQuery('/api/admin/projects', query),
        import.meta.env.DEV && adminProjectsPageSchema,
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export function useAdminProjects(query: { status?: ProjectStatus; q?: string; page: number }) {
  return useQuery(adminProjectsQueryOptions(query));
}

/**
 * PATCH /api/admin/projects/{id} `{status, note}` (admins): completes or cancels an open project.
 * @throws {ApiError} 409 `PROJECT_STATE` when it is already closed; 400 a note too short.
 */
export function useCloseProjectAsAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: { id: string } & AdminProjectUpdate) => {
      const { data } = await apiRequest<Project>(`/api/admin/projects/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body,
        schema: import.meta.env.DEV && projectSchema,
      });
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: realtimeKeys.projects }),
  });
}
