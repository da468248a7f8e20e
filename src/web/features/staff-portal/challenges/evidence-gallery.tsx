import { Camera } from 'lucide-react';
import { useState } from 'react';
import type { StaffAttempt } from '@/core/contracts/challenges';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';

interface Photo {
  hole: number;
  url: string;
}

/**
 * A round's photos as thumbnails that open larger, and its videos as players. Every address is the
 * server's authorised one, which the staff session cookie opens.
 */
export function EvidenceGallery({ round, student }: { round: StaffAttempt; student: string }) {
  const [open, setOpen] = useState<Photo | null>(null);
  const photos: Photo[] = round.hole_scores.flatMap((h) =>
    h.photo_url ? [{ hole: h.hole_number, url: h.photo_url }] : [],
  );
  const videos = round.hole_scores.flatMap((h) =>
    h.video_url ? [{ label: `Video of hole ${h.hole_number}`, url: h.video_url }] : [],
  );
  // The round's own video address repeats its first hole video; only one without a hole is added.
  const roundVideo = round.video_evidence_url;
  if (roundVideo && !videos.some((v) => v.url === roundVideo)) {
    videos.push({ label: 'Video of the round', url: roundVideo });
  }
  if (photos.length === 0 && videos.length === 0) return null;

  return (
    <div className="flex flex-col gap-3">
      <h4 className="text-sm font-semibold text-ink-700">Evidence</h4>
      {photos.length > 0 && (
        <ul aria-label="Photos" className="flex flex-wrap gap-2">
          {photos.map((photo) => (
            <li key={photo.hole}>
              <button
                type="button"
                onClick={() => setOpen(photo)}
                className="group relative block overflow-hidden rounded-lg border border-line"
                aria-label={`Open the photo of hole ${photo.hole}`}
              >
                <img
                  src={photo.url}
                  alt=""
                  loading="lazy"
                  className="size-20 object-cover transition-transform duration-200 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                />
                <span className="absolute bottom-1 left-1 inline-flex items-center gap-1 rounded-full bg-ink-900/75 px-1.5 py-0.5 text-xs font-semibold text-white">
                  <Camera className="size-3" aria-hidden="true" />
                  {photo.hole}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {videos.length > 0 && (
        <ul aria-label="Videos" className="grid gap-3 sm:grid-cols-2">
          {videos.map((video) => (
            <li key={video.url} className="flex flex-col gap-1">
              {/* biome-ignore lint/a11y/useMediaCaption: a student's own footage of a hole, with no speech to caption */}
              <video
                src={video.url}
                controls
                preload="metadata"
                aria-label={video.label}
                className="aspect-video w-full rounded-lg border border-line bg-ink-900"
              />
              <span className="text-sm text-ink-600">{video.label}</span>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>
              Hole {open?.hole} · {student}
            </DialogTitle>
          </DialogHeader>
          {open && (
            <img
              src={open.url}
              alt={`Evidence from ${student} for hole ${open.hole}, level ${round.level}`}
              className="max-h-[70dvh] w-full rounded-lg bg-cream-100 object-contain"
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
