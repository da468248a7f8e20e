import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/web/lib/query-client';
import { StorageCard } from './storage-card';

const STUDENT_ID = '6f1c2d7e-1111-4222-8333-944455556666';
const MiB = 1024 * 1024;

function answer(body: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('upload space card', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the space used of the quota as a bar, and the largest files with where they are', async () => {
    const fetch = answer({
      usedBytes: Math.round(1.2 * 1024 * MiB),
      quotaBytes: 2048 * MiB,
      unattachedEvidence: 3,
      unattachedEvidenceLimit: 20,
      largest: [
        {
          id: '0b7a2f3e-2222-4333-8444-955566667777',
          kind: 'evidence_video',
          name: 'slow-mo.mov',
          size: 180 * MiB,
          createdAt: '2026-11-20T10:00:00.000Z',
          where: 'Break Par: a Level 2 round',
        },
      ],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <StorageCard studentId={STUDENT_ID} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('1.2 GB of 2 GB used')).toBeTruthy();
    expect(String((fetch.mock.calls[0] as unknown[] | undefined)?.[0])).toBe(
      `/api/students/${STUDENT_ID}/storage`,
    );
    expect(screen.getByRole('progressbar', { name: 'Upload space used' }).getAttribute('aria-valuenow')).toBe(
      '60',
    );
    expect(screen.getByText('Break Par video: slow-mo.mov')).toBeTruthy();
    expect(screen.getByText('Break Par: a Level 2 round')).toBeTruthy();
    expect(screen.getByText('180 MB · 20 Nov 2026')).toBeTruthy();
    expect(screen.getByText('Break Par photos and videos waiting for a round: 3 of 20')).toBeTruthy();
  });

  it('deletes a file and shows the space it freed', async () => {
    const item = {
      id: '0b7a2f3e-2222-4333-8444-955566667777',
      kind: 'message_video',
      name: 'driver.mp4',
      size: 200 * MiB,
      createdAt: '2026-11-20T10:00:00.000Z',
      where: 'Coach Messaging: “Driver”',
    };
    const answers = [
      {
        usedBytes: 2048 * MiB,
        quotaBytes: 2048 * MiB,
        unattachedEvidence: 0,
        unattachedEvidenceLimit: 20,
        largest: [item],
      },
      {
        usedBytes: 1848 * MiB,
        quotaBytes: 2048 * MiB,
        unattachedEvidence: 0,
        unattachedEvidenceLimit: 20,
        largest: [],
      },
    ];
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify(answers.shift()), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <StorageCard studentId={STUDENT_ID} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('2 GB of 2 GB used')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete driver.mp4' }));
    expect(await screen.findByText('1.8 GB of 2 GB used')).toBeTruthy();
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/students/${STUDENT_ID}/storage/message_video/${item.id}`);
    expect(init.method).toBe('DELETE');
  });
});
