import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { ContributionEntry } from '../forms/contribution-rules';
import { ContributePhotosForm } from './contribute-photos-form';

const options = {
  licences: ['CC BY 4.0', 'CC BY-SA 4.0', 'CC0 1.0'],
  attributes: ['form', 'bark', 'leaf', 'flower', 'fruit', 'other'],
  creditMaxLength: 20,
  placeMaxLength: 30,
};

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

function setup(send = vi.fn<(entry: ContributionEntry) => Promise<void>>().mockResolvedValue(undefined)) {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  renderWithProviders(
    <ContributePhotosForm options={options} defaultCredit="Ada Tree" send={send} onDone={() => {}} />,
  );
  const choose = (...files: File[]) => {
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files } });
  };
  return { send, choose };
}

const entry = (index: number) => document.querySelector(`[data-entry="${index}"]`) as HTMLElement;

describe('Add your photos: validation', () => {
  it('asks for a photo before anything is sent', async () => {
    const { send } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Send for review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one photo to send');
    expect(send).not.toHaveBeenCalled();
  });

  it('has no licence chosen by default and refuses each missing choice, sending nothing', async () => {
    const { send, choose } = setup();
    choose(jpeg('a.jpg'), jpeg('b.jpg'));
    const first = within(await waitFor(() => entry(0)));
    for (const licence of options.licences) expect(first.getByRole('radio', { name: licence })).not.toBeChecked();
    expect(first.getByRole('textbox', { name: /name to credit/i })).toHaveValue('Ada Tree');
    fireEvent.click(screen.getByRole('button', { name: 'Send 2 photos for review' }));
    expect(await first.findByText('Choose a licence for this photo')).toBeInTheDocument();
    expect(first.getByText('Choose what the photo shows')).toBeInTheDocument();
    expect(first.getByText('Confirm that this photo is your own work')).toBeInTheDocument();
    expect(within(entry(1)).getByText('Choose a licence for this photo')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses an empty or overlong credit (the limit is the API answer)', async () => {
    const { choose } = setup();
    choose(jpeg('a.jpg'));
    const first = within(await waitFor(() => entry(0)));
    const credit = first.getByRole('textbox', { name: /name to credit/i });
    fireEvent.change(credit, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await first.findByText('Enter the name to credit')).toBeInTheDocument();
    fireEvent.change(credit, { target: { value: 'x'.repeat(21) } });
    expect(await first.findByText('Use at most 20 characters')).toBeInTheDocument();
  });

  it('sends each complete photo and thanks; a refused one stays with the reason', async () => {
    const send = vi
      .fn<(entry: ContributionEntry) => Promise<void>>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('The file is not an image'));
    const { choose } = setup(send);
    choose(jpeg('a.jpg'), jpeg('b.jpg'));
    for (const index of [0, 1]) {
      const fields = within(await waitFor(() => entry(index)));
      fireEvent.click(fields.getByRole('radio', { name: 'CC BY 4.0' }));
      fireEvent.click(fields.getByRole('radio', { name: 'leaf' }));
      fireEvent.click(fields.getByRole('checkbox'));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Send 2 photos for review' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[0][0]).toMatchObject({
      licence: 'CC BY 4.0',
      attributeName: 'leaf',
      credit: 'Ada Tree',
      ownWork: true,
    });
    expect(await screen.findByText('The file is not an image')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-entry]')).toHaveLength(1);
  });

  it('thanks the contributor once every photo is sent', async () => {
    const { choose } = setup();
    choose(jpeg('a.jpg'));
    const fields = within(await waitFor(() => entry(0)));
    fireEvent.click(fields.getByRole('radio', { name: 'CC0 1.0' }));
    fireEvent.click(fields.getByRole('radio', { name: 'form' }));
    fireEvent.click(fields.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText("Thanks: your photos wait for an editor's review")).toBeInTheDocument();
  });
});
