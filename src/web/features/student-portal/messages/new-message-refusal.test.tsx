import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicCoach } from '@/core/contracts/coaches';
import { ApiError } from '@/web/lib/api';
import { NewMessageDialog } from './new-message-dialog';

const WAITING = 'Messaging your coach opens once a parent or guardian has joined your account.';

describe('New Message refused', () => {
  it('shows the server’s own words when a junior cannot message yet (409)', () => {
    render(
      <NewMessageDialog
        open
        onOpenChange={() => {}}
        studentId="6f1c2d7e-1111-4222-8333-944455556666"
        coaches={[
          {
            id: '0b7a2f3e-2222-4333-8444-955566667777',
            first_name: 'James',
            last_name: 'Whitfield',
          } as PublicCoach,
        ]}
        guardianCopy={false}
        sending={false}
        progress={0}
        error={new ApiError(409, 'Conflict', '', { message: WAITING })}
        onSend={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(WAITING);
  });
});
