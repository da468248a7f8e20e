import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnnotationTemplate } from '@/core/contracts/annotations';
import { AnnotationTools } from './annotation-tools';
import { useAnnotationEditor } from './use-annotation-editor';

const template = (id: string, name: string, createdBy: string): AnnotationTemplate => ({
  id,
  name,
  createdBy,
  createdByName: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  drawings: [
    {
      id: 'l1',
      tool: 'line',
      points: [
        { x: 0.1, y: 0.1 },
        { x: 0.5, y: 0.5 },
      ],
      colour: '#facc15',
      width: 0.012,
    },
  ],
});
const MINE = template('t1', 'Shaft plane at address', 'me');
const THEIRS = template('t2', 'Spine angle', 'someone-else');

function Tools({ onDelete }: { onDelete(t: AnnotationTemplate): Promise<boolean> }) {
  const editor = useAnnotationEditor({ version: 0, drawings: [], savedBy: null, savedAt: null }, 59);
  return (
    <AnnotationTools
      editor={editor}
      frame={0}
      saving={false}
      onSave={() => {}}
      notice={null}
      templates={[MINE, THEIRS]}
      onSaveTemplate={async () => true}
      onDeleteTemplate={onDelete}
      mayDeleteTemplate={(t) => t.createdBy === 'me'}
    />
  );
}

describe('deleting a drawing template', () => {
  it('is offered for a template the coach may delete, and only after a confirmation', async () => {
    const onDelete = vi.fn(async () => true);
    render(<Tools onDelete={onDelete} />);
    const choose = screen.getByRole('combobox', { name: 'Template' });

    fireEvent.change(choose, { target: { value: THEIRS.id } });
    expect(screen.queryByRole('button', { name: 'Delete template' })).toBeNull();

    fireEvent.change(choose, { target: { value: MINE.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete template' }));
    const confirm = screen.getByRole('group', { name: 'Confirm deleting the template' });
    expect(confirm.textContent).toContain('Delete “Shaft plane at address” for everyone?');
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('group', { name: 'Confirm deleting the template' })).toBeNull();
    expect(onDelete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete template' }));
    fireEvent.click(
      screen
        .getByRole('group', { name: 'Confirm deleting the template' })
        .querySelector('button:last-child')!,
    );
    await vi.waitFor(() => expect(onDelete).toHaveBeenCalledWith(MINE));
    await vi.waitFor(() => expect((choose as HTMLSelectElement).value).toBe(''));
  });
});
