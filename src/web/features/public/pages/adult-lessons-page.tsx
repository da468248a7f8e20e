import { SimplePage } from '../components/simple-page';

export function AdultLessonsPage() {
  return (
    <SimplePage
      documentTitle="Elite Adult 1:1 Coaching"
      eyebrow="Adults, all abilities"
      title="Elite Adult 1:1 Coaching"
      lead="Private coaching with a PGA professional, built around your game and your goals."
      topic="adult coaching"
    />
  );
}
