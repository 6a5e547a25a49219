import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useFormik, type FormikHelpers } from 'formik';
import { CreateListDocument, UpdateListDocument, type ListFormInput } from '@/features/lists/generated/graphql';
import 'virtual:icu-messages/lists';
import { useT } from '@/i18n/i18n';
import { fieldProps } from '@/lib/form-fields';
import { notify } from '@/lib/notify';
import { toErrorMap } from '@/lib/to-error-map';
import { LIST_KINDS, listFormSchema, type ListFormValues } from '../forms/list-form-schema';
import { describeListFailure } from '../hooks/list-outcome';
import type { ListSummary } from '../hooks/use-lists';
import { categoryLabel, listTypeLabel } from '../list-filters';
import {
  ADD_TREES_MAX,
  COMMERCIAL_SALE,
  LIST_CATEGORIES,
  LIST_CLIENT_MESSAGES,
  LIST_DESCRIPTION_MAX,
  LIST_REGION_GROUPS,
  listTypeFor,
} from '../list-rules';

const FIELDS = [
  'name',
  'description',
  'kind',
  'categories',
  'regions',
  'keywords',
  'isPublic',
  'viewableFromLink',
] as const;
/** The server's input names that the form calls otherwise. */
const FIELD_NAMES = { type: 'kind' } as const;

type ListFormModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The list to edit; absent: a new list. */
  list?: Pick<
    ListSummary,
    | 'id'
    | 'name'
    | 'description'
    | 'type'
    | 'categories'
    | 'regions'
    | 'keywords'
    | 'isPublic'
    | 'viewableFromLink'
    | 'queryData'
    | 'version'
    | 'treeCount'
  > | null;
  /** A new list made from a search result: a saved search holds these filters (a curated list, all its trees). */
  queryData?: string;
  /** With queryData: how many trees the result has (all of them go into a curated list made from it). */
  resultTotal?: number;
  /** With queryData: the search chose no filter and no name (the server refuses such a saved search). */
  restrictsNothing?: boolean;
  title?: string;
  onSaved?: (list: ListSummary) => void;
  /** The toasts of a flow that words them itself (editing a fresh copy: spec §8's duplicate messages). */
  messages?: { saved: string; failed: string };
};

function initialValues(list: ListFormModalProps['list'], queryData?: string, noFilters?: boolean): ListFormValues {
  if (!list)
    return {
      name: '',
      description: '',
      kind: queryData && !noFilters ? 'Saved Search' : 'Curated List',
      categories: [],
      regions: [],
      keywords: [],
      isPublic: false,
      viewableFromLink: false,
    };
  return {
    name: list.name,
    description: list.description,
    kind: list.type === 'Saved Search' ? 'Saved Search' : 'Curated List',
    categories: [...list.categories],
    regions: [...list.regions],
    keywords: [...list.keywords],
    isPublic: list.isPublic,
    viewableFromLink: list.viewableFromLink,
  };
}

/** Saves the form: a new list or the edited one; the server's refusals beside their fields, toasts. */
function useSaveList({ list, queryData, messages, onSaved, onClose }: ListFormModalProps) {
  const [create] = useMutation(CreateListDocument, { refetchQueries: ['MyLists'] });
  const [update] = useMutation(UpdateListDocument, { refetchQueries: ['MyLists', 'ListDetail'] });
  return async (values: ListFormValues, helpers: FormikHelpers<ListFormValues>) => {
    const input: ListFormInput = {
      name: values.name.trim(),
      description: values.description.trim(),
      type: listTypeFor(values.kind, values.categories),
      categories: values.categories,
      regions: values.regions,
      keywords: values.keywords,
      isPublic: values.isPublic,
      viewableFromLink: values.viewableFromLink,
      queryData: values.kind === 'Saved Search' ? (list?.queryData ?? queryData ?? '{}') : null,
    };
    try {
      const saved = list
        ? (await update({ variables: { id: list.id, input: { ...input, version: list.version } } })).data?.updateList
        : (await create({ variables: { input } })).data?.createList;
      if (!saved?.list) throw new Error('no list in the answer');
      void notify({ message: messages?.saved ?? saved.message, color: 'green' });
      onSaved?.(saved.list);
      onClose();
    } catch (error) {
      const failure = describeListFailure(error);
      const { fieldErrors, other } = toErrorMap(failure.fieldErrors, FIELDS, FIELD_NAMES);
      helpers.setErrors(fieldErrors);
      helpers.setStatus(
        failure.unreachable
          ? LIST_CLIENT_MESSAGES.noConnection
          : (other[0] ?? (Object.keys(fieldErrors).length ? null : failure.message)),
      );
      void notify({
        message: messages?.failed ?? (list ? LIST_CLIENT_MESSAGES.updateFailed : LIST_CLIENT_MESSAGES.createFailed),
        color: 'red',
      });
    }
  };
}

/** Under the type toggle: why the list cannot be saved as it is (red), or what it will keep. */
function TypeNote({ refusal, note }: { refusal: string | null; note: string | null }) {
  if (refusal)
    return (
      <Text size="xs" c="red" role="alert">
        {refusal}
      </Text>
    );
  return note ? (
    <Text size="xs" c="dimmed">
      {note}
    </Text>
  ) : null;
}

