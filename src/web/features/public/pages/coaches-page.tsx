import { SimplePage } from '../components/simple-page';

export function CoachesPage() {
  return (
    <SimplePage
      documentTitle="Our Coaches"
      eyebrow="PGA professionals"
      title="Our Coaches"
      lead="Meet the coaches behind the academy: qualified, experienced, and patient with golfers of every age."
      topic="our coaches"
    />
  );
}
