import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { ReportValues } from '../forms/report-rules';
import { ReportProblemForm } from './report-problem-form';

const limits = { messageMaxLength: 50, sourceMaxLength: 10 };

function setup(
  anonymous: boolean,
  send = vi.fn<(values: ReportValues) => Promise<void>>().mockResolvedValue(undefined),
) {
  renderWithProviders(<ReportProblemForm limits={limits} anonymous={anonymous} send={send} onClose={() => {}} />);
  return send;
}

describe('Report a problem: validation', () => {
  it('needs what is wrong, within the limits, and a valid address when one is given; sends nothing', async () => {
    const send = setup(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Say what is wrong')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /what is wrong/i }), { target: { value: 'x'.repeat(51) } });
    expect(await screen.findByText('Use at most 50 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /source/i }), { target: { value: 'y'.repeat(11) } });
    expect(await screen.findByText('Use at most 10 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /e-mail/i }), { target: { value: 'not-an-address' } });
    expect(await screen.findByText('Enter a valid e-mail address, or leave it empty')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the report with the empty honeypot and thanks', async () => {
    const send = setup(true);
    fireEvent.change(screen.getByRole('textbox', { name: /what is wrong/i }), {
      target: { value: 'This evergreen has no fall colour' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /e-mail/i }), { target: { value: 'me@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you: an editor will look at your report.')).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({
      message: 'This evergreen has no fall colour',
      source: '',
      email: 'me@example.org',
      website: '',
    });
  });

  it('asks no address of a signed-in user, and shows the server refusal', async () => {
    const send = setup(false, vi.fn().mockRejectedValue(new Error('Too many reports: try again in 60 seconds')));
    expect(screen.queryByRole('textbox', { name: /e-mail/i })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /what is wrong/i }), { target: { value: 'Wrong height' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many reports');
  });
});
