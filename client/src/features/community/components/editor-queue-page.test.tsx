import { GraphQLError } from 'graphql';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Mocks } from '@/testing/render';
import { renderWithProviders } from '@/testing/render';
import {
  DecideQueueItemDocument,
  EditorQueueDocument,
  QueueTreeGalleryDocument,
  type QueueItemFieldsFragment,
} from '../generated/graphql';
import { EditorQueuePage } from './editor-queue-page';

const base = {
  __typename: 'QueueItem' as const,
  treeId: 7,
  treeName: 'Acer rubrum',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  photoLink: null,
  widths: [],
  width: null,
  height: null,
  licence: null,
  credit: null,
  attributeName: null,
  place: null,
  takenAt: null,
  section: null,
  message: null,
  source: null,
};
const photo: QueueItemFieldsFragment = {
  ...base,
  id: 11,
  kind: 'photo',
  contributor: { __typename: 'QueueContributor', id: 5, name: 'Cora Lens' },
  photoLink: 'contributions/7/a.jpg',
  widths: [320],
  width: 800,
  height: 600,
  licence: 'CC BY 4.0',
  credit: 'Cora Lens',
  attributeName: 'leaf',
  place: 'Davis',
};
const report: QueueItemFieldsFragment = {
  ...base,
  id: 12,
  kind: 'report',
  contributor: null,
  section: 'site_conditions',
  message: 'Evergreen, yet fall colour is listed',
};

const queue = (photos: QueueItemFieldsFragment[], reports: QueueItemFieldsFragment[]) => ({
  request: { query: EditorQueueDocument },
  result: { data: { photos, reports } },
});
const gallery = {
  request: { query: QueueTreeGalleryDocument, variables: { id: 7 } },
  result: {
    data: {
      tree: {
        __typename: 'Tree',
        id: 7,
        photos: [{ __typename: 'Photo', id: 1, link: 'trees/7/x.jpg', widths: [], attributeName: 'form', sequence: 1 }],
      },
    },
  },
  maxUsageCount: 5,
};
const decide = (id: number, decision: string, note: string | null, result: object) => ({
  request: { query: DecideQueueItemDocument, variables: { id, decision, note } },
  result,
});

const show = (mocks: Mocks) => renderWithProviders(<EditorQueuePage />, { mocks, path: '/editor' });
const card = async (name: RegExp) => (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;

describe('the editors’ queue', () => {
  it('shows a pending photo with its details beside the current gallery, and a report with its section', async () => {
    show([queue([photo], [report]), gallery]);
    const item = within(await card(/Photo of Acer rubrum/));
    expect(item.getByText('CC BY 4.0')).toBeInTheDocument();
    expect(item.getByText(/Davis/)).toBeInTheDocument();
    expect(await item.findByRole('img', { name: 'Gallery photo 1: form' })).toBeInTheDocument();
    const reported = within(await card(/Report on Acer rubrum/));
    expect(reported.getByText('Site conditions')).toBeInTheDocument();
    expect(reported.getByRole('link', { name: 'Open the edit screen at this section' })).toHaveAttribute(
      'href',
      '/tree-detail/7/edit#section-site',
    );
  });

  it('approves a photo as the first one, and the queue is asked again', async () => {
    show([
      queue([photo], []),
      gallery,
      decide(11, 'approve_first', null, {
        data: { decideQueueItem: { __typename: 'QueueDecision', id: 11, status: 'approved' } },
      }),
      queue([], []),
    ]);
    fireEvent.click(within(await card(/Photo of/)).getByRole('button', { name: 'Approve and set as first photo' }));
    expect(await screen.findByText('No photos are waiting for review.')).toBeInTheDocument();
  });

  it('asks a reason before rejecting, and shows who decided first (409)', async () => {
    show([
      queue([photo], []),
      gallery,
      decide(11, 'reject', 'Blurred', {
        errors: [new GraphQLError('This item was already approved by Eli Queue', { extensions: { code: 'CONFLICT' } })],
      }),
    ]);
    const item = within(await card(/Photo of/));
    fireEvent.click(item.getByRole('button', { name: 'Reject' }));
    fireEvent.click(item.getByRole('button', { name: 'Reject' }));
    expect(await item.findByText('Reason (the contributor reads it) is required')).toBeInTheDocument();
    fireEvent.change(item.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Blurred' } });
    fireEvent.click(item.getByRole('button', { name: 'Reject' }));
    expect(await item.findByRole('alert')).toHaveTextContent('This item was already approved by Eli Queue');
  });

  it('resolves a report with a note, or dismisses it', async () => {
    show([
      queue([], [report]),
      decide(12, 'resolve', 'Fixed', {
        data: { decideQueueItem: { __typename: 'QueueDecision', id: 12, status: 'resolved' } },
      }),
      queue([], []),
    ]);
    const item = within(await card(/Report on/));
    expect(item.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    fireEvent.click(item.getByRole('button', { name: 'Resolve' }));
    fireEvent.change(item.getByRole('textbox', { name: 'Note' }), { target: { value: 'Fixed' } });
    fireEvent.click(item.getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(screen.getByText('No problem reports are waiting.')).toBeInTheDocument());
  });
});
