import { pageTranslator } from '@/i18n/page-translator';
import { useMutation } from '@apollo/client/react';
import { getSessionToken } from '@/lib/auth';
import type { ApiFieldError } from '@/lib/to-error-map';
import { htmlText, type EntryValues } from '../forms/glossary-schemas';
import {
  CreateGlossaryEntryDocument,
  DeleteGlossaryEntryDocument,
  DeleteGlossaryPhotoDocument,
  GlossaryDocument,
  UpdateGlossaryEntryDocument,
  UpdateGlossaryPhotoTextDocument,
} from '../generated/graphql';

/** A form's answer: saved, or the server's problems ({ field, message }; field '' is the whole form). */
export type FormAnswer = { ok: true } | { ok: false; errors: readonly ApiFieldError[] };

const refetch = { refetchQueries: [GlossaryDocument], awaitRefetchQueries: true };

const answer = (payload: { errors: readonly ApiFieldError[] } | null | undefined, saved: boolean): FormAnswer =>
  saved && payload?.errors.length === 0 ? { ok: true } : { ok: false, errors: payload?.errors ?? [] };

/** Create or update an entry (update is based on the version the editor opened). */
export function useSaveEntry() {
  const [create, created] = useMutation(CreateGlossaryEntryDocument, refetch);
  const [update, updated] = useMutation(UpdateGlossaryEntryDocument, refetch);
  const save = async (values: EntryValues, existing?: { id: number; version: number }): Promise<FormAnswer> => {
    // The Spanish pair always goes (null when empty: the form cleared it).
    const spanish = values.termEs.trim() || htmlText(values.definitionEs).trim();
    const input = {
      term: values.term.trim(),
      definition: values.definition,
      termEs: spanish ? values.termEs.trim() : null,
      definitionEs: spanish ? values.definitionEs : null,
    };
    if (!existing) {
      const { data } = await create({ variables: { input } });
      return answer(data?.createGlossaryEntry, !!data?.createGlossaryEntry.entry);
    }
    const { data } = await update({ variables: { id: existing.id, version: existing.version, input } });
    return answer(data?.updateGlossaryEntry, !!data?.updateGlossaryEntry.entry);
  };
  return { save, saving: created.loading || updated.loading };
}

export function useDeleteEntry() {
  const [mutate] = useMutation(DeleteGlossaryEntryDocument, refetch);
  return (id: number) => mutate({ variables: { id } });
}

export function useDeletePhoto() {
  const [mutate] = useMutation(DeleteGlossaryPhotoDocument, refetch);
  return (photoId: number) => mutate({ variables: { photoId } });
}

export function useUpdatePhotoText() {
  const [mutate] = useMutation(UpdateGlossaryPhotoTextDocument, refetch);
  return async (photoId: number, caption: string): Promise<FormAnswer> => {
    const { data } = await mutate({ variables: { photoId, definitionText: caption.trim() || null } });
    return answer(data?.updateGlossaryPhotoText, !!data?.updateGlossaryPhotoText.photo);
  };
}

/**
 * POST /api/tree/glossary/{id}/photo: the file as multipart field `photo` (spec §7), its caption as
 * `definition_text`. The server checks it by content and answers its message when it refuses it.
 */
export async function uploadGlossaryPhoto(entryId: number, file: File, caption: string): Promise<FormAnswer> {
  const form = new FormData();
  form.append('photo', file, file.name);
  if (caption.trim()) form.append('definition_text', caption.trim());
  const token = getSessionToken();
  const response = await fetch(`/api/tree/glossary/${entryId}/photo`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: ApiFieldError[] };
  const errors = body.errors?.length
    ? body.errors
    : [
        {
          field: 'photo',
          message: body.message ?? (await pageTranslator())('device.upload.failed', { status: response.status }),
        },
      ];
  return {
    ok: false,
    errors: errors.map((e) => ({
      field: e.field === 'definition_text' ? 'caption' : e.field || 'photo',
      message: e.message,
    })),
  };
}
