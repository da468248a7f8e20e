import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { thumbnailCandidates, VideoThumbnail } from './video-thumbnail';

describe('video thumbnail', () => {
  it('tries maximum, high, medium and default quality, then shows the title on a placeholder', () => {
    const video = { title: 'Fixing the Slice', youtubeId: 'abc123XYZ_0', thumbnailUrl: null };
    expect(thumbnailCandidates(video)).toEqual([
      'https://i.ytimg.com/vi/abc123XYZ_0/maxresdefault.jpg',
      'https://i.ytimg.com/vi/abc123XYZ_0/hqdefault.jpg',
      'https://i.ytimg.com/vi/abc123XYZ_0/mqdefault.jpg',
      'https://i.ytimg.com/vi/abc123XYZ_0/default.jpg',
    ]);
    const { container } = render(<VideoThumbnail video={video} />);
    for (const size of ['maxresdefault', 'hqdefault', 'mqdefault', 'default']) {
      const img = container.querySelector('img')!;
      expect(img.getAttribute('src')).toContain(`/${size}.jpg`);
      fireEvent.error(img);
    }
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('thumbnail-placeholder').textContent).toContain('Fixing the Slice');
  });

  it('goes straight to the placeholder with no picture at all', () => {
    render(<VideoThumbnail video={{ title: 'Demo', youtubeId: null, thumbnailUrl: null }} />);
    expect(screen.getByTestId('thumbnail-placeholder').textContent).toContain('Demo');
  });

  it('draws a lock, the title and the tier for a locked video with no picture of its own', () => {
    render(
      <VideoThumbnail video={{ title: 'Tour Prep', youtubeId: null, thumbnailUrl: null }} lockedTo="elite" />,
    );
    const locked = screen.getByTestId('thumbnail-locked');
    expect(locked.textContent).toContain('Tour Prep');
    expect(locked.textContent).toContain('Elite members');
    expect(screen.queryByTestId('thumbnail-placeholder')).toBeNull();
  });
});
