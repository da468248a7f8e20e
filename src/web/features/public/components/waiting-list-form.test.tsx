import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAITING_LIST_THANKS } from '@/core/content/pages/waiting-list';
import { validateWaitingList, WaitingListForm } from './waiting-list-form';

const valid = {
  parentName: 'Sam Parent',
  email: 'sam@example.com',
  phone: '07700 900123',
  childAge: '9',
  programme: 'Junior Development Squad',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function fill(values: Partial<typeof valid>) {
  const labels: Record<keyof typeof valid, RegExp> = {
    parentName: /Parent or guardian name/,
    email: /E-mail/,
    phone: /Phone/,
    childAge: /Child's age/,
    programme: /Programme/,
  };
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(labels[name as keyof typeof valid]), { target: { value } });
  }
}

describe('validateWaitingList', () => {
  it('accepts a complete form', () => {
    expect(validateWaitingList(valid)).toEqual({});
  });

  it('names every missing or wrong field', () => {
    expect(
      validateWaitingList({ parentName: ' ', email: 'nope', phone: 'abc', childAge: '4', programme: 'Golf' }),
    ).toEqual({
      parentName: 'Enter your name',
      email: 'Enter an e-mail address like name@example.com',
      phone: 'Enter a phone number we can call',
      childAge: 'Our youngest golfers are 5',
      programme: 'Choose a programme',
    });
  });
});

describe('WaitingListForm', () => {
  it('shows errors beside the fields without sending anything', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<WaitingListForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(screen.getByText('Enter your name')).toBeTruthy();
    expect(screen.getByLabelText(/Parent or guardian name/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the details and thanks the parent', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ message: 'ok' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<WaitingListForm defaultProgramme="Junior Development Squad" />);
    fill({ ...valid, programme: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Join the waiting list' }));

    expect((await screen.findByRole('status')).textContent).toBe(WAITING_LIST_THANKS);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/waiting-list');
    expect(JSON.parse(init.body)).toEqual({ ...valid, childAge: 9 });
  });

  it('shows the server’s field errors and keeps what was typed', async () => {
    const body = {
      message: 'Check the highlighted fields',
      fields: { email: 'That e-mail address looks wrong' },
    };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status: 400 })));
    render(<WaitingListForm />);
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Join the waiting list' }));

    expect(await screen.findByText('That e-mail address looks wrong')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Check the highlighted fields');
    expect((screen.getByLabelText(/Parent or guardian name/) as HTMLInputElement).value).toBe('Sam Parent');
  });
});