/**
 * The create / edit list dialog (spec §5): name, description (at most 1024), the type toggle
 * (Curated List / Saved Search; Commercial/Sale makes an Inventory), categories, regions, keywords,
 * public and link visibility. The server's refusals land beside their fields; a list changed by
 * someone else meanwhile is refused with the server's message, nothing overwritten.
 */
export function ListFormModal(props: ListFormModalProps) {
  const { opened, onClose, list, queryData, resultTotal, restrictsNothing, title } = props;
  const t = useT();
  const formik = useFormik<ListFormValues>({
    initialValues: initialValues(list, queryData, restrictsNothing),
    enableReinitialize: true,
    validationSchema: listFormSchema,
    // No check on blur: an error appearing as a field loses focus shifts the form under the pointer
    // and swallows the click that caused the blur (e.g. on the type toggle).
    validateOnBlur: false,
    onSubmit: useSaveList(props),
  });
  const { values } = formik;
  const savedSearch = values.kind === 'Saved Search';
  const madeFromSearch = Boolean(queryData) && !list;
  // A new saved search needs filters (the server's rule): one made from the My Lists dialog has none,
  // one made from results has none when the search chose nothing.
  const noFilters = !list && (!queryData || Boolean(restrictsNothing));
  const tooMany = madeFromSearch && !savedSearch && (resultTotal ?? 0) > ADD_TREES_MAX;
  const blocked = (savedSearch && noFilters) || tooMany;
  const typeLocked = list ? list.type === 'Saved Search' || list.treeCount > 0 : false;
  const status = typeof formik.status === 'string' ? formik.status : null;
  const inventory = listTypeFor(values.kind, values.categories) === 'Inventory';

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? t(list ? 'lists.form.editTitle' : 'lists.createNew')}
      size="lg"
    >
      <form
        onSubmit={formik.handleSubmit}
        noValidate
        aria-label={t(list ? 'lists.form.editLabel' : 'lists.form.createLabel')}
      >
        <Stack gap="sm">
          {status ? (
            <Alert color="red" role="alert">
              {status}
            </Alert>
          ) : null}
          <TextInput label={t('lists.form.name')} required data-autofocus {...fieldProps(formik, 'name')} />
          <Textarea
            label={t('lists.form.description')}
            required
            autosize
            minRows={3}
            maxRows={8}
            description={t('lists.form.characters', { count: values.description.length, max: LIST_DESCRIPTION_MAX })}
            {...fieldProps(formik, 'description')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="list-type-label">
              {t('lists.form.type')}
            </Text>
            <SegmentedControl
              aria-labelledby="list-type-label"
              data={LIST_KINDS.map((kind) => ({ value: kind, label: listTypeLabel(kind) }))}
              value={values.kind}
              disabled={typeLocked}
              onChange={(kind) => void formik.setFieldValue('kind', kind)}
            />
            {typeLocked ? (
              <Text size="xs" c="dimmed">
                {t('lists.form.typeLocked')}
              </Text>
            ) : null}
            <TypeNote
              refusal={
                savedSearch && noFilters
                  ? LIST_CLIENT_MESSAGES.savedSearchNoFilters
                  : tooMany
                    ? LIST_CLIENT_MESSAGES.resultTooLarge(resultTotal ?? 0, ADD_TREES_MAX)
                    : null
              }
              note={
                !madeFromSearch
                  ? null
                  : savedSearch
                    ? t('lists.form.savedSearchKeeps')
                    : t('lists.form.curatedKeeps', { count: resultTotal ?? 0 })
              }
            />
          </Stack>
          <MultiSelect
            label={t('lists.form.categories')}
            data={LIST_CATEGORIES.map((category) => ({
              value: category,
              label: categoryLabel(category),
              disabled: savedSearch && category === COMMERCIAL_SALE,
            }))}
            value={values.categories}
            onChange={(categories) => void formik.setFieldValue('categories', categories)}
            error={formik.touched.categories || formik.submitCount ? (formik.errors.categories as string) : undefined}
            description={inventory ? t('lists.form.inventory') : undefined}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            label={t('lists.form.regions')}
            required
            searchable
            data={LIST_REGION_GROUPS.map((group) => ({ group: t(group.label), items: group.items }))}
            value={values.regions}
            onChange={(regions) => void formik.setFieldValue('regions', regions)}
            error={formik.submitCount ? (formik.errors.regions as string) : undefined}
            comboboxProps={{ withinPortal: true }}
          />
          <TagsInput
            label={t('lists.form.keywords')}
            description={t('lists.form.keywordsHint')}
            value={values.keywords}
            onChange={(keywords) => void formik.setFieldValue('keywords', keywords)}
            error={formik.errors.keywords ? String(formik.errors.keywords) : undefined}
            clearable
          />
          <Switch
            label={t('lists.form.public')}
            checked={values.isPublic}
            onChange={(event) => void formik.setFieldValue('isPublic', event.currentTarget.checked)}
          />
          <Switch
            label={t('lists.form.viewable')}
            checked={values.viewableFromLink}
            onChange={(event) => void formik.setFieldValue('viewableFromLink', event.currentTarget.checked)}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('lists.cancel')}
            </Button>
            <Button type="submit" loading={formik.isSubmitting} disabled={blocked}>
              {t(list ? 'lists.save' : 'lists.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
