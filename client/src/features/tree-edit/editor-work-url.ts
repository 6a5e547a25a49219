import { paths } from '@/config/paths';

/** What the editors' work page shows: whose work, and which page of each list. */
export interface WorkRequest {
  editorId: number | null;
  draftsPage: number;
  changesPage: number;
}

const positive = (raw: string | null): number | null => {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value >= 1 && value <= 100000 ? value : null;
};

/** The request a URL's query asks for (`?editor=3&drafts=2&changes=1`); anything else: the defaults. */
export function workRequest(params: URLSearchParams): WorkRequest {
  return {
    editorId: positive(params.get('editor')),
    draftsPage: positive(params.get('drafts')) ?? 1,
    changesPage: positive(params.get('changes')) ?? 1,
  };
}

/** The URL of a request; first pages and "every editor" are left out. */
export function workHref(request: Partial<WorkRequest>): string {
  return paths.editorWork.href({
    editor: request.editorId ?? undefined,
    drafts: request.draftsPage && request.draftsPage > 1 ? request.draftsPage : undefined,
    changes: request.changesPage && request.changesPage > 1 ? request.changesPage : undefined,
  });
}
