import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicCoach } from '@/core/contracts/coaches';
import { ApiError } from '@/web/lib/api';
import type { NewMessage } from './api/send-message';
import { NewMessageDialog } from './new-message-dialog';

const STUDENT_ID = '6f1c2d7e-1111-4222-8333-944455556666';
const COACHES = [
  { id: '0b7a2f3e-2222-4333-8444-955566667777', first_name: 'James', last_name: 'Whitfield' },
  { id: '1c8b3f4e-3333-4444-8555-a66677778888', first_name: 'Emma', last_name: 'Caldwell' },
] as PublicCoach[];

function renderDialog(onSend = vi.fn(), error: unknown = null) {
  const view = render(
    <NewMessageDialog
      open
      onOpenChange={() => {}}
      studentId={STUDENT_ID}
      coaches={COACHES}
      guardianCopy={false}
      sending={false}
      progress={0}
      error={error}
      onSend={onSend}
    />,
  );
  return { onSend, view };
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('New Message form', () => {
  it('sends nothing while the subject or message is blank, and says why under the field', async () => {
    const { onSend } = renderDialog();
    send();
    expect(await screen.findByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the trimmed words to the first coach, with the chosen image, then empties the form', async () => {
    const { onSend } = renderDialog();
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: '  Grip check ' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Too strong?' } });
    const image = new File(['png'], 'grip.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Image (optional)'), { target: { files: [image] } });
    send();
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    const [message, done] = onSend.mock.calls[0] as [NewMessage, () => void];
    expect(message).toEqual({
      studentId: STUDENT_ID,
      coachId: COACHES[0]!.id,
      subject: 'Grip check',
      message: 'Too strong?',
      type: 'question',
      video: undefined,
      image,
    });
    done();
    await waitFor(() => expect((screen.getByLabelText(/Subject/) as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Coach') as HTMLSelectElement).value).toBe(COACHES[0]!.id);
  });

  it('puts the server’s field messages under their fields, and its refusal in the banner', async () => {
    const onSend = vi.fn((_message, _done, onRefused: (error: unknown) => void) =>
      onRefused(
        new ApiError(400, 'Bad Request', '', {
          message: 'Please check these fields: subject',
          fields: { subject: 'Subject must not contain control characters' },
        }),
      ),
    );
    const { view } = renderDialog(onSend);
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'There' } });
    send();
    expect(await screen.findByText('Subject must not contain control characters')).toBeTruthy();

    const tooLarge = new ApiError(413, 'Payload Too Large', '', {
      message: 'The image is larger than 10 MB',
    });
    view.rerender(
      <NewMessageDialog
        open
        onOpenChange={() => {}}
        studentId={STUDENT_ID}
        coaches={COACHES}
        guardianCopy={false}
        sending={false}
        progress={0}
        error={tooLarge}
        onSend={onSend}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('The image is larger than 10 MB');
  });
});
