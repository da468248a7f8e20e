import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './date-input';
import { Field } from './field';

function Box(props: { min?: string; max?: string; clearable?: boolean; onChange?: (iso: string) => void }) {
  const [value, setValue] = useState('2026-12-07');
  return (
    <Field label="Day">
      <DateInput
        {...props}
        value={value}
        onChange={(iso) => {
          setValue(iso);
          props.onChange?.(iso);
        }}
      />
    </Field>
  );
}

describe('a date box', () => {
  it('is labelled by its Field and shows the day British way round', () => {
    render(<Box />);
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('07/12/2026');
  });

  it('refuses a real day outside min and max, and goes back to the last one on leaving', () => {
    const onChange = vi.fn();
    render(<Box min="2026-12-01" max="2026-12-31" onChange={onChange} />);
    const box = screen.getByLabelText('Day') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '01/01/2027' } });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(box);
    expect(box.value).toBe('07/12/2026');
    fireEvent.change(box, { target: { value: '24/12/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-24');
  });

  it('keeps its day when emptied unless the date may be left out', () => {
    const kept = vi.fn();
    const { unmount } = render(<Box onChange={kept} />);
    const box = screen.getByLabelText('Day') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.blur(box);
    expect(box.value).toBe('07/12/2026');
    expect(kept).not.toHaveBeenCalled();
    unmount();

    const cleared = vi.fn();
    render(<Box clearable onChange={cleared} />);
    const optional = screen.getByLabelText('Day') as HTMLInputElement;
    fireEvent.change(optional, { target: { value: '' } });
    fireEvent.blur(optional);
    expect(optional.value).toBe('');
    expect(cleared).toHaveBeenCalledWith('');
  });
});
